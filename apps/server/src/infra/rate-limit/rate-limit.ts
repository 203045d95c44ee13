import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { hitRateLimit, type RateLimitResult } from './rate-limit-repository.ts';
import type { Schema } from '../database/schema.ts';
import { requestCrumb } from '../http/crumb.ts';
import { AppError, retryAfterSeconds } from '../errors/app-error.ts';

/** A limit: at most `limit` calls per visitor in `windowMs`. */
export interface RateLimitRule {
  name: string;
  limit: number;
  windowMs: number;
}

/** The answer past a limit: 429 'Please try again in a few seconds.' with a Retry-After header. */
export const TRY_AGAIN_SOON = 'Please try again in a few seconds.';

/** The refusal of a hit past its limit, saying when to try again. */
export function limitReached(result: RateLimitResult, message = TRY_AGAIN_SOON): AppError {
  return new AppError('RATE_LIMITED', message, undefined, { retryAfterSeconds: retryAfterSeconds(result.retryAfterMs) });
}

/**
 * A pre-handler that counts calls per visitor (crumb, else address) in the
 * database, so every process shares the counters, and refuses past the
 * limit (429 with a Retry-After header).
 */
export function rateLimit(db: Kysely<Schema>, rule: RateLimitRule) {
  return async (request: FastifyRequest): Promise<void> => {
    const result = await hitRule(db, rule, request);
    if (!result.allowed) throw limitReached(result);
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

