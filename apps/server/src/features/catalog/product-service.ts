import { randomBytes } from 'node:crypto';
import type { ProductType, Variant } from '@plinth/commerce';
import { LAYOUT_LIMITS } from '@plinth/platform';
import type { Kysely } from 'kysely';
import { newId } from '../../infra/database/ids.ts';
import { isUniqueViolation } from '../../infra/database/unique-violation.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { changeContent, slugify } from '../site/index.ts';
import { emitIntegrationEvent } from '../integrations/index.ts';
import { insertProduct } from './catalog-writes.ts';
import { insertVariants } from './catalog-writes-repository.ts';
import { LAST_VARIANT, NO_SUCH_COLLECTION, NO_SUCH_PRODUCT, NO_SUCH_VARIANT, NOT_A_STORE_COLLECTION, PRODUCT_CREATE_RACED, skuTaken, skuUsedTwice, STORE_FULL } from './messages.ts';
import { getOwnerProduct, type OwnerProduct } from './owner-products-repository.ts';
import {
  countCollectionItems,
  countVariants,
  deleteProductItem,
  deleteVariantRow,
  findCollection,
  findTakenSku,
  lockProduct,
  nextItemPosition,
  nextVariantPosition,
  updateProductItem,
  updateVariantRow,
  urlIdsLike,
  variantProductId,
  type VariantPatch,
} from './product-writes-repository.ts';
import { toVariant } from './catalog-rows.ts';
import { insertStockMovement } from './stock-repository.ts';
import { recordProductUsage } from './product-images-media.ts';
import { checkVariantOptions } from './variant-options.ts';

/*
 * The dashboard's product and variant writes (platform.md §2; docs/owner-api.md "Routes"): every
 * variant gets a unique SKU, a product a unique url id in its collection, the variants' options
 * stay consistent, a product keeps one variant. Each write is one transaction through the site's
 * `changeContent`, so storefront pages change at once. Refusals throw AppError.
 */

export type { VariantPatch } from './product-writes-repository.ts';

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
  /** The option names in order; by default the first variant's attribute names. */
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

/**
 * Plain text → escaped HTML paragraphs (owner text is never trusted as markup on the storefront).
 * Numeric character references (`&#60;`), as stored bodies have always had them.
 */
export function descriptionHtml(text: string): string {
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** Refuses variants whose options do not match `ordering` (see checkVariantOptions). */
function requireConsistentOptions(ordering: string[], variants: Record<string, string>[]): void {
  const problem = checkVariantOptions(ordering, variants);
  if (problem) throw new AppError('INVALID', problem);
}

/** Gives every variant a SKU and refuses SKUs used twice or already used on the site. */
async function assignSkus(db: Kysely<Schema>, websiteId: string, variants: readonly OwnerVariantInput[]): Promise<string[]> {
  const skus = variants.map((v) => v.sku?.trim() || generateSku());
  const seen = new Set<string>();
  for (const sku of skus) {
    if (seen.has(sku)) throw new AppError('INVALID', skuUsedTwice(sku));
    seen.add(sku);
  }
  const taken = await findTakenSku(db, websiteId, skus);
  if (taken !== null) throw new AppError('CONFLICT', skuTaken(taken));
  return skus;
}

/** The title's slug, made unique in the collection with -2, -3 … */
async function uniqueUrlId(db: Kysely<Schema>, collectionId: string, title: string): Promise<string> {
  const base = slugify(title) || 'product';
  const used = new Set(await urlIdsLike(db, collectionId, base));
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/** A product of the site as the inventory panel shows it. @throws AppError NOT_FOUND 'No such product.' */
export async function loadOwnerProduct(db: Kysely<Schema>, websiteId: string, productId: string): Promise<OwnerProduct> {
  const product = await getOwnerProduct(db, websiteId, productId);
  if (!product) throw new AppError('NOT_FOUND', NO_SUCH_PRODUCT);
  return product;
}

/**
 * Creates a product in a product collection of the site; records initial stock as movements.
 * Returns its id.
 * @throws AppError INVALID (options, SKUs, not a store), NOT_FOUND (collection), CONFLICT (SKU taken)
 */
export async function createOwnerProduct(db: Kysely<Schema>, ctx: WriteContext, input: OwnerProductInput): Promise<string> {
  const ordering = input.variantOptionOrdering ?? Object.keys(input.variants[0]?.attributes ?? {});
  requireConsistentOptions(ordering, input.variants.map((v) => v.attributes));
  // Two owners creating products of one title (or one SKU) at once both read the slug as free: the
  // loser's insert hits the unique index, and a fresh try picks the next -N (or refuses the SKU, 409).
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertOwnerProduct(db, ctx, input, ordering);
    } catch (error) {
      if (!isUniqueViolation(error) || db.isTransaction) throw error; // a caller's transaction cannot go on after it
      if (attempt >= CREATE_ATTEMPTS) throw new AppError('CONFLICT', PRODUCT_CREATE_RACED);
    }
  }
}

/** How often a product creation that lost a race for its slug is tried again. */
const CREATE_ATTEMPTS = 10;

/** One try of {@link createOwnerProduct}, in one transaction. */
function insertOwnerProduct(db: Kysely<Schema>, ctx: WriteContext, input: OwnerProductInput, ordering: string[]): Promise<string> {
  return changeContent(db, ctx.websiteId, async (tx) => {
    const collection = await findCollection(tx, ctx.websiteId, input.collectionId);
    if (!collection) throw new AppError('NOT_FOUND', NO_SUCH_COLLECTION);
    if (collection.type !== 'products') throw new AppError('INVALID', NOT_A_STORE_COLLECTION);
    if ((await countCollectionItems(tx, ctx.websiteId, collection.id)) >= LAYOUT_LIMITS.maxProductsInCollection) throw new AppError('INVALID', STORE_FULL);
    const skus = await assignSkus(tx, ctx.websiteId, input.variants);
    const position = await nextItemPosition(tx, collection.id);
    const { itemId, variantIds } = await insertProduct(tx, ctx.websiteId, collection.id, {
      urlId: await uniqueUrlId(tx, collection.id, input.title),
      title: input.title,
      bodyHtml: descriptionHtml(input.description ?? ''),
      productType: input.productType,
      variantOptionOrdering: ordering,
      position,
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

/** Changes a product's title and/or description (the URL stays, so links keep working). @throws AppError NOT_FOUND */
export async function updateOwnerProduct(db: Kysely<Schema>, ctx: WriteContext, productId: string, patch: { title?: string; description?: string }): Promise<void> {
  await changeContent(db, ctx.websiteId, async (tx) => {
    const bodyHtml = patch.description === undefined ? undefined : descriptionHtml(patch.description);
    if (!(await updateProductItem(tx, ctx.websiteId, productId, { title: patch.title, bodyHtml }))) throw new AppError('NOT_FOUND', NO_SUCH_PRODUCT);
    // Webhooks (issue 30), in the write's transaction: what changed.
    await emitIntegrationEvent(tx, ctx.websiteId, 'product.updated', { productId, ...patch }, ctx.now);
  });
}

/** Deletes a product, its variants and their stock history (cart entries go with them). @throws AppError NOT_FOUND */
export async function deleteOwnerProduct(db: Kysely<Schema>, ctx: WriteContext, productId: string): Promise<void> {
  await changeContent(db, ctx.websiteId, async (tx) => {
    if (!(await deleteProductItem(tx, ctx.websiteId, productId))) throw new AppError('NOT_FOUND', NO_SUCH_PRODUCT);
    // Its photos are no longer used by it: the library stops warning about them.
    await recordProductUsage(tx, ctx.websiteId, { productId, title: '', mediaIds: [] });
  });
}

/**
 * Adds a variant at the end of a product's list; its options must match the product's (those of
 * its first variant). Returns it.
 * @throws AppError NOT_FOUND (product), INVALID (options, SKU), CONFLICT (SKU taken)
 */
export async function addOwnerVariant(db: Kysely<Schema>, ctx: WriteContext, productId: string, input: OwnerVariantInput): Promise<Variant> {
  const product = await loadOwnerProduct(db, ctx.websiteId, productId);
  const ordering = Object.keys(product.variants[0]?.attributes ?? {});
  requireConsistentOptions(ordering, [...product.variants.map((v) => v.attributes), input.attributes]);
  return changeContent(db, ctx.websiteId, async (tx) => {
    if (!(await lockProduct(tx, ctx.websiteId, productId))) throw new AppError('NOT_FOUND', NO_SUCH_PRODUCT);
    const [sku] = await assignSkus(tx, ctx.websiteId, [input]);
    const variant: Variant = {
      id: newId(),
      sku,
      priceCents: input.priceCents,
      salePriceCents: input.salePriceCents ?? 0,
      onSale: input.onSale === true,
      qtyInStock: input.qtyInStock ?? 0,
      unlimited: input.unlimited === true,
      attributes: input.attributes,
      imageUrl: null,
    };
    await insertVariants(tx, ctx.websiteId, [{ ...variant, itemId: productId, position: await nextVariantPosition(tx, productId) }]);
    if (input.qtyInStock) await insertStockMovement(tx, ctx, { variantId: variant.id, delta: input.qtyInStock, qtyAfter: input.qtyInStock, reason: 'initial' });
    return variant;
  });
}

/** Changes a variant's prices, sale flag or unlimited flag (stock changes go through movements). @throws AppError NOT_FOUND */
export async function updateOwnerVariant(db: Kysely<Schema>, ctx: WriteContext, variantId: string, patch: VariantPatch): Promise<Variant> {
  return changeContent(db, ctx.websiteId, async (tx) => {
    const row = await updateVariantRow(tx, ctx.websiteId, variantId, patch);
    if (!row) throw new AppError('NOT_FOUND', NO_SUCH_VARIANT);
    const variant = toVariant(row);
    await emitIntegrationEvent(tx, ctx.websiteId, 'product.updated', { productId: row.item_id, variant }, ctx.now);
    return variant;
  });
}

/** Deletes a variant; a product keeps at least one. @throws AppError NOT_FOUND, CONFLICT (the last variant) */
export async function deleteOwnerVariant(db: Kysely<Schema>, ctx: WriteContext, variantId: string): Promise<void> {
  await changeContent(db, ctx.websiteId, async (tx) => {
    const productId = await variantProductId(tx, ctx.websiteId, variantId);
    if (productId === null) throw new AppError('NOT_FOUND', NO_SUCH_VARIANT);
    await lockProduct(tx, ctx.websiteId, productId);
    if ((await countVariants(tx, productId)) <= 1) throw new AppError('CONFLICT', LAST_VARIANT);
    await deleteVariantRow(tx, variantId);
  });
}
