import type { FastifyRequest } from 'fastify';

/**
 * A pre-handler for routes whose every body field is optional: a call sent without a body reads as
 * `{}`, so the route's schema (which mount applies after the pre-handlers) sees an empty object.
 */
export async function absentBodyAsEmpty(request: FastifyRequest): Promise<void> {
  request.body ??= {};
}
