import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { SIGN_IN_CODE_LENGTH } from '@plinth/api';
import type { Kysely } from 'kysely';
import { newToken } from '../../infra/database/ids.ts';
import type { Schema, SiteUserTokenPurpose } from '../../infra/database/schema.ts';
import { findToken, insertToken, retireTokensOf, spendToken } from './tokens-repository.ts';

/*
 * The secrets e-mailed to a customer: a link token (144 random bits) and, for sign-in, a 6-digit
 * code. Only their SHA-256 is stored, so the table alone opens no account. Each is single use and
 * expires; the code is salted with its token's id, so a leaked table cannot be matched against the
 * million codes once for all rows.
 */

/** How long each kind of e-mailed secret works. */
export const TOKEN_TTL_MS: Readonly<Record<SiteUserTokenPurpose, number>> = Object.freeze({
  verify: 24 * 60 * 60_000,
  reset: 60 * 60_000,
  'sign-in': 15 * 60_000,
});

/** Wrong codes a sign-in e-mail survives; the fifth spends it. */
export const MAX_CODE_ATTEMPTS = 5;

/** The stored id of an e-mailed link token. */
export function tokenId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The stored hash of a sign-in code, salted with its token's id. */
export function codeHash(id: string, code: string): string {
  return createHash('sha256').update(`${id}:${code}`).digest('hex');
}

/** Whether a typed code is the one stored (constant time). */
export function codeMatches(id: string, stored: string, code: string): boolean {
  return timingSafeEqual(Buffer.from(codeHash(id, code), 'hex'), Buffer.from(stored, 'hex'));
}

/** A random code of {@link SIGN_IN_CODE_LENGTH} digits, leading zeros kept. */
function newCode(): string {
  return String(randomInt(0, 10 ** SIGN_IN_CODE_LENGTH)).padStart(SIGN_IN_CODE_LENGTH, '0');
}

/** What {@link issueToken} hands back to put in the e-mail. */
export interface IssuedToken {
  token: string;
  /** The sign-in code; null for other purposes. */
  code: string | null;
}

/**
 * Makes a new e-mailed secret for an account. With `replaceOlder`, the account's live secrets of
 * the same purpose stop working (a new sign-in e-mail or verification e-mail replaces the older ones).
 */
export async function issueToken(
  db: Kysely<Schema>,
  owner: { websiteId: string; siteUserId: string },
  purpose: SiteUserTokenPurpose,
  now: number,
  options: { replaceOlder: boolean },
): Promise<IssuedToken> {
  if (options.replaceOlder) await retireTokensOf(db, owner.siteUserId, purpose, now);
  const token = newToken();
  const id = tokenId(token);
  const code = purpose === 'sign-in' ? newCode() : null;
  await insertToken(db, { id, ...owner, purpose, codeHash: code === null ? null : codeHash(id, code), createdAt: now, expiresAt: now + TOKEN_TTL_MS[purpose] });
  return { token, code };
}

/**
 * Spends an e-mailed link token (single use; call inside the transaction of what it unlocks).
 * @returns the account it belongs to, or null for an unknown, used or expired token
 */
export async function spendLinkToken(db: Kysely<Schema>, websiteId: string, token: string, purpose: SiteUserTokenPurpose, now: number): Promise<string | null> {
  const row = await findToken(db, websiteId, tokenId(token), purpose);
  if (!row || row.usedAt !== null || row.expiresAt <= now) return null;
  return (await spendToken(db, row.id, now)) ? row.siteUserId : null;
}

/** Whether a link token is live, without spending it (a reset checks it before the slow hash). */
export async function linkTokenIsLive(db: Kysely<Schema>, websiteId: string, token: string, purpose: SiteUserTokenPurpose, now: number): Promise<boolean> {
  const row = await findToken(db, websiteId, tokenId(token), purpose);
  return row !== undefined && row.usedAt === null && row.expiresAt > now;
}
