import { randomBytes } from 'node:crypto';
import type { ProductType, Variant } from '@plinth/commerce';
import type { Kysely, Transaction } from 'kysely';
import { AppError } from '../../infra/errors/app-error.ts';
import { toVariant } from './catalog-rows.ts';
import { createProduct } from './catalog-writes.ts';
import { newId } from '../../infra/database/ids.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { bumpContentVersion } from '../site/index.ts';
import { insertStockMovement } from './stock-movements.ts';
import { inTransaction } from '../../infra/database/transaction.ts';
import { slugify } from '../site/index.ts';

/*
 * Product and variant writes of the dashboard. Each runs in one transaction and bumps the content
 * version, so cached storefront pages change at once. Refusals throw AppError.
 */

/** A variant as the owner sends it; SKU generated when absent. */
export interface OwnerVariantInput {
  sku?: string;
  attributes: Record<string, string>;
  priceCents: number;
  salePriceCents?: number;
  onSale?: boolean;
  qtyInStock?: number;
  unlimited?: boolean;
}

/** Input of {@link createOwnerProduct}. */
export interface OwnerProductInput {
  collectionId: string;
  title: string;
  description?: string;
  productType: ProductType;
  variantOptionOrdering?: string[];
  variants: OwnerVariantInput[];
}

/** Who writes, and when. */
export interface WriteContext {
  websiteId: string;
  contributorId: string | null;
  now: number;
}

/** A generated SKU: 'SKU-' and 10 upper-case hex digits (40 random bits). */
export function generateSku(): string {
  return `SKU-${randomBytes(5).toString('hex').toUpperCase()}`;
}

/** Plain text → escaped HTML paragraphs (owner text is never trusted as markup on the storefront). */
export function descriptionHtml(text: string): string {
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** Gives every variant a SKU and refuses SKUs used twice or already used on the site. */
async function assignSkus(tx: Transaction<Schema>, websiteId: string, variants: OwnerVariantInput[]): Promise<string[]> {
  const skus = variants.map((v) => v.sku?.trim() || generateSku());
  const seen = new Set<string>();
  for (const sku of skus) {
    if (seen.has(sku)) throw new AppError('INVALID', `SKU ${sku} is used by two variants.`);
    seen.add(sku);
  }
  const taken = await tx.selectFrom('variants').select('sku').where('website_id', '=', websiteId).where('sku', 'in', skus).executeTakeFirst();
  if (taken) throw new AppError('CONFLICT', `A variant with SKU ${taken.sku} exists already.`);
  return skus;
}

/** The title's slug, made unique in the collection with -2, -3 … */
async function uniqueUrlId(tx: Transaction<Schema>, collectionId: string, title: string): Promise<string> {
  const base = slugify(title) || 'product';
  const rows = await tx
    .selectFrom('items')
    .select('url_id')
    .where('collection_id', '=', collectionId)
    .where((eb) => eb.or([eb('url_id', '=', base), eb('url_id', 'like', `${base}-%`)]))
    .execute();
  const used = new Set(rows.map((r) => r.url_id));
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/** Creates a product in a product collection of the site; records initial stock as movements. Returns its id. */
export async function createOwnerProduct(db: Kysely<Schema>, ctx: WriteContext, input: OwnerProductInput): Promise<string> {
  return inTransaction(db, async (tx) => {
    const collection = await tx
      .selectFrom('collections')
      .select(['id', 'type'])
      .where('website_id', '=', ctx.websiteId)
      .where('id', '=', input.collectionId)
      .executeTakeFirst();
    if (!collection) throw new AppError('NOT_FOUND', 'No such collection.');
    if (collection.type !== 'products') throw new AppError('INVALID', 'Products can only be added to a store collection.');
    const skus = await assignSkus(tx, ctx.websiteId, input.variants);
    const last = await tx
      .selectFrom('items')
      .select((eb) => eb.fn.max<number>('position').as('p'))
      .where('collection_id', '=', collection.id)
      .executeTakeFirst();
    const { itemId, variantIds } = await createProduct(tx, ctx.websiteId, collection.id, {
      urlId: await uniqueUrlId(tx, collection.id, input.title),
      title: input.title,
      bodyHtml: descriptionHtml(input.description ?? ''),
      productType: input.productType,
      variantOptionOrdering: input.variantOptionOrdering ?? Object.keys(input.variants[0]?.attributes ?? {}),
      position: last?.p === null || last?.p === undefined ? 0 : Number(last.p) + 1,
      publishedAt: ctx.now,
      now: ctx.now,
      variants: input.variants.map((v, i) => ({ ...v, sku: skus[i] })),
    });
    for (const [i, v] of input.variants.entries()) {
      if (v.qtyInStock) await insertStockMovement(tx, ctx, { variantId: variantIds[i], delta: v.qtyInStock, qtyAfter: v.qtyInStock, reason: 'initial' });
    }
    return itemId;
  });
}

/** Changes a product's title and/or description (the URL stays, so links keep working). */
export async function updateOwnerProduct(db: Kysely<Schema>, ctx: WriteContext, productId: string, patch: { title?: string; description?: string }): Promise<void> {
  await inTransaction(db, async (tx) => {
    const result = await tx
      .updateTable('items')
      .set({
        ...(patch.title === undefined ? {} : { title: patch.title }),
        ...(patch.description === undefined ? {} : { body_html: descriptionHtml(patch.description) }),
      })
      .where('website_id', '=', ctx.websiteId)
      .where('id', '=', productId)
      .where('record_type', '=', 11)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new AppError('NOT_FOUND', 'No such product.');
    await bumpContentVersion(tx, ctx.websiteId);
  });
}

/** Deletes a product, its variants and their stock history (cart entries go with them). */
export async function deleteOwnerProduct(db: Kysely<Schema>, ctx: WriteContext, productId: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    const result = await tx.deleteFrom('items').where('website_id', '=', ctx.websiteId).where('id', '=', productId).where('record_type', '=', 11).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw new AppError('NOT_FOUND', 'No such product.');
    await bumpContentVersion(tx, ctx.websiteId);
  });
}

/**
 * Locks a product's row for the rest of the transaction (a no-op UPDATE: a row lock on PostgreSQL,
 * SQLite's writer lock is already held) so variant counts cannot be raced. False when absent.
 */
async function lockProduct(tx: Transaction<Schema>, websiteId: string, productId: string): Promise<boolean> {
  const result = await tx
    .updateTable('products')
    .set((eb) => ({ product_type: eb.ref('product_type') }))
    .where('website_id', '=', websiteId)
    .where('item_id', '=', productId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Adds a variant at the end of a product's list; returns it. */
export async function addOwnerVariant(db: Kysely<Schema>, ctx: WriteContext, productId: string, input: OwnerVariantInput): Promise<Variant> {
  return inTransaction(db, async (tx) => {
    if (!(await lockProduct(tx, ctx.websiteId, productId))) throw new AppError('NOT_FOUND', 'No such product.');
    const [sku] = await assignSkus(tx, ctx.websiteId, [input]);
    const last = await tx.selectFrom('variants').select((eb) => eb.fn.max<number>('position').as('p')).where('item_id', '=', productId).executeTakeFirst();
    const row = await tx
      .insertInto('variants')
      .values({
        id: newId(),
        website_id: ctx.websiteId,
        item_id: productId,
        sku,
        price_cents: input.priceCents,
        sale_price_cents: input.salePriceCents ?? 0,
        on_sale: input.onSale ? 1 : 0,
        qty_in_stock: input.qtyInStock ?? 0,
        unlimited: input.unlimited ? 1 : 0,
        attributes_json: JSON.stringify(input.attributes),
        position: last?.p === null || last?.p === undefined ? 0 : Number(last.p) + 1,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (input.qtyInStock) await insertStockMovement(tx, ctx, { variantId: row.id, delta: input.qtyInStock, qtyAfter: input.qtyInStock, reason: 'initial' });
    await bumpContentVersion(tx, ctx.websiteId);
    return toVariant(row);
  });
}

/** Price and availability fields of {@link updateOwnerVariant}. */
export interface VariantPatch {
  priceCents?: number;
  salePriceCents?: number;
  onSale?: boolean;
  unlimited?: boolean;
}

/** Changes a variant's prices, sale flag or unlimited flag (stock changes go through movements). */
export async function updateOwnerVariant(db: Kysely<Schema>, ctx: WriteContext, variantId: string, patch: VariantPatch): Promise<Variant> {
  return inTransaction(db, async (tx) => {
    const row = await tx
      .updateTable('variants')
      .set({
        ...(patch.priceCents === undefined ? {} : { price_cents: patch.priceCents }),
        ...(patch.salePriceCents === undefined ? {} : { sale_price_cents: patch.salePriceCents }),
        ...(patch.onSale === undefined ? {} : { on_sale: patch.onSale ? 1 : 0 }),
        ...(patch.unlimited === undefined ? {} : { unlimited: patch.unlimited ? 1 : 0 }),
      })
      .where('website_id', '=', ctx.websiteId)
      .where('id', '=', variantId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', 'No such variant.');
    await bumpContentVersion(tx, ctx.websiteId);
    return toVariant(row);
  });
}

/** Deletes a variant; a product keeps at least one (409). */
export async function deleteOwnerVariant(db: Kysely<Schema>, ctx: WriteContext, variantId: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    const variant = await tx.selectFrom('variants').select('item_id').where('website_id', '=', ctx.websiteId).where('id', '=', variantId).executeTakeFirst();
    if (!variant) throw new AppError('NOT_FOUND', 'No such variant.');
    await lockProduct(tx, ctx.websiteId, variant.item_id);
    const count = await tx.selectFrom('variants').select((eb) => eb.fn.countAll<number>().as('n')).where('item_id', '=', variant.item_id).executeTakeFirstOrThrow();
    if (Number(count.n) <= 1) throw new AppError('CONFLICT', 'A product needs at least one variant.');
    await tx.deleteFrom('variants').where('id', '=', variantId).execute();
    await bumpContentVersion(tx, ctx.websiteId);
  });
}
