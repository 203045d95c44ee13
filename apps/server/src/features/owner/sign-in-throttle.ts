import type { Kysely } from 'kysely';
import { hitRateLimit } from '../../infra/rate-limit/rate-limit-repository.ts';
import type { Schema } from '../../infra/database/schema.ts';

/** Failed sign-ins allowed per e-mail and per address in one window. */
export const SIGN_IN_FAILURE_LIMIT = 5;
/** The window: 15 minutes. */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

/** The two counters of one attempt: per site and e-mail, and per client address. */
export function signInKeys(websiteId: string, email: string, address: string): string[] {
  return [`owner-sign-in:email:${websiteId}:${email}`, `owner-sign-in:ip:${address}`];
}

/**
 * Whether either counter has reached the limit in its current window. Only failures are counted
 * (by {@link recordSignInFailure}), so a good password is refused only after 5 bad ones.
 */
export async function signInBlocked(db: Kysely<Schema>, keys: string[], now = Date.now()): Promise<boolean> {
  const rows = await db.selectFrom('rate_limits').select(['window_start', 'count']).where('key', 'in', keys).execute();
  return rows.some((row) => Number(row.window_start) > now - SIGN_IN_WINDOW_MS && Number(row.count) >= SIGN_IN_FAILURE_LIMIT);
}

/** Counts one failed sign-in against every key (atomic upserts in the shared rate_limits table). */
export async function recordSignInFailure(db: Kysely<Schema>, keys: string[], now = Date.now()): Promise<void> {
  for (const key of keys) await hitRateLimit(db, key, { windowMs: SIGN_IN_WINDOW_MS, limit: SIGN_IN_FAILURE_LIMIT, now });
}
