import { sql, type Kysely } from 'kysely';
import type { Schema } from '../database/schema.ts';
import { hitRateLimit } from './rate-limit-repository.ts';

/*
 * A throttle that counts failures only (wrong passwords, wrong codes): after `limit` failures in one
 * window for any of its keys, every attempt is refused, the right answer too, until the window ends.
 * Shared by the owner's and the customers' sign-in. Counters live in the shared `rate_limits` table.
 *
 * An attempt claims its place BEFORE it is checked (one atomic upsert per key) and gives it back
 * when it succeeds: attempts in flight at the same time are all counted, so a guesser running many
 * requests at once gets exactly `limit` tries, not `limit` plus however many raced the check.
 */

/** Failures allowed per key in one window, and the window. */
export interface FailureThrottle {
  limit: number;
  windowMs: number;
}

/** 5 failures per 15 minutes: the sign-in forms' throttle. */
export const SIGN_IN_THROTTLE: FailureThrottle = Object.freeze({ limit: 5, windowMs: 15 * 60 * 1000 });

/**
 * Claims one attempt against every key.
 * @returns whether every key had room, and else the milliseconds until the last full one's window ends
 * (the attempt must be refused unchecked)
 */
export async function claimAttempt(db: Kysely<Schema>, keys: string[], throttle: FailureThrottle, now = Date.now()): Promise<{ allowed: boolean; retryAfterMs: number }> {
  let allowed = true;
  let retryAfterMs = 0;
  for (const key of keys) {
    const hit = await hitRateLimit(db, key, { windowMs: throttle.windowMs, limit: throttle.limit, now });
    allowed &&= hit.allowed;
    retryAfterMs = Math.max(retryAfterMs, hit.retryAfterMs);
  }
  return { allowed, retryAfterMs };
}

/** Gives a claimed attempt back: it succeeded, so it was no failure. */
export async function refundAttempt(db: Kysely<Schema>, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .updateTable('rate_limits')
    .set({ count: sql<number>`count - 1` })
    .where('key', 'in', keys)
    .where('count', '>', 0)
    .execute();
}

/**
 * Runs `attempt` under the throttle: claims first, refunds when it answers true.
 * @returns 'throttled' without running it when a key is used up; otherwise what it answered
 */
export async function throttledAttempt(db: Kysely<Schema>, keys: string[], throttle: FailureThrottle, now: number, attempt: () => Promise<boolean>): Promise<boolean | 'throttled'> {
  if (!(await claimAttempt(db, keys, throttle, now)).allowed) return 'throttled';
  const ok = await attempt();
  if (ok) await refundAttempt(db, keys);
  return ok;
}
