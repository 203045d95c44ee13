import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { inTransaction } from '../../infra/database/transaction.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import type { RecordTokenMail } from './account-mail-outbox.ts';
import { addressProven } from './address-proof.ts';
import { badCredentials, throttledSignIn } from '../identity/index.ts';
import { SIGN_IN_LINK_INVALID, WRONG_CODE } from './messages.ts';
import { codeMatches, issueToken, MAX_CODE_ATTEMPTS, spendLinkToken, type IssuedToken } from './one-time-tokens.ts';
import { findSiteUser, findSiteUserRowByEmail, toSiteUser, type SiteUser } from './site-users-repository.ts';
import { countWrongCode, findLiveTokenOf, spendToken } from './tokens-repository.ts';

/*
 * Sign-in without a password: an e-mail with a 6-digit code (for in-app browsers) and a link, both
 * the same single-use token (15 minutes). A new e-mail retires the older ones. Wrong codes count
 * twice: against the e-mail (5 spend it) and in the password sign-in's throttle (per account and per
 * address, with the proof of work and the growing wait), so guessing codes is no easier than
 * guessing passwords.
 */

/**
 * A new sign-in code and link for the address's account, retiring the older ones; `recordMail`
 * records their e-mail in the same transaction.
 * @returns the account and its secrets, or null when the address has no account (nothing is sent)
 */
export async function issueSignInCode(
  db: Kysely<Schema>,
  websiteId: string,
  email: string,
  now: number,
  recordMail?: RecordTokenMail<{ siteUser: SiteUser; issued: IssuedToken }>,
): Promise<{ siteUser: SiteUser; issued: IssuedToken } | null> {
  const row = await findSiteUserRowByEmail(db, websiteId, email);
  if (!row) return null;
  return inTransaction(db, async (tx) => {
    const issued = await issueToken(tx, { websiteId, siteUserId: row.id }, 'sign-in', now, { replaceOlder: true });
    const found = { siteUser: toSiteUser(row), issued };
    await recordMail?.(tx, found);
    return found;
  });
}

/** What a code sign-in gives. */
export interface CodeSignIn {
  websiteId: string;
  email: string;
  code: string;
  /** The client address: failures are counted per address too. */
  address: string;
  now: number;
  /** Verifies and spends the proof of work the try brings (absent: none). */
  proof?: (() => Promise<boolean>) | undefined;
}

/**
 * Checks an e-mailed code and spends it.
 * @throws AppError RATE_LIMITED when the address is used up (5 failures, codes or passwords, in 15
 * minutes) or the account is slowed and no proof of work came (identity's sign-in throttle);
 * UNAUTHENTICATED for a wrong, spent or expired code and an unknown e-mail alike
 */
export async function signInWithCode(db: Kysely<Schema>, attempt: CodeSignIn): Promise<SiteUser> {
  const { now } = attempt;
  const row = await findSiteUserRowByEmail(db, attempt.websiteId, attempt.email);
  let token: Awaited<ReturnType<typeof findLiveTokenOf>> | undefined;
  const verdict = await throttledSignIn(db, 'customer', attempt, async () => {
    token = row ? await findLiveTokenOf(db, row.id, 'sign-in', now) : undefined;
    if (row && token?.codeHash && codeMatches(token.id, token.codeHash, attempt.code)) return true;
    if (token) await countWrongCode(db, token.id, MAX_CODE_ATTEMPTS, now);
    return false;
  });
  const spent = token;
  if (!verdict.right || !row || !spent) throw badCredentials(verdict.right ? false : verdict.proofOfWork, WRONG_CODE);
  return inTransaction(db, async (tx) => {
    // Of two concurrent uses of one code, only one signs in.
    if (!(await spendToken(tx, spent.id, now))) throw new AppError('UNAUTHENTICATED', WRONG_CODE);
    return addressProven(tx, toSiteUser(row), now);
  });
}

/**
 * Spends an e-mailed sign-in link's token.
 * @throws AppError INVALID for an unknown, used or expired token
 */
export function signInWithLink(db: Kysely<Schema>, websiteId: string, token: string, now: number): Promise<SiteUser> {
  return inTransaction(db, async (tx) => {
    const siteUserId = await spendLinkToken(tx, websiteId, token, 'sign-in', now);
    const siteUser = siteUserId === null ? null : await findSiteUser(tx, websiteId, siteUserId);
    if (!siteUser) throw new AppError('INVALID', SIGN_IN_LINK_INVALID);
    return addressProven(tx, siteUser, now);
  });
}
