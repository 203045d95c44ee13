import type { Kysely } from 'kysely';
import type { ProductType } from '@plinth/commerce';
import { PRODUCT_TYPE_CODES, type SubscriptionPlan } from './catalog-rows.ts';
import { newId } from '../../infra/database/ids.ts';
import { inTransaction } from '../../infra/database/transaction.ts';
import type { CollectionType, Schema } from '../../infra/database/schema.ts';
import { bumpContentVersion } from '../site/index.ts';

/*
 * Catalogue writes used by the seed, the tests and (later) the dashboard. Each bumps the site's
 * content version so cached pages are dropped.
 */

/** Input of {@link createCollection}. */
export interface NewCollection {
  urlId: string;
  title: string;
  type: CollectionType;
  navigationTitle?: string;
  description?: string;
  bodyHtml?: string;
  enabled?: boolean;
  /** Position in the main navigation; omitted/null = not in it. */
  navIndex?: number | null;
  now?: number;
}

/** Creates a collection; returns its id. */
export async function createCollection(db: Kysely<Schema>, websiteId: string, input: NewCollection): Promise<string> {
  const id = newId();
  await db
    .insertInto('collections')
    .values({
      id,
      website_id: websiteId,
      url_id: input.urlId,
      title: input.title,
      navigation_title: input.navigationTitle ?? input.title,
      type: input.type,
      description: input.description ?? '',
      body_html: input.bodyHtml ?? '',
      enabled: input.enabled === false ? 0 : 1,
      nav_index: input.navIndex ?? null,
      created_at: input.now ?? Date.now(),
    })
    .execute();
  await bumpContentVersion(db, websiteId);
  return id;
}

/** Input of {@link createItem}. */
export interface NewItem {
  urlId: string;
  title: string;
  /** 1 text/blog post (default), 11 store item. */
  recordType?: number;
  excerpt?: string;
  bodyHtml?: string;
  authorName?: string | null;
  publishedAt?: number | null;
  mainImageUrl?: string | null;
  mainImageSize?: string | null;
  tags?: string[];
  categories?: string[];
  position?: number;
  now?: number;
}

function itemValues(websiteId: string, collectionId: string, id: string, input: NewItem, recordType: number) {
  return {
    id,
    website_id: websiteId,
    collection_id: collectionId,
    url_id: input.urlId,
    record_type: recordType,
    title: input.title,
    excerpt: input.excerpt ?? '',
    body_html: input.bodyHtml ?? '',
    author_name: input.authorName ?? null,
    published_at: input.publishedAt ?? null,
    main_image_url: input.mainImageUrl ?? null,
    main_image_size: input.mainImageSize ?? null,
    tags_json: JSON.stringify(input.tags ?? []),
    categories_json: JSON.stringify(input.categories ?? []),
    created_at: input.now ?? Date.now(),
    position: input.position ?? 0,
  };
}

/** Creates a content item (a blog post by default); returns its id. */
export async function createItem(
  db: Kysely<Schema>,
  websiteId: string,
  collectionId: string,
  input: NewItem,
): Promise<string> {
  const id = newId();
  await db.insertInto('items').values(itemValues(websiteId, collectionId, id, input, input.recordType ?? 1)).execute();
  await bumpContentVersion(db, websiteId);
  return id;
}

/** A variant of {@link NewProduct}. */
export interface NewVariant {
  sku: string;
  priceCents: number;
  salePriceCents?: number;
  onSale?: boolean;
  qtyInStock?: number;
  unlimited?: boolean;
  attributes?: Record<string, string>;
  imageUrl?: string | null;
}

/** Input of {@link createProduct}: the store item, its product fields and its variants (at least one). */
export interface NewProduct extends Omit<NewItem, 'recordType'> {
  productType: ProductType;
  variants: NewVariant[];
  isSubscribable?: boolean;
  subscriptionPlan?: SubscriptionPlan | null;
  /** Shown instead of 'Add to Cart' when set. */
  customAddButtonText?: string | null;
  additionalFieldsFormId?: string | null;
  variantOptionOrdering?: string[];
  /** Gift cards: the amounts in minor units. */
  giftCardDenominations?: number[] | null;
}

/** Creates a store item, its product row and variants in one transaction. */
export async function createProduct(
  db: Kysely<Schema>,
  websiteId: string,
  collectionId: string,
  input: NewProduct,
): Promise<{ itemId: string; variantIds: string[] }> {
  if (input.variants.length === 0) throw new Error(`Product ${input.urlId} needs at least one variant`);
  const itemId = newId();
  const variantIds = input.variants.map(() => newId());
  await inTransaction(db, async (tx) => {
    await tx.insertInto('items').values(itemValues(websiteId, collectionId, itemId, input, 11)).execute();
    await tx
      .insertInto('products')
      .values({
        item_id: itemId,
        website_id: websiteId,
        product_type: PRODUCT_TYPE_CODES[input.productType],
        is_subscribable: input.isSubscribable ? 1 : 0,
        subscription_plan_json: input.subscriptionPlan ? JSON.stringify(input.subscriptionPlan) : null,
        use_custom_add_button_text: input.customAddButtonText ? 1 : 0,
        custom_add_button_text: input.customAddButtonText ?? null,
        additional_fields_form_id: input.additionalFieldsFormId ?? null,
        variant_option_ordering_json: JSON.stringify(input.variantOptionOrdering ?? []),
        gift_card_denominations_json: input.giftCardDenominations ? JSON.stringify(input.giftCardDenominations) : null,
      })
      .execute();
    await tx
      .insertInto('variants')
      .values(
        input.variants.map((v, position) => ({
          id: variantIds[position],
          website_id: websiteId,
          item_id: itemId,
          sku: v.sku,
          price_cents: v.priceCents,
          sale_price_cents: v.salePriceCents ?? 0,
          on_sale: v.onSale ? 1 : 0,
          qty_in_stock: v.qtyInStock ?? 0,
          unlimited: v.unlimited ? 1 : 0,
          attributes_json: JSON.stringify(v.attributes ?? {}),
          image_url: v.imageUrl ?? null,
          position,
        })),
      )
      .execute();
    await bumpContentVersion(tx, websiteId);
  });
  return { itemId, variantIds };
}

/** Sets a variant's stock (restock or correction); false when the variant is not on this site. */
export async function setVariantStock(
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
  if (Number(result.numUpdatedRows) === 0) return false;
  await bumpContentVersion(db, websiteId);
  return true;
}
