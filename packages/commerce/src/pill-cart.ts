/**
 * The pill-shaped mini cart: when it shows, and its count and spoken label
 * (storefront.md §2, §4, §9; platform.md §9).
 */
import { formatMoney } from './money.ts';
import type { CurrencyCode } from './currencies.ts';
import { fillMessage, MESSAGES } from './messages.ts';

/** Counts above this read '100+'. */
export const PILL_CART_COUNT_CAP = 100;

const labels = MESSAGES.cartLabel;

/**
 * The count text: '1 item', 'N items', '100+ items' once the count exceeds 100.
 * @example pillCartCountText(101) // '100+ items'
 */
export function pillCartCountText(count: number): string {
  if (count > PILL_CART_COUNT_CAP) return `${labels.overflowCount} ${labels.itemPlural}`;
  return `${count} ${count === 1 ? labels.itemSingular : labels.itemPlural}`;
}

/**
 * The cart link's accessible label.
 * @example cartAriaLabel(0) // 'Cart'
 * @example cartAriaLabel(3) // '3 items in cart'
 */
export function cartAriaLabel(count: number): string {
  if (count <= 0) return labels.emptyAria;
  if (count === 1) return labels.oneAria;
  if (count > PILL_CART_COUNT_CAP) return labels.overflowAria;
  return fillMessage(labels.manyAria, { n: count });
}

/**
 * The pill cart's subtotal, zero fractions trimmed (§9).
 * @example pillCartSubtotalText(2000, 'USD') // '$20'
 */
export function pillCartSubtotalText(subtotalCents: number, currency: CurrencyCode): string {
  return formatMoney(subtotalCents, currency, { trimZeroFractions: true });
}

export interface PillCartPage {
  count: number;
  /** The request path, e.g. '/shop/p/mug'. */
  path: string;
  expressCheckout: boolean;
  customCart: boolean;
}

/**
 * The pill cart shows with at least one item, off the /cart page, outside
 * express checkout, and when the site has no custom cart (§2).
 */
export function showsPillCart({ count, path, expressCheckout, customCart }: PillCartPage): boolean {
  const onCartPage = path.replace(/\/+$/, '') === '/cart';
  return count >= 1 && !onCartPage && !expressCheckout && !customCart;
}
