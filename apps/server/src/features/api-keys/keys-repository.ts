import type { ApiKeyScope } from '@plinth/api';
import type { Kysely, Selectable } from 'kysely';
import { parseJson } from '../../infra/database/json.ts';
import type { ApiKeysTable } from '../../infra/database/schema-api-keys.ts';
import type { Schema } from '../../infra/database/schema.ts';

/** A stored key, decoded (never its secret: only the hash is kept). */
export interface ApiKeyRecord {
  id: string;
  websiteId: string;
  name: string;
  prefix: string;
  scopes: ApiKeyScope[];
  createdAt: number;
  lastUsedAt: number | null;
  revokedAt: number | null;
}

function toKey(row: Selectable<ApiKeysTable>): ApiKeyRecord {
  return {
    id: row.id,
    websiteId: row.website_id,
    name: row.name,
    prefix: row.prefix,
    scopes: parseJson<ApiKeyScope[]>(row.scopes_json, []),
    createdAt: Number(row.created_at),
    lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
    revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
  };
}

/** Stores a new key. */
export async function insertApiKey(
  db: Kysely<Schema>,
  key: { id: string; websiteId: string; name: string; prefix: string; hash: string; scopes: ApiKeyScope[]; createdBy: string | null; now: number },
): Promise<void> {
  await db
    .insertInto('api_keys')
    .values({
      id: key.id,
      website_id: key.websiteId,
      name: key.name,
      prefix: key.prefix,
      key_hash: key.hash,
      scopes_json: JSON.stringify(key.scopes),
      created_by: key.createdBy,
      created_at: key.now,
      last_used_at: null,
      revoked_at: null,
    })
    .execute();
}

/** The site's live keys, newest first. */
export async function listLiveKeys(db: Kysely<Schema>, websiteId: string): Promise<ApiKeyRecord[]> {
  const rows = await db
    .selectFrom('api_keys')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toKey);
}

/** The key whose secret hashes to `hash`, live or deleted; null when none. */
export async function findKeyByHash(db: Kysely<Schema>, hash: string): Promise<ApiKeyRecord | null> {
  const row = await db.selectFrom('api_keys').selectAll().where('key_hash', '=', hash).executeTakeFirst();
  return row ? toKey(row) : null;
}

/** Stamps a live key deleted; false when the site has no such live key. */
export async function revokeKey(db: Kysely<Schema>, websiteId: string, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('api_keys')
    .set({ revoked_at: now })
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Notes a call with the key (at most once a minute, so busy keys do not write on every call). */
export async function touchKey(db: Kysely<Schema>, id: string, now: number): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ last_used_at: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', now - 60_000)]))
    .execute();
}
