import type { Kysely } from 'kysely';
import { decodeCursor } from '../../infra/database/cursor.ts';
import { parseJson } from '../../infra/database/json.ts';
import type { Schema } from '../../infra/database/schema.ts';

/*
 * Product reads for the public API and the product feed: products newest first by keyset (never a
 * whole catalogue in memory), and the variants of one page of them.
 */

/** A product row with what its page address and visibility need. */
export interface ProductRow {
  id: string;
  collection_id: string;
  title: string;
  url_id: string;
  excerpt: string;
  body_html: string;
  main_image_url: string | null;
  created_at: number;
  status: string;
  product_type: number;
  collection_url_id: string;
  collection_enabled: number;
  collection_status: string;
}

/** A variant row of a product. */
export interface VariantRow {
  id: string;
  item_id: string;
  sku: string;
  price_cents: number;
  sale_price_cents: number;
  on_sale: number;
  qty_in_stock: number;
  unlimited: number;
  attributes_json: string;
}

/** Whether visitors can see the product: itself and its store published, the store enabled. */
export function isPublished(row: Pick<ProductRow, 'status' | 'collection_enabled' | 'collection_status'>): boolean {
  return row.status === 'published' && row.collection_enabled === 1 && row.collection_status === 'published';
}

/**
 * `limit + 1` products after `cursor`, newest first; `publishedOnly` keeps those visitors see (the
 * feed), otherwise every product (the public API says which are published).
 */
export async function productRowsAfter(
  db: Kysely<Schema>,
  websiteId: string,
  page: { cursor?: string | undefined; limit: number; createdSince?: number | undefined },
  publishedOnly: boolean,
): Promise<ProductRow[]> {
  let query = db
    .selectFrom('items as i')
    .innerJoin('products as p', 'p.item_id', 'i.id')
    .innerJoin('collections as c', 'c.id', 'i.collection_id')
    .select([
      'i.id', 'i.collection_id', 'i.title', 'i.url_id', 'i.excerpt', 'i.body_html', 'i.main_image_url', 'i.created_at', 'i.status', 'p.product_type',
      'c.url_id as collection_url_id', 'c.enabled as collection_enabled', 'c.status as collection_status',
    ])
    .where('i.website_id', '=', websiteId);
  if (publishedOnly) query = query.where('i.status', '=', 'published').where('c.enabled', '=', 1).where('c.status', '=', 'published');
  if (page.createdSince !== undefined) query = query.where('i.created_at', '>=', page.createdSince);
  const after = decodeCursor(page.cursor);
  if (after) query = query.where((eb) => eb.or([eb('i.created_at', '<', after.createdAt), eb.and([eb('i.created_at', '=', after.createdAt), eb('i.id', '<', after.id)])]));
  return query.orderBy('i.created_at', 'desc').orderBy('i.id', 'desc').limit(page.limit + 1).execute();
}

/** The variants of some products, by product, each in its display order. */
export async function variantsOfProducts(db: Kysely<Schema>, websiteId: string, itemIds: string[]): Promise<Map<string, VariantRow[]>> {
  const byItem = new Map<string, VariantRow[]>();
  if (itemIds.length === 0) return byItem;
  const rows = await db
    .selectFrom('variants')
    .select(['id', 'item_id', 'sku', 'price_cents', 'sale_price_cents', 'on_sale', 'qty_in_stock', 'unlimited', 'attributes_json'])
    .where('website_id', '=', websiteId)
    .where('item_id', 'in', itemIds)
    .orderBy('item_id')
    .orderBy('position')
    .execute();
  for (const row of rows) byItem.set(row.item_id, [...(byItem.get(row.item_id) ?? []), row]);
  return byItem;
}

/** A variant's option values (`{ Size: 'M' }`). */
export function variantAttributes(row: Pick<VariantRow, 'attributes_json'>): Record<string, string> {
  return parseJson<Record<string, string>>(row.attributes_json, {});
}

/** Stock rows newest variant id last: the inventory list pages by variant id. */
export async function stockRowsAfter(
  db: Kysely<Schema>,
  websiteId: string,
  page: { afterId: string | undefined; limit: number },
): Promise<Array<{ id: string; item_id: string; title: string; sku: string; qty_in_stock: number; unlimited: number }>> {
  let query = db
    .selectFrom('variants as v')
    .innerJoin('items as i', 'i.id', 'v.item_id')
    .select(['v.id', 'v.item_id', 'i.title', 'v.sku', 'v.qty_in_stock', 'v.unlimited'])
    .where('v.website_id', '=', websiteId);
  if (page.afterId !== undefined) query = query.where('v.id', '>', page.afterId);
  return query.orderBy('v.id').limit(page.limit + 1).execute();
}

/** One variant's stock row, or null when the site has no such variant. */
export async function stockRow(db: Kysely<Schema>, websiteId: string, variantId: string) {
  const rows = await db
    .selectFrom('variants as v')
    .innerJoin('items as i', 'i.id', 'v.item_id')
    .select(['v.id', 'v.item_id', 'i.title', 'v.sku', 'v.qty_in_stock', 'v.unlimited'])
    .where('v.website_id', '=', websiteId)
    .where('v.id', '=', variantId)
    .execute();
  return rows[0] ?? null;
}
