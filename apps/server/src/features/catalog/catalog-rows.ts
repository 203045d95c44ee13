import type { Selectable } from 'kysely';
import type { Product, ProductType, Variant } from '@plinth/commerce';
import { templateProductTypeName } from '@plinth/platform';
import { parseJson } from '../../infra/database/json.ts';
import type { CollectionsTable, CollectionType, ItemsTable, ProductsTable, VariantsTable } from '../../infra/database/schema.ts';

/*
 * Catalogue record types and the row → record decoding shared by the catalogue and cart queries.
 */

/** A collection: a page, the shop, or the blog. */
export interface CollectionRecord {
  id: string;
  websiteId: string;
  urlId: string;
  title: string;
  navigationTitle: string;
  type: CollectionType;
  description: string;
  bodyHtml: string;
  enabled: boolean;
  navIndex: number | null;
  /** '/' for the home page, else '/<urlId>'. */
  fullUrl: string;
  createdAt: number;
  /** The editor's page settings (issue 15): '' / null when unset. */
  seoTitle: string;
  seoDescription: string;
  socialImageMediaId: string | null;
}

/** A content item: a blog post (record type 1) or a store item (11). */
export interface ItemRecord {
  id: string;
  websiteId: string;
  collectionId: string;
  urlId: string;
  recordType: number;
  title: string;
  excerpt: string;
  bodyHtml: string;
  authorName: string | null;
  publishedAt: number | null;
  mainImageUrl: string | null;
  /** 'WIDTHxHEIGHT'. */
  mainImageSize: string | null;
  tags: string[];
  categories: string[];
  createdAt: number;
  position: number;
  /** A post's status (features/content/page-status.ts); products stay 'published'. */
  status: string;
  /** When a Scheduled post goes live (epoch ms); null otherwise. */
  publishAt: number | null;
  /** The editor's settings (issue 15): '' / null when unset. */
  seoTitle: string;
  seoDescription: string;
  socialImageMediaId: string | null;
}

/** A subscription plan (platform.md §3 Enumerations); numBillingCycles 0 = indefinite. */
export interface SubscriptionPlan {
  billingPeriod: { value: number; unit: 'WEEK' | 'MONTH' | 'YEAR' };
  numBillingCycles: number;
}

/** The commerce Product plus what a product page and list need from its item. */
export interface ProductRecord extends Product, Omit<ItemRecord, 'id' | 'title' | 'urlId'> {
  subscriptionPlan: SubscriptionPlan | null;
  useCustomAddButtonText: boolean;
}

/**
 * The product type of a database code (the codes of platform.md §3 Enumerations, from
 * @plinth/platform); codes the store does not sell read as PHYSICAL (never written by Plinth).
 */
export function productTypeOf(code: number): ProductType {
  return templateProductTypeName(code) ?? 'PHYSICAL';
}

/** Decodes a collection row. */
export function toCollection(row: Selectable<CollectionsTable>): CollectionRecord {
  return {
    id: row.id,
    websiteId: row.website_id,
    urlId: row.url_id,
    title: row.title,
    navigationTitle: row.navigation_title,
    type: row.type,
    description: row.description,
    bodyHtml: row.body_html,
    enabled: row.enabled === 1,
    navIndex: row.nav_index,
    fullUrl: row.url_id === 'home' ? '/' : `/${row.url_id}`,
    createdAt: Number(row.created_at),
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    socialImageMediaId: row.social_image_media_id,
  };
}

/** Decodes an item row. */
export function toItem(row: Selectable<ItemsTable>): ItemRecord {
  return {
    id: row.id,
    websiteId: row.website_id,
    collectionId: row.collection_id,
    urlId: row.url_id,
    recordType: row.record_type,
    title: row.title,
    excerpt: row.excerpt,
    bodyHtml: row.body_html,
    authorName: row.author_name,
    publishedAt: row.published_at === null ? null : Number(row.published_at),
    mainImageUrl: row.main_image_url,
    mainImageSize: row.main_image_size,
    tags: parseJson<string[]>(row.tags_json, []),
    categories: parseJson<string[]>(row.categories_json, []),
    createdAt: Number(row.created_at),
    position: row.position,
    status: row.status,
    publishAt: row.publish_at === null ? null : Number(row.publish_at),
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    socialImageMediaId: row.social_image_media_id,
  };
}

/** Decodes a variant row. */
export function toVariant(row: Selectable<VariantsTable>): Variant {
  return {
    id: row.id,
    sku: row.sku,
    priceCents: row.price_cents,
    salePriceCents: row.sale_price_cents,
    onSale: row.on_sale === 1,
    qtyInStock: row.qty_in_stock,
    unlimited: row.unlimited === 1,
    attributes: parseJson<Record<string, string>>(row.attributes_json, {}),
    imageUrl: row.image_url,
  };
}

/** An item row joined with its product row and the site's currency. */
export type ProductRow = Selectable<ItemsTable> & Omit<Selectable<ProductsTable>, 'website_id'> & { currency: string };

/** Decodes a joined product row and its (already ordered) variants. */
export function toProduct(row: ProductRow, variants: Variant[]): ProductRecord {
  const { id, title, urlId, ...item } = toItem(row);
  const useCustom = row.use_custom_add_button_text === 1;
  const product: ProductRecord = {
    ...item,
    id,
    title,
    urlId,
    productType: productTypeOf(row.product_type),
    currency: row.currency as Product['currency'],
    variants,
    variantOptionOrdering: parseJson<string[]>(row.variant_option_ordering_json, []),
    isSubscribable: row.is_subscribable === 1,
    subscriptionPlan: parseJson<SubscriptionPlan | null>(row.subscription_plan_json, null),
    useCustomAddButtonText: useCustom,
    customAddButtonText: useCustom ? row.custom_add_button_text : null,
    additionalFieldsFormId: row.additional_fields_form_id,
  };
  if (row.gift_card_denominations_json !== null) {
    product.giftCardDenominations = parseJson<number[]>(row.gift_card_denominations_json, []);
  }
  return product;
}
