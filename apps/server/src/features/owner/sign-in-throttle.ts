import type { Kysely } from 'kysely';
import { recordFailure, SIGN_IN_THROTTLE, throttled } from '../../infra/rate-limit/failure-throttle.ts';
import type { Schema } from '../../infra/database/schema.ts';

/** Failed sign-ins allowed per e-mail and per address in one window. */
export const SIGN_IN_FAILURE_LIMIT = SIGN_IN_THROTTLE.limit;
/** The window: 15 minutes. */
export const SIGN_IN_WINDOW_MS = SIGN_IN_THROTTLE.windowMs;

/** The two counters of one attempt: per site and e-mail, and per client address. */
export function signInKeys(websiteId: string, email: string, address: string): string[] {
  return [`owner-sign-in:email:${websiteId}:${email}`, `owner-sign-in:ip:${address}`];
}

/**
 * Whether either counter has reached the limit in its current window. Only failures are counted
 * (by {@link recordSignInFailure}), so a good password is refused only after 5 bad ones.
 */
export function signInBlocked(db: Kysely<Schema>, keys: string[], now = Date.now()): Promise<boolean> {
  return throttled(db, keys, SIGN_IN_THROTTLE, now);
}

/** Counts one failed sign-in against every key. */
export function recordSignInFailure(db: Kysely<Schema>, keys: string[], now = Date.now()): Promise<void> {
  return recordFailure(db, keys, SIGN_IN_THROTTLE, now);
}
