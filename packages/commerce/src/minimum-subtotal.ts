/**
 * The store's minimum order subtotal (storefront.md §8: 'To check out, your
 * order subtotal must be {subtotal} or more.').
 */
import type { CurrencyCode } from './currencies.ts';
import { MESSAGES, fillMessage } from './messages.ts';
import { formatMoney } from './money.ts';

/**
 * Tells whether a subtotal may check out: it is at least the minimum ("or
 * more"). A minimum of 0 or less, or none, is always met.
 * @example meetsMinimumSubtotal(2500, 2500) // true
 * @example meetsMinimumSubtotal(2499, 2500) // false
 */
export function meetsMinimumSubtotal(subtotalCents: number, minimumCents: number | null | undefined): boolean {
  return minimumCents == null || minimumCents <= 0 || subtotalCents >= minimumCents;
}

/**
 * The checkout-blocked text with the minimum formatted in the store currency
 * (all fraction digits shown).
 * @example minimumSubtotalMessage(2500, 'USD') // 'To check out, your order subtotal must be $25.00 or more.'
 */
export function minimumSubtotalMessage(minimumCents: number, currency: CurrencyCode): string {
  return fillMessage(MESSAGES.cart.minimumSubtotal, { subtotal: formatMoney(minimumCents, currency) });
}
