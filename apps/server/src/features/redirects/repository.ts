import type { Kysely, Transaction } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import type { RedirectsTable } from '../../infra/database/schema-imports.ts';

/** SQL of the redirects table. */

type Db = Kysely<Schema> | Transaction<Schema>;

export type RedirectRow = RedirectsTable;

/** Every redirect of a site, by old address. */
export function listRedirectRows(db: Db, websiteId: string): Promise<RedirectRow[]> {
  return db.selectFrom('redirects').selectAll().where('website_id', '=', websiteId).orderBy('from_key').orderBy('id').execute();
}

/** The redirect from one old address, or undefined. */
export function findRedirectByKey(db: Db, websiteId: string, fromKey: string): Promise<RedirectRow | undefined> {
  return db.selectFrom('redirects').selectAll().where('website_id', '=', websiteId).where('from_key', '=', fromKey).executeTakeFirst();
}

/** Adds a redirect. */
export async function insertRedirect(db: Db, row: RedirectRow): Promise<void> {
  await db.insertInto('redirects').values(row).execute();
}

/** Points an existing redirect elsewhere. */
export async function updateRedirect(db: Db, id: string, change: Pick<RedirectRow, 'from_path' | 'to_path' | 'status' | 'force' | 'import_id'>): Promise<void> {
  await db.updateTable('redirects').set(change).where('id', '=', id).execute();
}

/** Deletes one redirect; false when the site has none with that id. */
export async function deleteRedirectRow(db: Db, websiteId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('redirects').where('website_id', '=', websiteId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
