import type { Kysely } from 'kysely';
import {
  toCollection,
  toItem,
  toProduct,
  toVariant,
  type CollectionRecord,
  type ItemRecord,
  type ProductRecord,
} from './catalog-rows.ts';
import type { Variant } from '@plinth/commerce';
import { hotQuery } from '../../infra/database/hot-query.ts';
import type { Schema } from '../../infra/database/schema.ts';

/*
 * Catalogue reads: navigation, collections, items, products, stock. Every query is scoped by
 * website_id and served by an index; products load in two queries (rows, then all their variants).
 */

/** Enabled collections in the main navigation, in navigation order. */
export async function listNavigation(db: Kysely<Schema>, websiteId: string): Promise<CollectionRecord[]> {
  const rows = await db
    .selectFrom('collections')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('enabled', '=', 1)
    .where('nav_index', 'is not', null)
    .orderBy('nav_index')
    .execute();
  return rows.map(toCollection);
}

const collectionByUrlId = hotQuery((db: Kysely<Schema>, websiteId: string, urlId: string) =>
  db.selectFrom('collections').selectAll().where('website_id', '=', websiteId).where('url_id', '=', urlId),
);

/** The collection with this url id ('home' for /), enabled or not; null when none. */
export async function findCollectionByUrlId(
  db: Kysely<Schema>,
  websiteId: string,
  urlId: string,
): Promise<CollectionRecord | null> {
  const [row] = await collectionByUrlId(db, websiteId, urlId);
  return row ? toCollection(row) : null;
}

/** The collection with this id on the site, enabled or not; null when none. */
export async function findCollectionById(db: Kysely<Schema>, websiteId: string, id: string): Promise<CollectionRecord | null> {
  const row = await db.selectFrom('collections').selectAll().where('website_id', '=', websiteId).where('id', '=', id).executeTakeFirst();
  return row ? toCollection(row) : null;
}

/** The items of a collection: by position, then newest first (blog posts share position 0). */
export async function listItems(db: Kysely<Schema>, websiteId: string, collectionId: string): Promise<ItemRecord[]> {
  const rows = await db
    .selectFrom('items')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('collection_id', '=', collectionId)
    .orderBy('position')
    .orderBy('published_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map(toItem);
}

/** The item with this url id in a collection; null when none. */
export async function findItemByUrlId(
  db: Kysely<Schema>,
  websiteId: string,
  collectionId: string,
  urlId: string,
): Promise<ItemRecord | null> {
  const row = await db
    .selectFrom('items')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('collection_id', '=', collectionId)
    .where('url_id', '=', urlId)
    .executeTakeFirst();
  return row ? toItem(row) : null;
}

/** items ⋈ products ⋈ websites (for the currency), scoped to a site. */
function productRows(db: Kysely<Schema>, websiteId: string) {
  return db
    .selectFrom('items as i')
    .innerJoin('products as p', 'p.item_id', 'i.id')
    .innerJoin('websites as w', 'w.id', 'i.website_id')
    .selectAll('i')
    .select([
      'p.item_id',
      'p.product_type',
      'p.is_subscribable',
      'p.subscription_plan_json',
      'p.use_custom_add_button_text',
      'p.custom_add_button_text',
      'p.additional_fields_form_id',
      'p.variant_option_ordering_json',
      'p.gift_card_denominations_json',
      'w.currency',
    ])
    .where('i.website_id', '=', websiteId);
}

const variantsByItem = hotQuery((db: Kysely<Schema>, websiteId: string, itemId: string) =>
  db.selectFrom('variants').selectAll().where('website_id', '=', websiteId).where('item_id', '=', itemId).orderBy('position'),
);

async function variantsOf(db: Kysely<Schema>, websiteId: string, itemId: string): Promise<Variant[]> {
  return (await variantsByItem(db, websiteId, itemId)).map(toVariant);
}

const productById = hotQuery((db: Kysely<Schema>, websiteId: string, itemId: string) =>
  productRows(db, websiteId).where('i.id', '=', itemId),
);

const productByUrlId = hotQuery((db: Kysely<Schema>, websiteId: string, collectionId: string, urlId: string) =>
  productRows(db, websiteId).where('i.collection_id', '=', collectionId).where('i.url_id', '=', urlId),
);

/** The products of a collection, in position order, with their variants: two queries in all. */
export async function listProducts(
  db: Kysely<Schema>,
  websiteId: string,
  collectionId: string,
): Promise<ProductRecord[]> {
  const [rows, variantRows] = await Promise.all([
    productRows(db, websiteId).where('i.collection_id', '=', collectionId).orderBy('i.position').execute(),
    db
      .selectFrom('variants as v')
      .innerJoin('items as i', 'i.id', 'v.item_id')
      .selectAll('v')
      .where('i.website_id', '=', websiteId)
      .where('i.collection_id', '=', collectionId)
      .orderBy('v.item_id')
      .orderBy('v.position')
      .execute(),
  ]);
  const byItem = new Map<string, Variant[]>();
  for (const row of variantRows) {
    let list = byItem.get(row.item_id);
    if (list === undefined) byItem.set(row.item_id, (list = []));
    list.push(toVariant(row));
  }
  return rows.map((row) => toProduct(row, byItem.get(row.id) ?? []));
}

/** Whether the site has at least one product (the getting-started checklist's first step). */
export async function hasProducts(db: Kysely<Schema>, websiteId: string): Promise<boolean> {
  return (await db.selectFrom('products').select('item_id').where('website_id', '=', websiteId).limit(1).executeTakeFirst()) !== undefined;
}

/** One product with its variants (two indexed queries, run together); null when not on this site. */
export async function getProduct(db: Kysely<Schema>, websiteId: string, itemId: string): Promise<ProductRecord | null> {
  const [[row], variants] = await Promise.all([productById(db, websiteId, itemId), variantsOf(db, websiteId, itemId)]);
  return row ? toProduct(row, variants) : null;
}

/** The product at /<collection>/<urlId> (the product page's lookup): two queries; null when none. */
export async function findProductByUrlId(
  db: Kysely<Schema>,
  websiteId: string,
  collectionId: string,
  urlId: string,
): Promise<ProductRecord | null> {
  const [row] = await productByUrlId(db, websiteId, collectionId, urlId);
  return row ? toProduct(row, await variantsOf(db, websiteId, row.id)) : null;
}

/** Stock of one variant (the inventory call's result row). */
export interface StockRow {
  variantId: string;
  sku: string;
  unlimited: boolean;
  qtyInStock: number;
}

const stockByItem = hotQuery((db: Kysely<Schema>, websiteId: string, itemId: string) =>
  db
    .selectFrom('variants')
    .select(['id', 'sku', 'unlimited', 'qty_in_stock'])
    .where('website_id', '=', websiteId)
    .where('item_id', '=', itemId)
    .orderBy('position'),
);

/** Stock of every variant of an item, in variant order; empty when the item is not on this site. */
export async function getStock(db: Kysely<Schema>, websiteId: string, itemId: string): Promise<StockRow[]> {
  const rows = await stockByItem(db, websiteId, itemId);
  return rows.map((r) => ({ variantId: r.id, sku: r.sku, unlimited: r.unlimited === 1, qtyInStock: r.qty_in_stock }));
}
