import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';

/** One gated entry with the URL it guards: `/members` (a whole collection) or `/blog/a-post` (one item). */
export interface GatedEntry {
  memberAreaId: string;
  collectionId: string;
  /** Null for the whole collection. */
  itemId: string | null;
  /** The collection's path ('/' for home). */
  collectionUrl: string;
  /** The item's path, or null for a whole collection. */
  itemUrl: string | null;
}

/** The member area keeping each whole collection of the site (the navigation shows it beside the link). */
export async function areasKeepingCollections(db: Kysely<Schema>, websiteId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('member_area_content')
    .select(['collection_id', 'member_area_id'])
    .where('website_id', '=', websiteId)
    .where('item_id', '=', '')
    .orderBy('created_at')
    .execute();
  const kept = new Map<string, string>();
  for (const row of rows) if (!kept.has(row.collection_id)) kept.set(row.collection_id, row.member_area_id);
  return kept;
}

/** Everything the site keeps in member areas, with the URLs (one query; SQL only). */
export async function listGatedEntries(db: Kysely<Schema>, websiteId: string): Promise<GatedEntry[]> {
  const rows = await db
    .selectFrom('member_area_content as mac')
    .innerJoin('collections as c', 'c.id', 'mac.collection_id')
    .leftJoin('items as i', (join) => join.onRef('i.id', '=', 'mac.item_id').onRef('i.website_id', '=', 'mac.website_id'))
    .select(['mac.member_area_id', 'mac.collection_id', 'mac.item_id', 'c.url_id as collection_url_id', 'i.url_id as item_url_id'])
    .where('mac.website_id', '=', websiteId)
    .execute();
  return rows.map((r) => {
    const collectionUrl = r.collection_url_id === 'home' ? '/' : `/${r.collection_url_id}`;
    const itemId = r.item_id === '' ? null : r.item_id;
    return {
      memberAreaId: r.member_area_id,
      collectionId: r.collection_id,
      itemId,
      collectionUrl,
      itemUrl: itemId && r.item_url_id ? `${collectionUrl === '/' ? '' : collectionUrl}/${r.item_url_id}` : null,
    };
  });
}

/** The collection of an item of the site; null when the site has no such item. */
export async function itemCollectionId(db: Kysely<Schema>, websiteId: string, itemId: string): Promise<string | null> {
  const row = await db.selectFrom('items').select('collection_id').where('website_id', '=', websiteId).where('id', '=', itemId).executeTakeFirst();
  return row?.collection_id ?? null;
}
