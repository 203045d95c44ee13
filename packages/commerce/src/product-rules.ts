/**
 * Product display rules (platform.md §4-5, jsont.md §9): sold out, on sale,
 * prices and whether the quantity input is shown.
 */
import type { Product, Variant } from './types.ts';

export type DisplayState = 'sold-out' | 'on-sale' | 'normal';

/** Stock is only tracked for goods that run out: physical products and services. */
export function tracksStock(product: Pick<Product, 'productType'>): boolean {
  return product.productType === 'PHYSICAL' || product.productType === 'SERVICE';
}

/**
 * A physical or service product is sold out unless some variant is unlimited or
 * has stock; digital products and gift cards are never sold out.
 * @example isSoldOut({ productType: 'PHYSICAL', variants: [{ unlimited: false, qtyInStock: 0 }] }) // true
 */
export function isSoldOut(product: Pick<Product, 'productType' | 'variants'>): boolean {
  if (!tracksStock(product)) return false;
  return !product.variants.some((variant) => variant.unlimited || variant.qtyInStock > 0);
}

/** A product is on sale when any of its variants is. */
export function isOnSale(product: Pick<Product, 'variants'>): boolean {
  return product.variants.some((variant) => variant.onSale);
}

/**
 * Which badge a product shows; sold out wins over on sale (platform.md §4).
 * @example displayState(soldOutProductOnSale) // 'sold-out'
 */
export function displayState(product: Pick<Product, 'productType' | 'variants'>): DisplayState {
  if (isSoldOut(product)) return 'sold-out';
  return isOnSale(product) ? 'on-sale' : 'normal';
}

/**
 * The price a visitor pays for a variant: the sale price when it is on sale.
 * @example effectivePriceCents({ priceCents: 3000, salePriceCents: 2000, onSale: true }) // 2000
 */
export function effectivePriceCents(variant: Pick<Variant, 'priceCents' | 'salePriceCents' | 'onSale'>): number {
  return variant.onSale ? variant.salePriceCents : variant.priceCents;
}

/**
 * Whether prices differ between variants (the `varied-prices?` predicate): a
 * variant differs from the first in `onSale`, in price, or, when the first is on
 * sale, in sale price. Digital products have one price: never varied.
 */
export function hasVariedPrices(product: Pick<Product, 'productType' | 'variants'>): boolean {
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
 * Lowest and highest effective price over the variants ({0, 0} without variants).
 * @example priceRange(product) // { minCents: 1500, maxCents: 2500 }
 */
export function priceRange(product: Pick<Product, 'variants'>): { minCents: number; maxCents: number } {
  if (product.variants.length === 0) return { minCents: 0, maxCents: 0 };
  const prices = product.variants.map(effectivePriceCents);
  return { minCents: Math.min(...prices), maxCents: Math.max(...prices) };
}

/**
 * Units in stock over all variants; Infinity when any variant is unlimited.
 * Negative stock counts as none.
 */
export function totalStock(product: Pick<Product, 'variants'>): number {
  let total = 0;
  for (const variant of product.variants) {
    if (variant.unlimited) return Infinity;
    total += Math.max(0, variant.qtyInStock);
  }
  return total;
}

export interface QuantityInputSettings {
  /** `websiteSettings.storeSettings.multipleQuantityAllowedForServices`; default true. */
  multipleQuantityAllowedForServices?: boolean;
}

/**
 * Whether the quantity input is rendered (platform.md §5): physical products,
 * or services when multiple quantity is allowed; never for subscribable
 * products; only when total stock is above 1.
 * @example showsQuantityInput(serviceProduct, { multipleQuantityAllowedForServices: false }) // false
 */
export function showsQuantityInput(
  product: Pick<Product, 'productType' | 'variants' | 'isSubscribable'>,
  { multipleQuantityAllowedForServices = true }: QuantityInputSettings = {},
): boolean {
  const typeAllows =
    product.productType === 'PHYSICAL' || (product.productType === 'SERVICE' && multipleQuantityAllowedForServices);
  return typeAllows && !product.isSubscribable && totalStock(product) > 1;
}
