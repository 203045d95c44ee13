import type { Kysely } from 'kysely';
import type { Schema, SiteUserTokenPurpose } from '../../infra/database/schema.ts';

/* The e-mailed one-time tokens (verification, password reset, sign-in): SQL only. */

/** A live or spent token row, as the services read it. */
export interface OneTimeTokenRow {
  id: string;
  siteUserId: string;
  purpose: SiteUserTokenPurpose;
  codeHash: string | null;
  attempts: number;
  expiresAt: number;
  usedAt: number | null;
}

/** Stores a new token (its id is the SHA-256 of the e-mailed secret). */
export async function insertToken(
  db: Kysely<Schema>,
  row: { id: string; websiteId: string; siteUserId: string; purpose: SiteUserTokenPurpose; codeHash: string | null; createdAt: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('site_user_tokens')
    .values({ id: row.id, website_id: row.websiteId, site_user_id: row.siteUserId, purpose: row.purpose, code_hash: row.codeHash, created_at: row.createdAt, expires_at: row.expiresAt })
    .execute();
}

/** A token of this site and purpose by id, whatever its state; undefined when unknown. */
export async function findToken(db: Kysely<Schema>, websiteId: string, id: string, purpose: SiteUserTokenPurpose): Promise<OneTimeTokenRow | undefined> {
  const row = await db
    .selectFrom('site_user_tokens')
    .select(['id', 'site_user_id', 'purpose', 'code_hash', 'attempts', 'expires_at', 'used_at'])
    .where('id', '=', id)
    .where('website_id', '=', websiteId)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  return row && toTokenRow(row);
}

/** The newest unused, unexpired token of an account for a purpose. */
export async function findLiveTokenOf(db: Kysely<Schema>, siteUserId: string, purpose: SiteUserTokenPurpose, now: number): Promise<OneTimeTokenRow | undefined> {
  const row = await db
    .selectFrom('site_user_tokens')
    .select(['id', 'site_user_id', 'purpose', 'code_hash', 'attempts', 'expires_at', 'used_at'])
    .where('site_user_id', '=', siteUserId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row && toTokenRow(row);
}

/**
 * Spends a token if it is still live: the conditional update decides, so of two concurrent uses only
 * one succeeds. True when this call spent it.
 */
export async function spendToken(db: Kysely<Schema>, id: string, now: number): Promise<boolean> {
  const result = await db.updateTable('site_user_tokens').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).where('expires_at', '>', now).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Spends every live token of an account for a purpose (a newer e-mail replaces them; a reset ends them all). */
export async function retireTokensOf(db: Kysely<Schema>, siteUserId: string, purpose: SiteUserTokenPurpose, now: number): Promise<void> {
  await db.updateTable('site_user_tokens').set({ used_at: now }).where('site_user_id', '=', siteUserId).where('purpose', '=', purpose).where('used_at', 'is', null).execute();
}

/**
 * Counts a wrong code against a live token and spends it at `maxAttempts`.
 * @returns the attempts counted so far, this one included
 */
export async function countWrongCode(db: Kysely<Schema>, id: string, maxAttempts: number, now: number): Promise<number> {
  const row = await db
    .updateTable('site_user_tokens')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning('attempts')
    .executeTakeFirst();
  const attempts = Number(row?.attempts ?? maxAttempts);
  if (attempts >= maxAttempts) await db.updateTable('site_user_tokens').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).execute();
  return attempts;
}

/** Deletes tokens that expired before `before` (housekeeping; returns how many). */
export async function pruneSiteUserTokens(db: Kysely<Schema>, before: number): Promise<number> {
  const result = await db.deleteFrom('site_user_tokens').where('expires_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

function toTokenRow(row: { id: string; site_user_id: string; purpose: SiteUserTokenPurpose; code_hash: string | null; attempts: number; expires_at: number; used_at: number | null }): OneTimeTokenRow {
  return {
    id: row.id,
    siteUserId: row.site_user_id,
    purpose: row.purpose,
    codeHash: row.code_hash,
    attempts: Number(row.attempts),
    expiresAt: Number(row.expires_at),
    usedAt: row.used_at === null ? null : Number(row.used_at),
  };
}
