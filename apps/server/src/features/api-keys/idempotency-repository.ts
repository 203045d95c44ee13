import type { Kysely, Transaction } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';

/*
 * SQL of the public API's idempotency keys, in the table the checkout's keys use (`idempotency_keys`,
 * one row per site and key): a key of the public API is stored as `api:<api key id>:<Idempotency-Key>`,
 * so two API keys, or a checkout, never share one.
 */

type Db = Kysely<Schema> | Transaction<Schema>;

/** The stored answer of a key: the request's fingerprint and the answer's status and body. */
export interface StoredApiAnswer {
  fingerprint: string;
  status: number;
  body: unknown;
}

/** The answer stored under `key`, or null. */
export async function findApiAnswer(db: Db, websiteId: string, key: string): Promise<StoredApiAnswer | null> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'status', 'response_status', 'response_json'])
    .where('website_id', '=', websiteId)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row || row.status !== 'done' || row.response_status === null) return null;
  return { fingerprint: row.fingerprint, status: row.response_status, body: JSON.parse(row.response_json ?? 'null') };
}

/**
 * Stores an answer under `key` in the caller's transaction (the write's own): true when stored, false
 * when the key holds an answer already (a retry that raced this one; its transaction committed first).
 */
export async function storeApiAnswer(db: Db, websiteId: string, key: string, answer: StoredApiAnswer, now: number): Promise<boolean> {
  const rows = await db
    .insertInto('idempotency_keys')
    .values({ website_id: websiteId, key, fingerprint: answer.fingerprint, status: 'done', response_status: answer.status, response_json: JSON.stringify(answer.body), created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['website_id', 'key']).doNothing())
    .returning('key')
    .execute();
  return rows.length === 1;
}
