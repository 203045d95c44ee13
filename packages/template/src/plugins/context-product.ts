/**
 * A product of the template context (jsont.md §10: `structuredContent.productType`, `variants[]`
 * with `priceMoney`, `salePriceMoney`, `onSale`, `qtyInStock`, `unlimited`, legacy `price` and
 * `salePrice`) read into `@plinth/commerce`'s domain shape, so the commerce formatters and
 * predicates decide with commerce's rules. Values are read as the hosted builder reads them:
 * flags only when `true`, numbers from numeric text too.
 *
 * Each reader takes only what its rules need (a product card asks about the same item four
 * times, and most questions need no money parsed).
 */
import type { PricedProduct, PricedVariant, ProductType, StockedVariant } from '@plinth/commerce';
import { templateProductTypeName } from '@plinth/platform';
import { moneyCents, moneyCurrency, type Money } from './context-money.ts';
import { arr, num, rec } from './util.ts';

/** A price point: commerce's price fields plus the currency each price was given in. */
export interface ContextPrice extends PricedVariant {
  priceCurrency: string;
  saleCurrency: string;
}

/** What the display rules read of a variant (sold out, on sale): its sale flag and stock. */
export interface ContextState extends StockedVariant {
  onSale: boolean;
}

/** A context product of a known type in commerce's shape, variants read as `V`. */
export interface ContextProduct<V> {
  productType: ProductType;
  variants: V[];
}

/** `structuredContent` of an item (an empty record when missing). */
export function content(item: unknown): Record<string, unknown> {
  return rec(rec(item).structuredContent);
}

/** The raw `structuredContent.variants`, each an object (non-objects read as empty ones). */
export function contextVariants(item: unknown): Record<string, unknown>[] {
  return variantsOf(content(item));
}

function variantsOf(sc: Record<string, unknown>): Record<string, unknown>[] {
  const list = arr(sc.variants);
  // The usual case, every variant an object, needs no copy.
  for (const v of list) if (v === null || typeof v !== 'object' || Array.isArray(v)) return list.map(rec);
  return list as Record<string, unknown>[];
}

/** Price and sale flag of a variant, a pricing option or a digital good's content. */
export function pricePoint(v: Record<string, unknown>): ContextPrice {
  const price = rec(v.priceMoney);
  const sale = rec(v.salePriceMoney);
  return {
    priceCents: moneyCents(price), salePriceCents: moneyCents(sale), onSale: v.onSale === true,
    priceCurrency: moneyCurrency(price), saleCurrency: moneyCurrency(sale),
  };
}

/** Stock of a variant; stock that is not a positive number is none. */
export function stock(v: Record<string, unknown>): StockedVariant {
  const q = num(v.qtyInStock);
  return { qtyInStock: q > 0 ? q : 0, unlimited: v.unlimited === true };
}

function state(v: Record<string, unknown>): ContextState {
  const q = num(v.qtyInStock);
  return { onSale: v.onSale === true, qtyInStock: q > 0 ? q : 0, unlimited: v.unlimited === true };
}

/** An item's `structuredContent` and product type (null: a code the template layer does not know). */
export interface ContextItem {
  content: Record<string, unknown>;
  productType: ProductType | null;
}

/** Reads an item's content and type once, for the readers below. */
export function contextItem(item: unknown): ContextItem {
  const sc = content(item);
  return { content: sc, productType: templateProductTypeName(sc.productType) };
}

/**
 * The item's sale flags and stock (for sold out, on sale), or null for an unknown type. A digital
 * good keeps its one price and `onSale` on `structuredContent` (jsont.md §10): that is its one
 * variant (commerce prices a digital good by its first), with no stock (it never sells out).
 */
export function contextState({ content: sc, productType }: ContextItem): ContextProduct<ContextState> | null {
  if (productType === null) return null;
  if (productType === 'DIGITAL') return { productType, variants: [{ onSale: sc.onSale === true, qtyInStock: 0, unlimited: false }] };
  const variants = variantsOf(sc);
  // The usual item (the server's, the hosted builder's) already has commerce's field names and
  // types: use its variants as they are; read the others.
  return { productType, variants: variants.every(hasStateShape) ? (variants as unknown as ContextState[]) : variants.map(state) };
}

/**
 * `onSale` and `unlimited` booleans and `qtyInStock` a number, each possibly missing: commerce's
 * tests (`unlimited || qtyInStock > 0`, `onSale`) then decide as on the values read by `state`.
 */
function hasStateShape(v: Record<string, unknown>): boolean {
  const { onSale, unlimited, qtyInStock } = v;
  return (onSale === undefined || typeof onSale === 'boolean') && (unlimited === undefined || typeof unlimited === 'boolean') &&
    (qtyInStock === undefined || typeof qtyInStock === 'number');
}

/** The item's price points, or null for an unknown type; a digital good's is its `structuredContent` (see `contextState`). */
export function contextPrices({ content: sc, productType }: ContextItem): ContextProduct<ContextPrice> | null {
  if (productType === null) return null;
  if (productType === 'DIGITAL') return { productType, variants: [pricePoint(sc)] };
  return { productType, variants: variantsOf(sc).map(pricePoint) };
}

/**
 * The item priced by the legacy cent fields `price` and `salePrice`, which `varied-prices?` compares
 * (jsont.md §10); null for an unknown type. A missing number is NaN, unequal even to another
 * missing one (the reference calls two missing prices equal: not aligned, see README).
 */
export function legacyPrices({ content: sc, productType }: ContextItem): PricedProduct | null {
  if (productType === null) return null;
  // Digital goods have one price: never varied, nothing to read.
  if (productType === 'DIGITAL') return { productType, variants: [] };
  return { productType, variants: variantsOf(sc).map(legacyPrice) };
}

function legacyPrice(v: Record<string, unknown>): PricedVariant {
  return { priceCents: num(v.price), salePriceCents: num(v.salePrice), onSale: v.onSale === true };
}

/** The regular price of a price point, with its currency. */
export function priceMoney(p: ContextPrice): Money {
  return { cents: p.priceCents, currency: p.priceCurrency };
}

/** The sale price of a price point, with its currency. */
export function saleMoney(p: ContextPrice): Money {
  return { cents: p.salePriceCents, currency: p.saleCurrency };
}

/** The money a visitor pays for a price point: commerce's `effectivePriceCents`, with its currency. */
export function effectiveMoney(p: ContextPrice): Money {
  return p.onSale ? saleMoney(p) : priceMoney(p);
}
