import type { FastifyReply, FastifyRequest } from 'fastify';
import { OWNER_SESSION_TTL_MS } from './sessions-repository.ts';

/** The owner session cookie: httpOnly, SameSite=Strict, Path=/. */
export const OWNER_COOKIE = 'plinth_owner';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** The owner session token the request carries, if well-formed. */
export function requestOwnerToken(request: FastifyRequest): string | undefined {
  const value = request.cookies[OWNER_COOKIE];
  return value && TOKEN_PATTERN.test(value) ? value : undefined;
}

/** Sets the session cookie after sign-in. */
export function setOwnerCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(OWNER_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: Math.floor(OWNER_SESSION_TTL_MS / 1000),
  });
}

/** Clears the session cookie (sign-out). */
export function clearOwnerCookie(reply: FastifyReply): void {
  reply.clearCookie(OWNER_COOKIE, { path: '/', httpOnly: true, sameSite: 'strict' });
}
