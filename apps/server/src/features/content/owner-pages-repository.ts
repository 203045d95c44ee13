import type { Kysely, Transaction } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { HIDDEN_PAGE_STATUSES, type PageStatus } from './page-status.ts';

/* The site's pages (collections) and their status (platform.md §3 "Page status labels"). */

/** Every page of the site, unordered. */
export async function pageRows(db: Kysely<Schema>, websiteId: string) {
  return db.selectFrom('collections').select(['id', 'title', 'url_id', 'type', 'status', 'nav_index', 'created_at']).where('website_id', '=', websiteId).execute();
}

/** Ids of the site's collections visitors may not see (draft or private). Runs for every page rendered. */
export async function hiddenCollectionIds(db: Kysely<Schema>, websiteId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('collections')
    .select('id')
    .where('website_id', '=', websiteId)
    .where('status', 'in', HIDDEN_PAGE_STATUSES)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Sets a page's status; false when the site has no such page. */
export async function updatePageStatus(tx: Transaction<Schema>, websiteId: string, collectionId: string, status: PageStatus): Promise<boolean> {
  const result = await tx.updateTable('collections').set({ status }).where('website_id', '=', websiteId).where('id', '=', collectionId).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
