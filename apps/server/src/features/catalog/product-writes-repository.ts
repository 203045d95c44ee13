import type { Kysely, Selectable } from 'kysely';
import { RECORD_TYPES } from '@plinth/platform';
import type { CollectionType, Schema, VariantsTable } from '../../infra/database/schema.ts';

/*
 * The SQL of the dashboard's product and variant writes (platform.md §2). The rules — SKUs, url
 * ids, the last variant — are in product-service.ts, which runs these in one transaction.
 */

/** A collection of the site (its id and type); null when there is none. */
export async function findCollection(db: Kysely<Schema>, websiteId: string, collectionId: string): Promise<{ id: string; type: CollectionType } | null> {
  const row = await db.selectFrom('collections').select(['id', 'type']).where('website_id', '=', websiteId).where('id', '=', collectionId).executeTakeFirst();
  return row ?? null;
}

/** One of `skus` that a variant of the site has already; null when none is taken. */
export async function findTakenSku(db: Kysely<Schema>, websiteId: string, skus: readonly string[]): Promise<string | null> {
  const taken = await db.selectFrom('variants').select('sku').where('website_id', '=', websiteId).where('sku', 'in', skus).executeTakeFirst();
  return taken?.sku ?? null;
}

/** Url ids in the collection equal to `base` or starting with `base-`. */
export async function urlIdsLike(db: Kysely<Schema>, collectionId: string, base: string): Promise<string[]> {
  const rows = await db
    .selectFrom('items')
    .select('url_id')
    .where('collection_id', '=', collectionId)
    .where((eb) => eb.or([eb('url_id', '=', base), eb('url_id', 'like', `${base}-%`)]))
    .execute();
  return rows.map((row) => row.url_id);
}

/** The position after the last item of a collection (0 when empty). */
export async function nextItemPosition(db: Kysely<Schema>, collectionId: string): Promise<number> {
  const last = await db.selectFrom('items').select((eb) => eb.fn.max<number>('position').as('p')).where('collection_id', '=', collectionId).executeTakeFirst();
  return last?.p === null || last?.p === undefined ? 0 : Number(last.p) + 1;
}

/** How many items (products) a collection holds. */
export async function countCollectionItems(db: Kysely<Schema>, websiteId: string, collectionId: string): Promise<number> {
  const row = await db.selectFrom('items').select((eb) => eb.fn.countAll<number>().as('n')).where('website_id', '=', websiteId).where('collection_id', '=', collectionId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The position after the last variant of a product (0 when none). */
export async function nextVariantPosition(db: Kysely<Schema>, productId: string): Promise<number> {
  const last = await db.selectFrom('variants').select((eb) => eb.fn.max<number>('position').as('p')).where('item_id', '=', productId).executeTakeFirst();
  return last?.p === null || last?.p === undefined ? 0 : Number(last.p) + 1;
}

/** Sets a product's title and/or body; false when the site has no such product. */
export async function updateProductItem(db: Kysely<Schema>, websiteId: string, productId: string, patch: { title?: string; bodyHtml?: string }): Promise<boolean> {
  const result = await db
    .updateTable('items')
    .set({
      ...(patch.title === undefined ? {} : { title: patch.title }),
      ...(patch.bodyHtml === undefined ? {} : { body_html: patch.bodyHtml }),
    })
    .where('website_id', '=', websiteId)
    .where('id', '=', productId)
    .where('record_type', '=', RECORD_TYPES.STORE_ITEM)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes a product's item (its product row, variants, stock history and cart entries cascade); false when none. */
export async function deleteProductItem(db: Kysely<Schema>, websiteId: string, productId: string): Promise<boolean> {
  const result = await db.deleteFrom('items').where('website_id', '=', websiteId).where('id', '=', productId).where('record_type', '=', RECORD_TYPES.STORE_ITEM).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Locks a product's row for the rest of the transaction (a no-op UPDATE: a row lock on PostgreSQL,
 * SQLite's writer lock is already held) so variant counts cannot be raced. False when absent.
 */
export async function lockProduct(db: Kysely<Schema>, websiteId: string, productId: string): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set((eb) => ({ product_type: eb.ref('product_type') }))
    .where('website_id', '=', websiteId)
    .where('item_id', '=', productId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Price and availability fields of a variant update. */
export interface VariantPatch {
  priceCents?: number;
  salePriceCents?: number;
  onSale?: boolean;
  unlimited?: boolean;
}

/** Updates a variant's prices and flags; the updated row, or null when the site has no such variant. */
export async function updateVariantRow(db: Kysely<Schema>, websiteId: string, variantId: string, patch: VariantPatch): Promise<Selectable<VariantsTable> | null> {
  const row = await db
    .updateTable('variants')
    .set({
      ...(patch.priceCents === undefined ? {} : { price_cents: patch.priceCents }),
      ...(patch.salePriceCents === undefined ? {} : { sale_price_cents: patch.salePriceCents }),
      ...(patch.onSale === undefined ? {} : { on_sale: patch.onSale ? 1 : 0 }),
      ...(patch.unlimited === undefined ? {} : { unlimited: patch.unlimited ? 1 : 0 }),
    })
    .where('website_id', '=', websiteId)
    .where('id', '=', variantId)
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/** The product a variant of the site belongs to; null when the site has no such variant. */
export async function variantProductId(db: Kysely<Schema>, websiteId: string, variantId: string): Promise<string | null> {
  const row = await db.selectFrom('variants').select('item_id').where('website_id', '=', websiteId).where('id', '=', variantId).executeTakeFirst();
  return row?.item_id ?? null;
}

/** How many variants a product has. */
export async function countVariants(db: Kysely<Schema>, productId: string): Promise<number> {
  const count = await db.selectFrom('variants').select((eb) => eb.fn.countAll<number>().as('n')).where('item_id', '=', productId).executeTakeFirstOrThrow();
  return Number(count.n);
}

/** Deletes a variant by id. */
export async function deleteVariantRow(db: Kysely<Schema>, variantId: string): Promise<void> {
  await db.deleteFrom('variants').where('id', '=', variantId).execute();
}
