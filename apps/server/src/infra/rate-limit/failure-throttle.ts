import type { Kysely } from 'kysely';
import type { Schema } from '../database/schema.ts';
import { hitRateLimit } from './rate-limit-repository.ts';

/*
 * A throttle that counts failures only (wrong passwords, wrong codes): after `limit` failures in one
 * window for any of its keys, every attempt is refused, the right answer too, until the window ends.
 * Shared by the owner's and the customers' sign-in. Counters live in the shared `rate_limits` table.
 */

/** Failures allowed per key in one window, and the window. */
export interface FailureThrottle {
  limit: number;
  windowMs: number;
}

/** 5 failures per 15 minutes: the sign-in forms' throttle. */
export const SIGN_IN_THROTTLE: FailureThrottle = Object.freeze({ limit: 5, windowMs: 15 * 60 * 1000 });

/** Whether any key has reached the limit in its current window. */
export async function throttled(db: Kysely<Schema>, keys: string[], throttle: FailureThrottle, now = Date.now()): Promise<boolean> {
  const rows = await db.selectFrom('rate_limits').select(['window_start', 'count']).where('key', 'in', keys).execute();
  return rows.some((row) => Number(row.window_start) > now - throttle.windowMs && Number(row.count) >= throttle.limit);
}

/** Counts one failure against every key (atomic upserts). */
export async function recordFailure(db: Kysely<Schema>, keys: string[], throttle: FailureThrottle, now = Date.now()): Promise<void> {
  for (const key of keys) await hitRateLimit(db, key, { windowMs: throttle.windowMs, limit: throttle.limit, now });
}
