import { meetsMinimumSubtotal, minimumSubtotalMessage } from '@plinth/commerce';
import { HttpError } from '../http/errors.ts';
import { CHECKOUT_MESSAGES as M } from './checkout-messages.ts';
import type { LoadedCheckout } from './load-checkout.ts';

/**
 * Step: why this checkout cannot be paid yet, as an HTTP refusal, or null when it can. Checked in
 * the order a visitor fixes them: the cart, the e-mail, the address, shipping, the minimum subtotal.
 */
export function checkoutProblem(checkout: LoadedCheckout): HttpError | null {
  const { cart, state, totals, settings } = checkout;
  if (cart.isPurchased) return new HttpError(409, M.alreadyPurchased);
  if (cart.entries.length === 0) return new HttpError(404, M.emptyCart);
  if (!state.email) return new HttpError(400, M.emailMissing);
  if (totals.requiresShipping && !state.shippingAddress) return new HttpError(400, M.addressMissing);
  if (!totals.shippingAvailable) return new HttpError(400, M.noShipping);
  if (!meetsMinimumSubtotal(totals.subtotalCents, settings.minimumSubtotalCents)) {
    return new HttpError(400, minimumSubtotalMessage(settings.minimumSubtotalCents, checkout.currency));
  }
  return null;
}

/** Throws {@link checkoutProblem}'s refusal, if any. */
export function assertPayable(checkout: LoadedCheckout): void {
  const problem = checkoutProblem(checkout);
  if (problem) throw problem;
}
