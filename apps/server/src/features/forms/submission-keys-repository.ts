import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';

/*
 * One-time form submission keys (storefront.md §4: "key fetched, saved"). A key is issued to one
 * visitor (crumb), lives a short while and is spent in the same transaction that stores the
 * submission, so a replayed or doubled request stores nothing.
 */

/** How long a key may wait before it is spent: a visitor fetches it right before saving. */
export const SUBMISSION_KEY_TTL_MS = 30 * 60_000;

const hashKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** Issues a key to a visitor; returns the key (only its hash is stored). Prunes keys long expired. */
export async function issueSubmissionKey(db: Kysely<Schema>, websiteId: string, visitorKey: string, now: number): Promise<string> {
  const key = randomBytes(24).toString('base64url');
  await db
    .insertInto('submission_keys')
    .values({ key_hash: hashKey(key), website_id: websiteId, visitor_key: visitorKey, created_at: now, expires_at: now + SUBMISSION_KEY_TTL_MS, used_at: null })
    .execute();
  // Housekeeping: one indexed delete keeps the table at about a TTL's worth of keys.
  await db.deleteFrom('submission_keys').where('expires_at', '<', now - SUBMISSION_KEY_TTL_MS).execute();
  return key;
}

/** Whether `key` is live for this visitor: issued to them on this site, not expired, not spent. */
export async function isSubmissionKeyLive(db: Kysely<Schema>, websiteId: string, visitorKey: string, key: string, now: number): Promise<boolean> {
  const row = await db
    .selectFrom('submission_keys')
    .select('key_hash')
    .where('key_hash', '=', hashKey(key))
    .where('website_id', '=', websiteId)
    .where('visitor_key', '=', visitorKey)
    .where('expires_at', '>', now)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Spends a live key; false when it is not live (expired, spent, someone else's). One conditional
 * update, so of two racing requests exactly one wins.
 */
export async function spendSubmissionKey(db: Kysely<Schema>, websiteId: string, visitorKey: string, key: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('submission_keys')
    .set({ used_at: now })
    .where('key_hash', '=', hashKey(key))
    .where('website_id', '=', websiteId)
    .where('visitor_key', '=', visitorKey)
    .where('expires_at', '>', now)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
