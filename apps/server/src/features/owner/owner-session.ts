import type { FastifyRequest } from 'fastify';
import { requestSessionToken } from '../identity/index.ts';

/** The owner session token the request carries, if well-formed (the identity's owner cookie). */
export function requestOwnerToken(request: FastifyRequest): string | undefined {
  return requestSessionToken(request, 'owner');
}
