import { sql, type Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';

/*
 * What shipping and tax need to know of a product: its variants' weights (variants.weight_grams) and
 * whether it is tax-exempt (products.tax_exempt), the two columns migration 0030 added; they are
 * named here only (schema-shipping-taxes.ts says why).
 */

const weightGrams = sql<number>`weight_grams`;
const taxExempt = sql<number>`tax_exempt`;

/** The weights (grams) of some variants and the tax-exempt products among some items. */
export interface ProductFacts {
  weightGrams: Map<string, number>;
  taxExempt: Set<string>;
}

/** Weights of `variantIds` and the exempt ones of `itemIds`, on one site. */
export async function productFacts(db: Kysely<Schema>, websiteId: string, variantIds: readonly string[], itemIds: readonly string[]): Promise<ProductFacts> {
  const [variants, exempt] = await Promise.all([
    variantIds.length
      ? db.selectFrom('variants').select(['id', weightGrams.as('weight_grams')]).where('website_id', '=', websiteId).where('id', 'in', [...new Set(variantIds)]).execute()
      : [],
    itemIds.length
      ? db.selectFrom('products').select('item_id').where('website_id', '=', websiteId).where(taxExempt, '=', 1).where('item_id', 'in', [...new Set(itemIds)]).execute()
      : [],
  ]);
  return { weightGrams: new Map(variants.map((v) => [v.id, Number(v.weight_grams)])), taxExempt: new Set(exempt.map((p) => p.item_id)) };
}

/** A product's tax and shipping facts as the owner sees them. */
export interface ProductShippingTax {
  itemId: string;
  title: string;
  taxExempt: boolean;
  variants: { id: string; sku: string; weightGrams: number }[];
}

/** A product's title, exemption and variants (null when the site has no such product). */
export async function productShippingTax(db: Kysely<Schema>, websiteId: string, itemId: string): Promise<ProductShippingTax | null> {
  const product = await db
    .selectFrom('products')
    .innerJoin('items', 'items.id', 'products.item_id')
    .select(['products.item_id', 'items.title', sql<number>`products.tax_exempt`.as('tax_exempt')])
    .where('products.website_id', '=', websiteId)
    .where('products.item_id', '=', itemId)
    .executeTakeFirst();
  if (!product) return null;
  const variants = await db
    .selectFrom('variants')
    .select(['id', 'sku', weightGrams.as('weight_grams')])
    .where('website_id', '=', websiteId)
    .where('item_id', '=', itemId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return {
    itemId: product.item_id,
    title: product.title,
    taxExempt: Number(product.tax_exempt) === 1,
    variants: variants.map((v) => ({ id: v.id, sku: v.sku, weightGrams: Number(v.weight_grams) })),
  };
}

/** Sets a product's exemption (when given) and some of its variants' weights. */
export async function saveProductShippingTax(
  db: Kysely<Schema>,
  websiteId: string,
  itemId: string,
  change: { taxExempt?: boolean | undefined; variants?: { id: string; weightGrams: number }[] | undefined },
): Promise<void> {
  if (change.taxExempt !== undefined) {
    await sql`update products set tax_exempt = ${change.taxExempt ? 1 : 0} where website_id = ${websiteId} and item_id = ${itemId}`.execute(db);
  }
  for (const variant of change.variants ?? []) {
    await sql`update variants set weight_grams = ${variant.weightGrams} where website_id = ${websiteId} and item_id = ${itemId} and id = ${variant.id}`.execute(db);
  }
}

/** The site's tax-exempt products, by title. */
export async function exemptProducts(db: Kysely<Schema>, websiteId: string): Promise<{ itemId: string; title: string }[]> {
  const rows = await db
    .selectFrom('products')
    .innerJoin('items', 'items.id', 'products.item_id')
    .select(['products.item_id', 'items.title'])
    .where('products.website_id', '=', websiteId)
    .where(sql<number>`products.tax_exempt`, '=', 1)
    .orderBy('items.title')
    .execute();
  return rows.map((row) => ({ itemId: row.item_id, title: row.title }));
}
