import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';

/*
 * The stores' SQL: a store is a product collection (platform.md §4). Creating one is the catalog's
 * `createCollection`, called by service.ts.
 */

/** A store (product collection) as the owner API answers it. */
export interface StoreRecord {
  id: string;
  title: string;
  navigationTitle: string;
  urlId: string;
  fullUrl: string;
  description: string;
  enabled: boolean;
  type: 'products';
  navIndex: number | null;
  status: string;
}

/** A store of the site by id; null when there is none, or the collection is not a store. */
export async function findStore(db: Kysely<Schema>, websiteId: string, collectionId: string): Promise<StoreRecord | null> {
  const row = await db
    .selectFrom('collections')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', collectionId)
    .where('type', '=', 'products')
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    navigationTitle: row.navigation_title,
    urlId: row.url_id,
    fullUrl: `/${row.url_id}`,
    description: row.description,
    enabled: row.enabled === 1,
    type: 'products',
    navIndex: row.nav_index,
    status: row.status,
  };
}

/** The url ids of every collection of the site. */
export async function collectionUrlIds(db: Kysely<Schema>, websiteId: string): Promise<string[]> {
  const rows = await db.selectFrom('collections').select('url_id').where('website_id', '=', websiteId).execute();
  return rows.map((row) => row.url_id);
}
