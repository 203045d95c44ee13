/**
 * The one reader of a product in a page's template context: the store item JSON the server writes
 * (apps/server features/catalog/product-item.ts, jsont.md §10: `structuredContent.productType` as
 * a code, `variants[]` with the legacy cent prices `price`/`salePrice`, `priceMoney`,
 * `salePriceMoney`, `onSale`, `qtyInStock`, `unlimited`) read back into this package's shape.
 *
 * Both readers of page contexts use it: the server's widget formatters take the whole
 * {@link contextProduct} (integer minor units, for the islands), and the template engine's commerce
 * formatters and predicates (`@plinth/template` plugins/context-product.ts) take only what each rule
 * needs ({@link contextItem}, {@link contextState}: a product card asks about the same item four
 * times). One product-type rule for both: a code is a number, 1-4 (`templateProductTypeName`).
 * Values are read as the hosted builder reads them: flags only when `true`.
 */
import { templateProductTypeName } from '@plinth/platform';
import { DEFAULT_CURRENCY, isSupportedCurrency } from './currencies.ts';
import type { StockedVariant } from './product-rules.ts';
import type { Product, ProductType, Variant } from './types.ts';

/** What the display rules read of a variant (sold out, on sale): its sale flag and stock. */
export interface ContextState extends StockedVariant {
  onSale: boolean;
}

/** A context product of a known type in commerce's shape, variants read as `V`. */
export interface ContextProduct<V> {
  productType: ProductType;
  variants: V[];
}

/** An item's `structuredContent` and product type (null: a code the template layer does not know). */
export interface ContextItem {
  content: Record<string, unknown>;
  productType: ProductType | null;
}

const EMPTY: Record<string, unknown> = Object.freeze(Object.create(null)) as Record<string, unknown>;

/** A JSON object as a record, or an empty record for anything else (so reads never throw). */
function rec(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : EMPTY;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A numeric value: numbers as is, numeric text parsed as a decimal, booleans 1 and 0; anything else NaN. */
function num(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  if (typeof value === 'boolean') return value ? 1 : 0;
  return NaN;
}

/** `structuredContent` of an item (an empty record when missing). */
export function contextContent(item: unknown): Record<string, unknown> {
  return rec(rec(item).structuredContent);
}

/** Reads an item's content and type once, for the readers below and the template's. */
export function contextItem(item: unknown): ContextItem {
  const content = contextContent(item);
  return { content, productType: templateProductTypeName(content.productType) };
}

/** The raw `structuredContent.variants` of an item's content, each an object (non-objects read as empty ones). */
export function contentVariants(content: Record<string, unknown>): Record<string, unknown>[] {
  const list = Array.isArray(content.variants) ? (content.variants as unknown[]) : [];
  // The usual case, every variant an object, needs no copy.
  for (const variant of list) if (!isObject(variant)) return list.map(rec);
  return list as Record<string, unknown>[];
}

/** The raw `structuredContent.variants` of an item (see {@link contentVariants}). */
export function contextVariants(item: unknown): Record<string, unknown>[] {
  return contentVariants(contextContent(item));
}

/** Stock of a variant; stock that is not a positive number is none. */
export function contextStock(variant: Record<string, unknown>): StockedVariant {
  const qty = num(variant.qtyInStock);
  return { qtyInStock: qty > 0 ? qty : 0, unlimited: variant.unlimited === true };
}

function state(variant: Record<string, unknown>): ContextState {
  const qty = num(variant.qtyInStock);
  return { onSale: variant.onSale === true, qtyInStock: qty > 0 ? qty : 0, unlimited: variant.unlimited === true };
}

/**
 * The item's sale flags and stock (for sold out, on sale), or null for an unknown type. A digital
 * good keeps its one price and `onSale` on `structuredContent` (jsont.md §10): that is its one
 * variant (commerce prices a digital good by its first), with no stock (it never sells out).
 */
export function contextState({ content, productType }: ContextItem): ContextProduct<ContextState> | null {
  if (productType === null) return null;
  if (productType === 'DIGITAL') return { productType, variants: [{ onSale: content.onSale === true, qtyInStock: 0, unlimited: false }] };
  const variants = contentVariants(content);
  // The usual item (the server's, the hosted builder's) already has commerce's field names and
  // types: use its variants as they are; read the others.
  return { productType, variants: variants.every(hasStateShape) ? (variants as unknown as ContextState[]) : variants.map(state) };
}

/**
 * `onSale` and `unlimited` booleans and `qtyInStock` a number, each possibly missing: commerce's
 * tests (`unlimited || qtyInStock > 0`, `onSale`) then decide as on the values read by `state`.
 */
function hasStateShape(variant: Record<string, unknown>): boolean {
  const { onSale, unlimited, qtyInStock } = variant;
  return (onSale === undefined || typeof onSale === 'boolean') && (unlimited === undefined || typeof unlimited === 'boolean') &&
    (qtyInStock === undefined || typeof qtyInStock === 'number');
}

/**
 * The whole product of a context item, for what renders it (the server's widget islands): prices
 * from the legacy cent fields (integer minor units of the item's currency, USD when it is not one
 * this package knows), variants that are not objects left out, stock as written.
 * @returns null when the value is not a store item (no `structuredContent`, an unknown type)
 * @example contextProduct(productToContextItem(record, '/shop')) // the record's Product
 */
export function contextProduct(value: unknown): Product | null {
  if (!isObject(value) || !isObject(value.structuredContent)) return null;
  const { content, productType } = contextItem(value);
  if (!productType) return null;
  const currency = typeof content.currency === 'string' && isSupportedCurrency(content.currency) ? content.currency : DEFAULT_CURRENCY;
  const variants = Array.isArray(content.variants) ? content.variants.filter(isObject).map(productVariant) : [];
  return {
    id: String(value.id ?? ''),
    title: String(value.title ?? ''),
    urlId: String(value.urlId ?? ''),
    productType,
    currency,
    variants,
    variantOptionOrdering: Array.isArray(content.variantOptionOrdering) ? content.variantOptionOrdering.map(String) : [],
    isSubscribable: content.isSubscribable === true,
    customAddButtonText:
      content.useCustomAddButtonText === true && typeof content.customAddButtonText === 'string' && content.customAddButtonText
        ? content.customAddButtonText
        : null,
    additionalFieldsFormId: typeof content.additionalFieldsFormId === 'string' ? content.additionalFieldsFormId : null,
    giftCardDenominations: Array.isArray(content.giftCardDenominations) ? content.giftCardDenominations.map(Number) : undefined,
  };
}

function productVariant(variant: Record<string, unknown>): Variant {
  const attributes: Record<string, string> = {};
  if (isObject(variant.attributes)) {
    for (const [key, val] of Object.entries(variant.attributes)) attributes[key] = String(val);
  }
  return {
    id: String(variant.id ?? ''),
    sku: String(variant.sku ?? ''),
    priceCents: Number(variant.price) || 0,
    salePriceCents: Number(variant.salePrice) || 0,
    onSale: variant.onSale === true,
    qtyInStock: Number(variant.qtyInStock) || 0,
    unlimited: variant.unlimited === true,
    attributes,
    imageUrl: typeof variant.imageUrl === 'string' ? variant.imageUrl : null,
  };
}
