/**
 * Which prices a product shows (jsont.md §9 `from-price`, `normal-price`, `sale-price`,
 * `varied-prices?`; platform.md §3 Product): the variants that carry its price, and the lowest,
 * regular and sale price among them.
 *
 * The selectors return the variant itself (generic in its type), so a caller that reads prices
 * with more attached to them (the template engine keeps each amount's own currency) gets its
 * own object back. Ties go to the first variant, as the hosted builder's do.
 */
import type { ProductType, Variant } from './types.ts';

/** The fields of a variant that the price rules read. */
export type PricedVariant = Pick<Variant, 'priceCents' | 'salePriceCents' | 'onSale'>;

/** A product as the price rules see it: its type (digital goods differ) and its variants. */
export interface PricedProduct<V = PricedVariant> {
  /** Without a type, every variant counts (as for a physical product). */
  productType?: ProductType;
  variants: readonly V[];
}

/**
 * The variants that carry the product's price. A digital good has one price, on the product
 * itself (`structuredContent.priceMoney`, `salePriceMoney`, `onSale`): in the domain shape that is
 * its first variant, which the server writes those fields from. Every other type: all variants.
 * @example pricedVariants({ productType: 'DIGITAL', variants: [a, b] }) // [a]
 */
export function pricedVariants<V>(product: PricedProduct<V>): readonly V[] {
  return product.productType === 'DIGITAL' && product.variants.length > 1 ? product.variants.slice(0, 1) : product.variants;
}

/**
 * The price a visitor pays for a variant: the sale price when it is on sale.
 * @example effectivePriceCents({ priceCents: 3000, salePriceCents: 2000, onSale: true }) // 2000
 */
export function effectivePriceCents(variant: PricedVariant): number {
  return variant.onSale ? variant.salePriceCents : variant.priceCents;
}

/**
 * Whether prices differ between variants (the `varied-prices?` predicate): a variant differs from
 * the first in `onSale`, in price, or, when the first is on sale, in sale price. Digital goods
 * have one price: never varied.
 */
export function hasVariedPrices(product: PricedProduct): boolean {
  if (product.productType === 'DIGITAL') return false;
  const [first, ...rest] = product.variants;
  if (!first) return false;
  return rest.some(
    (variant) =>
      variant.onSale !== first.onSale ||
      variant.priceCents !== first.priceCents ||
      (first.onSale && variant.salePriceCents !== first.salePriceCents),
  );
}

/**
 * The variant of the lowest effective price: what a "from" price shows. Null without variants.
 * @example fromPriceVariant(product)?.salePriceCents // 1500 when the cheapest is on sale at 1500
 */
export function fromPriceVariant<V extends PricedVariant>(product: PricedProduct<V>): V | null {
  let best: V | null = null;
  for (const variant of pricedVariants(product)) {
    if (best === null || effectivePriceCents(variant) < effectivePriceCents(best)) best = variant;
  }
  return best;
}

/**
 * The variant of the highest regular price: the price shown when not on sale, and struck
 * through beside the sale price. Null without variants.
 */
export function regularPriceVariant<V extends PricedVariant>(product: PricedProduct<V>): V | null {
  let best: V | null = null;
  for (const variant of pricedVariants(product)) if (best === null || variant.priceCents > best.priceCents) best = variant;
  return best;
}

/** The on-sale variant of the lowest sale price; null when none is on sale. */
export function salePriceVariant<V extends PricedVariant>(product: PricedProduct<V>): V | null {
  let best: V | null = null;
  for (const variant of pricedVariants(product)) {
    if (variant.onSale && (best === null || variant.salePriceCents < best.salePriceCents)) best = variant;
  }
  return best;
}

/**
 * Lowest and highest effective price over the priced variants ({0, 0} without variants).
 * @example priceRange(product) // { minCents: 1500, maxCents: 2500 }
 */
export function priceRange(product: PricedProduct): { minCents: number; maxCents: number } {
  const variants = pricedVariants(product);
  if (variants.length === 0) return { minCents: 0, maxCents: 0 };
  const prices = variants.map(effectivePriceCents);
  return { minCents: Math.min(...prices), maxCents: Math.max(...prices) };
}
