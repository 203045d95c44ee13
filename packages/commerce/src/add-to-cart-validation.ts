/**
 * Add-to-cart validation (storefront.md §5), run in the browser before the
 * request and on the server when it arrives.
 */
import { MESSAGES, selectOptionsMessage } from './messages.ts';
import { findVariant, unselectedOptions } from './product-options.ts';
import { tracksStock } from './product-rules.ts';
import { parseQuantity } from './quantity.ts';
import type { Product, Variant } from './types.ts';

export interface AddToCartRequest {
  product: Product;
  /** Option name → chosen value; '' or missing = not chosen. */
  selected: Record<string, string>;
  /** The quantity input's text ('1' when the input is not shown). */
  quantityText: string;
  /** Units of this variant already in the cart; default 0. */
  quantityInCart?: number;
  /** Gift cards only: the chosen denomination in minor units. */
  denominationCents?: number | null;
}

export type AddToCartResult = { ok: true; variant: Variant; quantity: number } | { ok: false; message: string };

const fail = (message: string): AddToCartResult => ({ ok: false, message });

/** A gift card needs a positive whole denomination, one of the offered ones if any are listed. */
function hasDenomination(product: Product, cents: number | null | undefined): boolean {
  if (typeof cents !== 'number' || !Number.isInteger(cents) || cents <= 0) return false;
  const offered = product.giftCardDenominations ?? [];
  return offered.length === 0 || offered.includes(cents);
}

/**
 * Checks an add-to-cart request, in order: gift-card denomination, unselected
 * options, a matching variant, quantity is a number, quantity is whole, stock
 * (physical and service products only; unlimited variants always pass).
 * @example validateAddToCart({ product, selected: { Size: '' }, quantityText: '1' })
 * // { ok: false, message: 'Please select the Size option.' }
 */
export function validateAddToCart(request: AddToCartRequest): AddToCartResult {
  const { product, selected, quantityText, quantityInCart = 0 } = request;
  if (product.productType === 'GIFT_CARD' && !hasDenomination(product, request.denominationCents)) {
    return fail(MESSAGES.addToCart.giftCardDenomination);
  }
  const missing = unselectedOptions(product, selected);
  if (missing.length > 0) return fail(selectOptionsMessage(missing));

  const variant = findVariant(product, selected);
  if (!variant) return fail(MESSAGES.addToCart.variantUnavailable);

  const parsed = parseQuantity(quantityText);
  if (!parsed.ok) {
    return fail(parsed.reason === 'not-whole' ? MESSAGES.addToCart.quantityNotWhole : MESSAGES.addToCart.quantityNotNumber);
  }
  const quantity = parsed.quantity;
  if (tracksStock(product) && !variant.unlimited && quantity + quantityInCart > variant.qtyInStock) {
    return fail(MESSAGES.addToCart.notEnoughStock);
  }
  return { ok: true, variant, quantity };
}

export interface StockResult {
  unlimited: boolean;
  qtyInStock: number;
}

/**
 * Stock check before a product form opens (storefront.md §5): in stock when any
 * inventory result is unlimited or holds more than the cart already has.
 * @example isInStockForForm([{ unlimited: false, qtyInStock: 2 }], 2) // false
 */
export function isInStockForForm(results: readonly StockResult[], quantityInCart: number): boolean {
  return results.some((result) => result.unlimited || result.qtyInStock > quantityInCart);
}
