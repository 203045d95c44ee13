import { meetsMinimumSubtotal, minimumSubtotalMessage } from '@plinth/commerce';
import { AppError } from '../../infra/errors/app-error.ts';
import { CHECKOUT_MESSAGES as M } from './messages.ts';
import type { LoadedCheckout } from './load-checkout.ts';

/**
 * The most an order may be worth, in minor units: the money columns are 32-bit integers, and a
 * bigger total (a dear product times 9999) failed in PostgreSQL mid-payment (a 500).
 */
export const MAX_ORDER_CENTS = 2_147_483_647;

/**
 * Why this checkout cannot be paid yet, as an AppError refusal, or null when it can. Checked in
 * the order a visitor fixes them: the cart (and its size), the e-mail, the address, shipping, the
 * minimum subtotal.
 */
export function checkoutProblem(checkout: LoadedCheckout): AppError | null {
  const { cart, state, totals, settings } = checkout;
  if (cart.isPurchased) return new AppError('CONFLICT', M.alreadyPurchased);
  if (cart.entries.length === 0) return new AppError('NOT_FOUND', M.emptyCart);
  const amounts = [totals.subtotalCents, totals.discountCents, totals.shippingCostCents, totals.taxCents, totals.orderTotalCents];
  if (amounts.some((cents) => cents > MAX_ORDER_CENTS)) return new AppError('INVALID', M.orderTooLarge);
  if (!state.email) return new AppError('INVALID', M.emailMissing);
  if (totals.requiresShipping && !state.shippingAddress) return new AppError('INVALID', M.addressMissing);
  if (!totals.shippingAvailable) return new AppError('INVALID', M.noShipping);
  if (!meetsMinimumSubtotal(totals.subtotalCents, settings.minimumSubtotalCents)) {
    return new AppError('INVALID', minimumSubtotalMessage(settings.minimumSubtotalCents, checkout.currency));
  }
  return null;
}

/** Throws {@link checkoutProblem}'s refusal, if any. */
export function assertPayable(checkout: LoadedCheckout): void {
  const problem = checkoutProblem(checkout);
  if (problem) throw problem;
}
