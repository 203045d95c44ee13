import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { inTransaction } from '../../infra/database/transaction.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import type { RecordTokenMail } from './account-mail-outbox.ts';
import { addressProven } from './address-proof.ts';
import { RESET_LINK_INVALID } from './messages.ts';
import { issueToken, linkTokenIsLive, spendLinkToken } from './one-time-tokens.ts';
import { endSessionsOf, hashPassword, OWASP_ARGON2_COST, type Argon2Cost } from '../identity/index.ts';
import { findSiteUser, findSiteUserRowByEmail, setPasswordHash, toSiteUser, type SiteUser } from './site-users-repository.ts';
import { retireTokensOf } from './tokens-repository.ts';

/*
 * A forgotten password: a single-use reset link (1 hour) e-mailed to the account. Setting the new
 * password spends every reset link of the account and ends all its sessions (a thief signed in
 * elsewhere is signed out); the caller then opens the one new session.
 */

/**
 * A reset token for the address's account; `recordMail` records its e-mail in the same transaction.
 * @returns the account and the token, or null when the address has no account (nothing is sent)
 */
export async function issuePasswordReset(
  db: Kysely<Schema>,
  websiteId: string,
  email: string,
  now: number,
  recordMail?: RecordTokenMail<{ siteUser: SiteUser; token: string }>,
): Promise<{ siteUser: SiteUser; token: string } | null> {
  const row = await findSiteUserRowByEmail(db, websiteId, email);
  if (!row) return null;
  return inTransaction(db, async (tx) => {
    const { token } = await issueToken(tx, { websiteId, siteUserId: row.id }, 'reset', now, { replaceOlder: false });
    const found = { siteUser: toSiteUser(row), token };
    await recordMail?.(tx, found);
    return found;
  });
}

/** What setting a new password gives. */
export interface PasswordResetCompletion {
  websiteId: string;
  token: string;
  password: string;
  now: number;
  cost?: Argon2Cost;
}

/**
 * Sets a new password with a reset token.
 * @throws AppError INVALID for an unknown, used or expired token
 */
export async function completePasswordReset(db: Kysely<Schema>, input: PasswordResetCompletion): Promise<SiteUser> {
  const { websiteId, token, now } = input;
  // Checked before the slow hash, and again (spent) in the transaction.
  if (!(await linkTokenIsLive(db, websiteId, token, 'reset', now))) throw new AppError('INVALID', RESET_LINK_INVALID);
  const passwordHash = await hashPassword(input.password, input.cost ?? OWASP_ARGON2_COST);
  return inTransaction(db, async (tx) => {
    const siteUserId = await spendLinkToken(tx, websiteId, token, 'reset', now);
    const siteUser = siteUserId === null ? null : await findSiteUser(tx, websiteId, siteUserId);
    if (!siteUser) throw new AppError('INVALID', RESET_LINK_INVALID);
    await setPasswordHash(tx, siteUser.id, passwordHash);
    await retireTokensOf(tx, siteUser.id, 'reset', now);
    await endSessionsOf(tx, 'customer', siteUser.id);
    return addressProven(tx, siteUser, now);
  });
}
