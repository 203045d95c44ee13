import type { Kysely } from 'kysely';
import { newId } from '../../infra/database/ids.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { inTransaction } from '../../infra/database/transaction.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { emitIntegrationEvent } from '../integrations/index.ts';
import type { RecordTokenMail } from './account-mail-outbox.ts';
import { addressProven } from './address-proof.ts';
import { ALREADY_VERIFIED, VERIFY_LINK_INVALID } from './messages.ts';
import { issueToken, spendLinkToken } from './one-time-tokens.ts';
import { hashPassword, OWASP_ARGON2_COST, type Argon2Cost } from '../identity/index.ts';
import { findSiteUser, findSiteUserRowByEmail, insertSiteUser, toSiteUser, type SiteUser } from './site-users-repository.ts';
import { retireTokensOf } from './tokens-repository.ts';

/*
 * Sign-up and e-mail verification. A sign-up never says whether the address had an account: a new
 * address gets an account and a verification link, a known one an e-mail saying so, and both pay for
 * the password hash.
 */

/** What a sign-up gives. */
export interface SignUpInput {
  websiteId: string;
  email: string;
  password: string;
  name?: string | undefined;
  now: number;
  cost?: Argon2Cost;
}

/** A new account with the token of its verification link, or the account the address has already. */
export type SignUpOutcome = { kind: 'created'; siteUser: SiteUser; token: string } | { kind: 'exists'; siteUser: SiteUser };

/**
 * Creates an unverified account and its verification token in one transaction (or finds the address's
 * account); `recordMail` records the verification e-mail in that transaction.
 */
export async function signUp(db: Kysely<Schema>, input: SignUpInput, recordMail?: RecordTokenMail<{ siteUser: SiteUser; token: string }>): Promise<SignUpOutcome> {
  // Hashed before looking, so a known address answers no faster than a new one.
  const passwordHash = await hashPassword(input.password, input.cost ?? OWASP_ARGON2_COST);
  return inTransaction(db, async (tx) => {
    const id = newId();
    const inserted = await insertSiteUser(tx, { id, websiteId: input.websiteId, email: input.email, name: input.name?.trim() ?? '', passwordHash, emailVerifiedAt: null, createdAt: input.now });
    if (!inserted) {
      const existing = await findSiteUserRowByEmail(tx, input.websiteId, input.email);
      if (!existing) throw new Error('An e-mail that clashed on insert has no account');
      return { kind: 'exists', siteUser: toSiteUser(existing) };
    }
    const { token } = await issueToken(tx, { websiteId: input.websiteId, siteUserId: id }, 'verify', input.now, { replaceOlder: false });
    await emitIntegrationEvent(tx, input.websiteId, 'customer.created', { id, email: input.email, name: input.name?.trim() ?? '' }, input.now); // webhooks (issue 16)
    const siteUser = await findSiteUser(tx, input.websiteId, id);
    if (!siteUser) throw new Error('The account just made is missing');
    await recordMail?.(tx, { siteUser, token });
    return { kind: 'created', siteUser, token };
  });
}

/**
 * Confirms an account's address by its verification token (single use, 24 h): the address is
 * verified, the other verification links stop working and the address's guest orders join the account.
 * @throws AppError INVALID for an unknown, used or expired token
 */
export function verifyEmail(db: Kysely<Schema>, websiteId: string, token: string, now: number): Promise<SiteUser> {
  return inTransaction(db, async (tx) => {
    const siteUserId = await spendLinkToken(tx, websiteId, token, 'verify', now);
    const siteUser = siteUserId === null ? null : await findSiteUser(tx, websiteId, siteUserId);
    if (!siteUser) throw new AppError('INVALID', VERIFY_LINK_INVALID);
    await retireTokensOf(tx, siteUser.id, 'verify', now);
    return addressProven(tx, siteUser, now);
  });
}

/**
 * A new verification token for a signed-in customer; the older links stop working. `recordMail`
 * records its e-mail in the same transaction.
 * @throws AppError CONFLICT when the address is verified already
 */
export async function renewVerification(db: Kysely<Schema>, siteUser: SiteUser, now: number, recordMail?: RecordTokenMail<string>): Promise<string> {
  if (siteUser.emailVerified) throw new AppError('CONFLICT', ALREADY_VERIFIED);
  return inTransaction(db, async (tx) => {
    const { token } = await issueToken(tx, { websiteId: siteUser.websiteId, siteUserId: siteUser.id }, 'verify', now, { replaceOlder: true });
    await recordMail?.(tx, token);
    return token;
  });
}
