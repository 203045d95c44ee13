import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { SIGN_IN_THROTTLE, throttledAttempt } from '../../infra/rate-limit/failure-throttle.ts';
import { BAD_CREDENTIALS_MESSAGE, THROTTLED_MESSAGE } from './messages.ts';
import { dummySiteUserHash, verifySiteUserPassword } from './password.ts';
import { findSiteUserRowByEmail, normalizeSiteUserEmail, toSiteUser, type SiteUser } from './site-users-repository.ts';

/*
 * Customer sign-in by password: throttled per account and per address, the same answer for an
 * unknown e-mail and a wrong password, and the same cost (an unknown e-mail pays for a hash too).
 */

/** What a sign-in attempt gives. */
export interface PasswordSignIn {
  websiteId: string;
  email: string;
  password: string;
  /** The client address: failures are counted per address too. */
  address: string;
  now: number;
}

/** The throttle's counters of one attempt: per site and e-mail, and per client address. */
export function siteUserSignInKeys(websiteId: string, email: string, address: string): string[] {
  return [`site-user-sign-in:email:${websiteId}:${normalizeSiteUserEmail(email)}`, `site-user-sign-in:ip:${address}`];
}

/**
 * Checks a customer's e-mail and password.
 * @throws AppError RATE_LIMITED after 5 failures in 15 minutes for the e-mail or the address (even
 * with the right password); UNAUTHENTICATED for a wrong password and an unknown e-mail alike
 */
export async function checkPassword(db: Kysely<Schema>, attempt: PasswordSignIn): Promise<SiteUser> {
  const keys = siteUserSignInKeys(attempt.websiteId, attempt.email, attempt.address);
  const row = await findSiteUserRowByEmail(db, attempt.websiteId, attempt.email);
  const verdict = await throttledAttempt(db, keys, SIGN_IN_THROTTLE, attempt.now, async () => {
    const ok = await verifySiteUserPassword(attempt.password, row?.password_hash ?? (await dummySiteUserHash()));
    return ok && Boolean(row?.password_hash);
  });
  if (verdict === 'throttled') throw new AppError('RATE_LIMITED', THROTTLED_MESSAGE, undefined, { retryAfterSeconds: SIGN_IN_THROTTLE.windowMs / 1000 });
  if (!verdict || !row) throw new AppError('UNAUTHENTICATED', BAD_CREDENTIALS_MESSAGE);
  return toSiteUser(row);
}
