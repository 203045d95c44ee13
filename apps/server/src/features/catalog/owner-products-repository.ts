import type { CurrencyCode, ProductType, Variant } from '@plinth/commerce';
import { sql, type Kysely } from 'kysely';
import { productTypeOf, toVariant } from './catalog-rows.ts';
import type { CollectionType, Schema } from '../../infra/database/schema.ts';

/*
 * The dashboard's inventory panel reads (platform.md §2): products with their variants, searched by
 * title or SKU, sorted by name, stock or price, a page at a time.
 */

/** A product row of the inventory panel. */
export interface OwnerProduct {
  id: string;
  collectionId: string;
  title: string;
  urlId: string;
  productType: ProductType;
  currency: CurrencyCode;
  /** The lowest variant price. */
  priceCents: number;
  /** The sum of the variants' stock; null when any variant is unlimited. */
  totalStock: number | null;
  variants: Variant[];
}

/** Sort keys of {@link listOwnerProducts}. */
export type OwnerProductSort = 'name' | 'stock' | 'price';

/** Options of {@link listOwnerProducts}. */
export interface OwnerProductQuery {
  /** Case-insensitive substring of the title or of any SKU. */
  search?: string;
  sort?: OwnerProductSort;
  direction?: 'asc' | 'desc';
  /** Rows to skip (the cursor the previous page returned). */
  offset?: number;
  /** @default 25 */
  limit?: number;
}

/** Escapes LIKE wildcards; the queries declare `escape '\'`. */
function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Per product: lowest price, stock sum, whether any variant is unlimited. */
function variantStats(db: Kysely<Schema>, websiteId: string) {
  return db
    .selectFrom('variants')
    .select((eb) => [
      'item_id',
      eb.fn.min<number>('price_cents').as('min_price'),
      eb.fn.sum<number>('qty_in_stock').as('total_stock'),
      eb.fn.max<number>('unlimited').as('any_unlimited'),
    ])
    .where('website_id', '=', websiteId)
    .groupBy('item_id');
}

function productQuery(db: Kysely<Schema>, websiteId: string) {
  return db
    .selectFrom('items as i')
    .innerJoin('products as p', 'p.item_id', 'i.id')
    .innerJoin('websites as w', 'w.id', 'i.website_id')
    .innerJoin(variantStats(db, websiteId).as('s'), 's.item_id', 'i.id')
    .select(['i.id', 'i.collection_id', 'i.title', 'i.url_id', 'p.product_type', 'w.currency', 's.min_price', 's.total_stock', 's.any_unlimited'])
    .where('i.website_id', '=', websiteId);
}

type ProductListRow = Awaited<ReturnType<ReturnType<typeof productQuery>['execute']>>[number];

async function withVariants(db: Kysely<Schema>, websiteId: string, rows: ProductListRow[]): Promise<OwnerProduct[]> {
  if (!rows.length) return [];
  const variants = await db
    .selectFrom('variants')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where(
      'item_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('item_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
  const byItem = new Map<string, Variant[]>();
  for (const v of variants) {
    const list = byItem.get(v.item_id) ?? [];
    list.push(toVariant(v));
    byItem.set(v.item_id, list);
  }
  return rows.map((r) => ({
    id: r.id,
    collectionId: r.collection_id,
    title: r.title,
    urlId: r.url_id,
    productType: productTypeOf(r.product_type),
    currency: r.currency as CurrencyCode,
    priceCents: Number(r.min_price),
    totalStock: Number(r.any_unlimited) === 1 ? null : Number(r.total_stock),
    variants: byItem.get(r.id) ?? [],
  }));
}

/**
 * One page of the site's products with their variants.
 * @returns the products and the offset of the next page (null on the last page)
 */
export async function listOwnerProducts(
  db: Kysely<Schema>,
  websiteId: string,
  query: OwnerProductQuery = {},
): Promise<{ products: OwnerProduct[]; nextOffset: number | null }> {
  const limit = query.limit ?? 25;
  const offset = query.offset ?? 0;
  const direction = query.direction ?? 'asc';
  let q = productQuery(db, websiteId);
  const search = query.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    q = q.where((eb) =>
      eb.or([
        sql<boolean>`lower(${eb.ref('i.title')}) like ${pattern} escape '\\'`,
        eb.exists(
          eb
            .selectFrom('variants as sv')
            .select('sv.id')
            .whereRef('sv.item_id', '=', 'i.id')
            .where(sql<boolean>`lower(sv.sku) like ${pattern} escape '\\'`),
        ),
      ]),
    );
  }
  // Unlimited stock sorts as more than any number.
  if (query.sort === 'stock') q = q.orderBy('s.any_unlimited', direction).orderBy('s.total_stock', direction);
  if (query.sort === 'price') q = q.orderBy('s.min_price', direction);
  q = q.orderBy(sql`lower(i.title)`, direction).orderBy('i.id', direction);
  const rows = await q.limit(limit + 1).offset(offset).execute();
  const products = await withVariants(db, websiteId, rows.slice(0, limit));
  return { products, nextOffset: rows.length > limit ? offset + limit : null };
}

/** One product of the site with its variants; null when there is none. */
export async function getOwnerProduct(db: Kysely<Schema>, websiteId: string, productId: string): Promise<OwnerProduct | null> {
  const rows = await productQuery(db, websiteId).where('i.id', '=', productId).execute();
  const [product] = await withVariants(db, websiteId, rows);
  return product ?? null;
}

/** The site's collections for the dashboard (product collections take new products). */
export async function listOwnerCollections(
  db: Kysely<Schema>,
  websiteId: string,
): Promise<{ id: string; title: string; urlId: string; type: CollectionType }[]> {
  const rows = await db
    .selectFrom('collections')
    .select(['id', 'title', 'url_id', 'type'])
    .where('website_id', '=', websiteId)
    .orderBy('title')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, title: r.title, urlId: r.url_id, type: r.type }));
}
