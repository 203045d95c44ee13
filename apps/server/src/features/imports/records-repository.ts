import type { Kysely, Transaction } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';

/** SQL of import_records: what an import made from each source record, so a re-run finds it again. */

type Db = Kysely<Schema> | Transaction<Schema>;

/** The id made from a source record before, or undefined. */
export async function findImported(db: Db, websiteId: string, sourceKey: string): Promise<string | undefined> {
  const row = await db.selectFrom('import_records').select('target_id').where('website_id', '=', websiteId).where('source_key', '=', sourceKey).executeTakeFirst();
  return row?.target_id;
}

/** Remembers what a source record became (replacing what it became before). */
export async function rememberImported(db: Db, websiteId: string, sourceKey: string, targetId: string, now: number): Promise<void> {
  await db
    .insertInto('import_records')
    .values({ website_id: websiteId, source_key: sourceKey, target_id: targetId, updated_at: now })
    .onConflict((oc) => oc.columns(['website_id', 'source_key']).doUpdateSet({ target_id: targetId, updated_at: now }))
    .execute();
}
