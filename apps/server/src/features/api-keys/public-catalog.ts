import type { Kysely } from 'kysely';
import { decodeCursor, encodeCursor } from '../../infra/database/cursor.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { moveStock, productTypeOf } from '../catalog/index.ts';
import { plainText } from './plain-text.ts';
import { isPublished, productRowsAfter, stockRow, stockRowsAfter, variantAttributes, variantsOfProducts } from './products-repository.ts';
import { pageOf, publicMoney, type PageQuery } from './public-json.ts';

/* The public API's products (products:read) and inventory (inventory:read, inventory:write). */

type StockRow = NonNullable<Awaited<ReturnType<typeof stockRow>>>;

const stockJson = (row: StockRow) => ({
  variantId: row.id,
  productId: row.item_id,
  productName: row.title,
  sku: row.sku,
  quantity: Number(row.qty_in_stock),
  unlimited: row.unlimited === 1,
});

/** A page of products with their variants, newest first. */
export async function publicProductPage(db: Kysely<Schema>, site: { id: string; currency: string }, page: PageQuery) {
  const { rows, nextCursor } = pageOf(await productRowsAfter(db, site.id, page, false), page.limit);
  const variants = await variantsOfProducts(db, site.id, rows.map((row) => row.id));
  const money = (minor: number) => publicMoney(minor, site.currency);
  const products = rows.map((row) => ({
    id: row.id,
    name: row.title,
    type: productTypeOf(row.product_type),
    url: `/${row.collection_url_id}/${row.url_id}`,
    description: plainText(row.excerpt || row.body_html),
    imageUrl: row.main_image_url,
    published: isPublished(row),
    createdOn: Number(row.created_at),
    createdAt: new Date(Number(row.created_at)).toISOString(),
    variants: (variants.get(row.id) ?? []).map((v) => ({
      id: v.id,
      sku: v.sku,
      price: money(v.price_cents),
      salePrice: money(v.sale_price_cents),
      onSale: v.on_sale === 1,
      attributes: variantAttributes(v),
      stock: { quantity: Number(v.qty_in_stock), unlimited: v.unlimited === 1 },
    })),
  }));
  return { products, nextCursor };
}

/** A page of every variant's stock, by variant id. */
export async function publicInventoryPage(db: Kysely<Schema>, websiteId: string, page: PageQuery) {
  const rows = await stockRowsAfter(db, websiteId, { afterId: decodeCursor(page.cursor)?.id, limit: page.limit });
  const shown = rows.slice(0, page.limit);
  const last = shown[shown.length - 1];
  return { inventory: shown.map(stockJson), nextCursor: rows.length > page.limit && last ? encodeCursor(0, last.id) : null };
}

/**
 * Adds `delta` to a variant's stock through the catalogue's own movement (one atomic update, never
 * below zero, recorded in the stock history as the dashboard's changes are, with the key as reason).
 * @throws AppError NOT_FOUND for a variant the site lacks, CONFLICT when the stock would go below zero
 */
export async function adjustStock(db: Kysely<Schema>, ctx: { websiteId: string; keyPrefix: string; now: number }, variantId: string, delta: number) {
  const { movement } = await moveStock(db, { websiteId: ctx.websiteId, contributorId: null, now: ctx.now }, variantId, delta, `api-key ${ctx.keyPrefix}`);
  const row = await stockRow(db, ctx.websiteId, variantId);
  return {
    stock: row ? stockJson(row) : { variantId, productId: '', productName: '', sku: '', quantity: movement.qtyAfter, unlimited: false },
    movement: { id: movement.id, delta: movement.delta, quantityAfter: movement.qtyAfter, createdOn: movement.createdAt, createdAt: new Date(movement.createdAt).toISOString() },
  };
}
