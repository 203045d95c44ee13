import type { Kysely } from 'kysely';
import { SIGN_IN_THROTTLE, throttledAttempt } from '../../infra/rate-limit/failure-throttle.ts';
import type { Schema } from '../../infra/database/schema.ts';

/** The two counters of one attempt: per site and e-mail, and per client address. */
export function signInKeys(websiteId: string, email: string, address: string): string[] {
  return [`owner-sign-in:email:${websiteId}:${email}`, `owner-sign-in:ip:${address}`];
}

/**
 * Runs one owner sign-in check under the shared sign-in throttle (5 failures per 15 minutes per
 * e-mail and per address; a good password is refused only after 5 bad ones).
 */
export function throttledSignIn(db: Kysely<Schema>, keys: string[], now: number, check: () => Promise<boolean>): Promise<boolean | 'throttled'> {
  return throttledAttempt(db, keys, SIGN_IN_THROTTLE, now, check);
}
