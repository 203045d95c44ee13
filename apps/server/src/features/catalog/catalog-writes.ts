import type { ProductType } from '@plinth/commerce';
import { RECORD_TYPES } from '@plinth/platform';
import type { Kysely } from 'kysely';
import { newId } from '../../infra/database/ids.ts';
import type { CollectionType, Schema } from '../../infra/database/schema.ts';
import { changeContent } from '../site/index.ts';
import type { SubscriptionPlan } from './catalog-rows.ts';
import { insertCollection, insertItem, insertProductRow, insertVariants, updateSubscriptionPrice, updateVariantStock, type ItemRow } from './catalog-writes-repository.ts';

/*
 * Catalogue writes of the seed, the tests and store creation. Each goes through the site's
 * `changeContent` (in the caller's transaction when given one), so the content version changes with
 * the commit and cached pages are dropped.
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
  await changeContent(db, websiteId, (tx) =>
    insertCollection(tx, websiteId, {
      id,
      urlId: input.urlId,
      title: input.title,
      type: input.type,
      navigationTitle: input.navigationTitle ?? input.title,
      description: input.description ?? '',
      bodyHtml: input.bodyHtml ?? '',
      enabled: input.enabled !== false,
      navIndex: input.navIndex ?? null,
      createdAt: input.now ?? Date.now(),
    }),
  );
  return id;
}

/** Input of {@link createItem}. */
export interface NewItem {
  urlId: string;
  title: string;
  /** The record type (platform.md §3): TEXT, a blog post (default), or STORE_ITEM. */
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
  /** A post's status. @default 'published' */
  status?: string;
  publishAt?: number | null;
  now?: number;
}

function itemRow(collectionId: string, id: string, input: NewItem, recordType: number): ItemRow {
  return {
    id,
    collectionId,
    urlId: input.urlId,
    recordType,
    title: input.title,
    excerpt: input.excerpt ?? '',
    bodyHtml: input.bodyHtml ?? '',
    authorName: input.authorName ?? null,
    publishedAt: input.publishedAt ?? null,
    mainImageUrl: input.mainImageUrl ?? null,
    mainImageSize: input.mainImageSize ?? null,
    tags: input.tags ?? [],
    categories: input.categories ?? [],
    createdAt: input.now ?? Date.now(),
    position: input.position ?? 0,
    status: input.status ?? 'published',
    publishAt: input.publishAt ?? null,
    seoTitle: '',
    seoDescription: '',
    socialImageMediaId: null,
  };
}

/** Creates a content item (a blog post by default); returns its id. */
export async function createItem(db: Kysely<Schema>, websiteId: string, collectionId: string, input: NewItem): Promise<string> {
  const id = newId();
  await changeContent(db, websiteId, (tx) => insertItem(tx, websiteId, itemRow(collectionId, id, input, input.recordType ?? RECORD_TYPES.TEXT)));
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

/**
 * Inserts a store item, its product row and its variants in the caller's transaction, without
 * touching the content version (the caller's `changeContent` does). A product has at least one variant.
 */
export async function insertProduct(
  db: Kysely<Schema>,
  websiteId: string,
  collectionId: string,
  input: NewProduct,
): Promise<{ itemId: string; variantIds: string[] }> {
  if (input.variants.length === 0) throw new Error(`Product ${input.urlId} needs at least one variant`);
  const itemId = newId();
  const variantIds = input.variants.map(() => newId());
  await insertItem(db, websiteId, itemRow(collectionId, itemId, input, RECORD_TYPES.STORE_ITEM));
  await insertProductRow(db, websiteId, {
    itemId,
    productType: input.productType,
    isSubscribable: input.isSubscribable === true,
    subscriptionPlan: input.subscriptionPlan ?? null,
    customAddButtonText: input.customAddButtonText ?? null,
    additionalFieldsFormId: input.additionalFieldsFormId ?? null,
    variantOptionOrdering: input.variantOptionOrdering ?? [],
    giftCardDenominations: input.giftCardDenominations ?? null,
  });
  await insertVariants(
    db,
    websiteId,
    input.variants.map((v, position) => ({
      id: variantIds[position],
      itemId,
      sku: v.sku,
      priceCents: v.priceCents,
      salePriceCents: v.salePriceCents ?? 0,
      onSale: v.onSale === true,
      qtyInStock: v.qtyInStock ?? 0,
      unlimited: v.unlimited === true,
      attributes: v.attributes ?? {},
      imageUrl: v.imageUrl ?? null,
      position,
    })),
  );
  return { itemId, variantIds };
}

/** Creates a store item, its product row and variants in one transaction. */
export async function createProduct(
  db: Kysely<Schema>,
  websiteId: string,
  collectionId: string,
  input: NewProduct,
): Promise<{ itemId: string; variantIds: string[] }> {
  return changeContent(db, websiteId, (tx) => insertProduct(tx, websiteId, collectionId, input));
}

/** Sets a variant's stock (restock or correction); false when the variant is not on this site. */
export async function setVariantStock(
  db: Kysely<Schema>,
  websiteId: string,
  variantId: string,
  stock: { qtyInStock: number; unlimited?: boolean },
): Promise<boolean> {
  // Pages change only when a variant did.
  return changeContent(db, websiteId, (tx) => updateVariantStock(tx, websiteId, variantId, stock), (updated) => updated);
}

/**
 * Gives a subscription product a new price and billing period in place (a paid member area's new
 * price): the product keeps its id, so what was bought before still names it; subscriptions already
 * running keep the price they were bought at (their own row holds it). Call inside the caller's
 * `changeContent` transaction.
 * @returns false when the site has no such subscription product
 */
export function repriceSubscriptionProduct(
  db: Kysely<Schema>,
  websiteId: string,
  itemId: string,
  price: { priceCents: number; billingPeriod: SubscriptionPlan['billingPeriod'] },
): Promise<boolean> {
  return updateSubscriptionPrice(db, websiteId, itemId, price);
}
