import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { hitRateLimit, type RateLimitResult } from './rate-limit-repository.ts';
import type { Schema } from '../database/schema.ts';
import { requestCrumb } from '../http/crumb.ts';
import { errorBody } from '../errors/error-handler.ts';

/** A limit: at most `limit` calls per visitor in `windowMs`. */
export interface RateLimitRule {
  name: string;
  limit: number;
  windowMs: number;
}

/**
 * A pre-handler that counts calls per visitor (crumb, else address) in the
 * database, so every process shares the counters, and answers 429 past the
 * limit with a Retry-After header.
 */
export function rateLimit(db: Kysely<Schema>, rule: RateLimitRule) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const result = await hitRule(db, rule, request);
    if (!result.allowed) await refuseLimited(reply, result);
  };
}

/**
 * Counts one call of the request's visitor against the rule. `db` may be a transaction: a route can
 * count the hit in the same transaction as its write (one commit instead of two).
 */
export function hitRule(db: Kysely<Schema>, rule: RateLimitRule, request: FastifyRequest): Promise<RateLimitResult> {
  const visitor = requestCrumb(request) ?? request.ip;
  return hitRateLimit(db, `${rule.name}:${visitor}`, { windowMs: rule.windowMs, limit: rule.limit, now: Date.now() });
}

/** Answers 429 with a Retry-After header for a refused hit. */
export function refuseLimited(reply: FastifyReply, result: RateLimitResult): FastifyReply {
  return reply
    .code(429)
    .header('retry-after', Math.max(1, Math.ceil(result.retryAfterMs / 1000)))
    .send(errorBody('Please try again in a few seconds.'));
}
