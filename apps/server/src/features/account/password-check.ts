import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { SIGN_IN_THROTTLE, throttledAttempt } from '../../infra/rate-limit/failure-throttle.ts';
import { verifySiteUserPassword } from '../site-users/index.ts';
import { ACCOUNT_MESSAGES as M } from './messages.ts';

/*
 * The password a signed-in customer types to change the password or delete the account. A stolen
 * session must not become a password oracle: wrong passwords are throttled per account like sign-in
 * (5 in 15 minutes, then every attempt is refused until the window ends).
 */

const throttleKey = (siteUserId: string) => [`account-password:${siteUserId}`];

/**
 * Checks the account's password.
 * @throws AppError RATE_LIMITED after 5 wrong passwords in 15 minutes; INVALID for a wrong one
 */
export async function confirmPassword(db: Kysely<Schema>, siteUserId: string, storedHash: string, password: string, now: number): Promise<void> {
  const keys = throttleKey(siteUserId);
  const verdict = await throttledAttempt(db, keys, SIGN_IN_THROTTLE, now, () => verifySiteUserPassword(password, storedHash));
  if (verdict === 'throttled') {
    throw new AppError('RATE_LIMITED', M.tooManyWrongPasswords, undefined, { retryAfterSeconds: SIGN_IN_THROTTLE.windowMs / 1000 });
  }
  if (!verdict) throw new AppError('INVALID', M.wrongCurrentPassword);
}
