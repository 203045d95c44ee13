import type { Kysely, Transaction } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';

/*
 * The main navigation of a site: its collections with a `nav_index`, in that order.
 */

/** The collections of the site's main navigation, in order (disabled and hidden ones too). */
export async function navigationRows(db: Kysely<Schema>, websiteId: string) {
  return db
    .selectFrom('collections')
    .select(['id', 'url_id', 'title', 'navigation_title', 'enabled', 'status', 'publish_at'])
    .where('website_id', '=', websiteId)
    .where('nav_index', 'is not', null)
    .orderBy('nav_index')
    .orderBy('created_at')
    .execute();
}

/** Which of `collectionIds` are collections of the site. */
export async function siteCollectionIds(db: Kysely<Schema>, websiteId: string, collectionIds: readonly string[]): Promise<Set<string>> {
  if (!collectionIds.length) return new Set();
  const rows = await db.selectFrom('collections').select('id').where('website_id', '=', websiteId).where('id', 'in', collectionIds).execute();
  return new Set(rows.map((row) => row.id));
}

/** Makes `collectionIds` the navigation, in that order; every other collection of the site leaves it. */
export async function setNavigationOrder(tx: Transaction<Schema>, websiteId: string, collectionIds: readonly string[]): Promise<void> {
  await tx.updateTable('collections').set({ nav_index: null }).where('website_id', '=', websiteId).execute();
  for (const [index, id] of collectionIds.entries()) {
    await tx.updateTable('collections').set({ nav_index: index }).where('website_id', '=', websiteId).where('id', '=', id).execute();
  }
}
