import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';

/*
 * Idempotency keys of payment requests: one row per (site, key). The first request claims the key
 * ('in-progress'), its answer is stored with it ('done'), and a retry is answered from the row.
 */

/** A stored answer: HTTP status and JSON body. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** A key's row as the workflow reads it. */
export interface IdempotencyRecord {
  fingerprint: string;
  status: 'in-progress' | 'done';
  answer: StoredAnswer | null;
}

/** The key's record, or null when the key is new on this site. */
export async function findIdempotencyKey(db: Kysely<Schema>, websiteId: string, key: string): Promise<IdempotencyRecord | null> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'status', 'response_status', 'response_json'])
    .where('website_id', '=', websiteId)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return null;
  return {
    fingerprint: row.fingerprint,
    status: row.status === 'done' ? 'done' : 'in-progress',
    answer: row.status === 'done' && row.response_status !== null ? { status: row.response_status, body: JSON.parse(row.response_json ?? 'null') } : null,
  };
}

/**
 * Claims a key for a request: true when this call inserted it, false when the key exists already
 * (another request has it; the unique (site, key) pair decides between two that race).
 */
export async function claimIdempotencyKey(db: Kysely<Schema>, websiteId: string, key: string, fingerprint: string, now = Date.now()): Promise<boolean> {
  const rows = await db
    .insertInto('idempotency_keys')
    .values({ website_id: websiteId, key, fingerprint, status: 'in-progress', created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['website_id', 'key']).doNothing())
    .returning('key')
    .execute();
  return rows.length === 1;
}

/** Stores the answer of a claimed key (inside the caller's transaction when given one); a done key is left as it is. */
export async function completeIdempotencyKey(db: Kysely<Schema>, websiteId: string, key: string, answer: StoredAnswer, now = Date.now()): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status: 'done', response_status: answer.status, response_json: JSON.stringify(answer.body), updated_at: now })
    .where('website_id', '=', websiteId)
    .where('key', '=', key)
    .where('status', '=', 'in-progress')
    .execute();
}

/** Gives a claimed key up (the request failed before anything happened), so a retry runs again. */
export async function releaseIdempotencyKey(db: Kysely<Schema>, websiteId: string, key: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('website_id', '=', websiteId).where('key', '=', key).where('status', '=', 'in-progress').execute();
}

/** A key as `${websiteId} ${key}` (for sets of keys across sites). */
export const siteKey = (websiteId: string, key: string): string => `${websiteId} ${key}`;

/**
 * Gives up keys claimed before `before` that never got an answer, except those in `keep` (the keys of
 * payments still pending: their sweep completes or releases them): such a request died before it
 * reserved anything, and a retry with its key must run again rather than wait for an answer forever.
 * @param keep {@link siteKey}s to leave claimed
 * @returns how many keys were given up
 */
export async function releaseAbandonedKeys(db: Kysely<Schema>, before: number, keep: ReadonlySet<string>, limit = 500): Promise<number> {
  const claimed = await db
    .selectFrom('idempotency_keys')
    .select(['website_id', 'key'])
    .where('status', '=', 'in-progress')
    .where('updated_at', '<=', before)
    .orderBy('updated_at')
    .limit(limit)
    .execute();
  let released = 0;
  for (const row of claimed) {
    if (keep.has(siteKey(row.website_id, row.key))) continue;
    await releaseIdempotencyKey(db, row.website_id, row.key);
    released++;
  }
  return released;
}
