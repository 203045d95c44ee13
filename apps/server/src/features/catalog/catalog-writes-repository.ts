import type { ProductType, Variant } from '@plinth/commerce';
import { productTypeCode } from '@plinth/platform';
import type { Kysely } from 'kysely';
import type { CollectionType, Schema } from '../../infra/database/schema.ts';
import { parseJson } from '../../infra/database/json.ts';
import type { ItemRecord, SubscriptionPlan } from './catalog-rows.ts';

/*
 * The catalogue's insert and update statements (SQL only). Callers run them through the site's
 * `changeContent` (catalog-writes.ts, product-service.ts), which bumps the content version in the
 * same transaction so cached pages change with the commit.
 */

/** A collection row to insert. */
export interface CollectionRow {
  id: string;
  urlId: string;
  title: string;
  type: CollectionType;
  navigationTitle: string;
  description: string;
  bodyHtml: string;
  enabled: boolean;
  navIndex: number | null;
  createdAt: number;
}

/** Inserts a collection. */
export async function insertCollection(db: Kysely<Schema>, websiteId: string, row: CollectionRow): Promise<void> {
  await db
    .insertInto('collections')
    .values({
      id: row.id,
      website_id: websiteId,
      url_id: row.urlId,
      title: row.title,
      navigation_title: row.navigationTitle,
      type: row.type,
      description: row.description,
      body_html: row.bodyHtml,
      enabled: row.enabled ? 1 : 0,
      nav_index: row.navIndex,
      created_at: row.createdAt,
    })
    .execute();
}

/** An item row to insert: an item as read, but for the site (the collection carries it). */
export type ItemRow = Omit<ItemRecord, 'websiteId'>;

/** Inserts an item. */
export async function insertItem(db: Kysely<Schema>, websiteId: string, row: ItemRow): Promise<void> {
  await db
    .insertInto('items')
    .values({
      id: row.id,
      website_id: websiteId,
      collection_id: row.collectionId,
      url_id: row.urlId,
      record_type: row.recordType,
      title: row.title,
      excerpt: row.excerpt,
      body_html: row.bodyHtml,
      author_name: row.authorName,
      published_at: row.publishedAt,
      main_image_url: row.mainImageUrl,
      main_image_size: row.mainImageSize,
      tags_json: JSON.stringify(row.tags),
      categories_json: JSON.stringify(row.categories),
      created_at: row.createdAt,
      position: row.position,
      status: row.status,
      publish_at: row.publishAt,
    })
    .execute();
}

/** The product row of a store item. */
export interface ProductRowInput {
  itemId: string;
  productType: ProductType;
  isSubscribable: boolean;
  subscriptionPlan: SubscriptionPlan | null;
  customAddButtonText: string | null;
  additionalFieldsFormId: string | null;
  variantOptionOrdering: string[];
  giftCardDenominations: number[] | null;
}

/** Inserts the product row of a store item (its type stored as its platform.md §3 code). */
export async function insertProductRow(db: Kysely<Schema>, websiteId: string, row: ProductRowInput): Promise<void> {
  await db
    .insertInto('products')
    .values({
      item_id: row.itemId,
      website_id: websiteId,
      product_type: productTypeCode(row.productType),
      is_subscribable: row.isSubscribable ? 1 : 0,
      subscription_plan_json: row.subscriptionPlan ? JSON.stringify(row.subscriptionPlan) : null,
      use_custom_add_button_text: row.customAddButtonText ? 1 : 0,
      custom_add_button_text: row.customAddButtonText,
      additional_fields_form_id: row.additionalFieldsFormId,
      variant_option_ordering_json: JSON.stringify(row.variantOptionOrdering),
      gift_card_denominations_json: row.giftCardDenominations ? JSON.stringify(row.giftCardDenominations) : null,
    })
    .execute();
}

/** A variant row to insert: commerce's variant, with its item and its place in the list. */
export interface VariantRow extends Variant {
  itemId: string;
  position: number;
}

/** Inserts variants (none is a no-op). */
export async function insertVariants(db: Kysely<Schema>, websiteId: string, rows: readonly VariantRow[]): Promise<void> {
  if (!rows.length) return;
  await db
    .insertInto('variants')
    .values(
      rows.map((v) => ({
        id: v.id,
        website_id: websiteId,
        item_id: v.itemId,
        sku: v.sku,
        price_cents: v.priceCents,
        sale_price_cents: v.salePriceCents,
        on_sale: v.onSale ? 1 : 0,
        qty_in_stock: v.qtyInStock,
        unlimited: v.unlimited ? 1 : 0,
        attributes_json: JSON.stringify(v.attributes),
        image_url: v.imageUrl,
        position: v.position,
      })),
    )
    .execute();
}

/** Sets a variant's stock (and unlimited flag when given); false when the variant is not on this site. */
export async function updateVariantStock(
  db: Kysely<Schema>,
  websiteId: string,
  variantId: string,
  stock: { qtyInStock: number; unlimited?: boolean },
): Promise<boolean> {
  const result = await db
    .updateTable('variants')
    .set({
      qty_in_stock: stock.qtyInStock,
      ...(stock.unlimited === undefined ? {} : { unlimited: stock.unlimited ? 1 : 0 }),
    })
    .where('website_id', '=', websiteId)
    .where('id', '=', variantId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Sets a subscription product's billing period and every variant's price; false when there is no such product. */
export async function updateSubscriptionPrice(
  db: Kysely<Schema>,
  websiteId: string,
  itemId: string,
  price: { priceCents: number; billingPeriod: SubscriptionPlan['billingPeriod'] },
): Promise<boolean> {
  const product = await db.selectFrom('products').select('subscription_plan_json').where('website_id', '=', websiteId).where('item_id', '=', itemId).where('is_subscribable', '=', 1).executeTakeFirst();
  if (!product) return false;
  const plan = { ...parseJson<Partial<SubscriptionPlan>>(product.subscription_plan_json, {}), billingPeriod: price.billingPeriod };
  await db.updateTable('products').set({ subscription_plan_json: JSON.stringify(plan) }).where('item_id', '=', itemId).execute();
  await db.updateTable('variants').set({ price_cents: price.priceCents }).where('website_id', '=', websiteId).where('item_id', '=', itemId).execute();
  return true;
}
