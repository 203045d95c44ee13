/**
 * Product display rules (platform.md §4-5, jsont.md §9): sold out, on sale,
 * variants and whether the quantity input is shown. Prices are in product-prices.ts.
 */
import { pricedVariants, type PricedProduct } from './product-prices.ts';
import type { Product, Variant } from './types.ts';

export type DisplayState = 'sold-out' | 'on-sale' | 'normal';

/** The fields of a variant that the stock rules read. */
export type StockedVariant = Pick<Variant, 'qtyInStock' | 'unlimited'>;

/** Stock is only tracked for goods that run out: physical products and services. */
export function tracksStock(product: Pick<Product, 'productType'>): boolean {
  return product.productType === 'PHYSICAL' || product.productType === 'SERVICE';
}

/**
 * A physical or service product is sold out unless some variant is unlimited or
 * has stock; digital products and gift cards are never sold out.
 * @example isSoldOut({ productType: 'PHYSICAL', variants: [{ unlimited: false, qtyInStock: 0 }] }) // true
 */
export function isSoldOut(product: Pick<Product, 'productType'> & { variants: readonly StockedVariant[] }): boolean {
  if (!tracksStock(product)) return false;
  return !product.variants.some((variant) => variant.unlimited || variant.qtyInStock > 0);
}

/**
 * A product is on sale when any of its priced variants is: any variant, or for a digital good
 * its one price (the first variant; see `pricedVariants`).
 * @example isOnSale({ productType: 'DIGITAL', variants: [notOnSale, onSale] }) // false
 */
export function isOnSale(product: PricedProduct<Pick<Variant, 'onSale'>>): boolean {
  return pricedVariants(product).some((variant) => variant.onSale);
}

/**
 * Which badge a product shows; sold out wins over on sale (platform.md §4).
 * @example displayState(soldOutProductOnSale) // 'sold-out'
 */
export function displayState(
  product: Pick<Product, 'productType'> & { variants: readonly (StockedVariant & Pick<Variant, 'onSale'>)[] },
): DisplayState {
  if (isSoldOut(product)) return 'sold-out';
  return isOnSale(product) ? 'on-sale' : 'normal';
}

/**
 * Whether a product has variants to choose from (`has-variants?`): more than one, and not a
 * digital good (one price, nothing to choose).
 */
export function hasVariants(product: Pick<Product, 'productType'> & { variants: readonly unknown[] }): boolean {
  return product.productType !== 'DIGITAL' && product.variants.length > 1;
}

/**
 * Units in stock over all variants; Infinity when any variant is unlimited.
 * Negative stock counts as none.
 */
export function totalStock(product: { variants: readonly StockedVariant[] }): number {
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
