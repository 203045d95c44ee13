import { isSupportedCurrency, normalizeCouponCode } from '@plinth/commerce';
import type { updateCheckout as updateCheckoutRoute } from '@plinth/api';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { findCartByToken, type CartRef } from '../cart/index.ts';
import { redeemableGiftCardCode } from '../gift-cards/index.ts';
import { shippingRateExists } from '../shipping-taxes/index.ts';
import { saveCheckoutState, type CheckoutStatePatch } from './checkout-state-repository.ts';
import { checkoutJson, type CheckoutAnswer } from './checkout-json.ts';
import { loadCheckout, type CheckoutSite, type LoadedCheckout } from './load-checkout.ts';
import { CHECKOUT_MESSAGES as M } from './messages.ts';
import { payDepsFor, type CheckoutDeps } from './site-payments.ts';
import { assertPayable } from './validate-checkout.ts';

/*
 * The visitor's checkout (docs/checkout-api.md): read it, change it, and check that it can be paid.
 * Paying is pay-workflow.ts.
 */

export type { CheckoutDeps } from './site-payments.ts';

/** A parsed PUT /api/commerce/checkout body. */
export type CheckoutUpdate = z.infer<typeof updateCheckoutRoute.body>;

/**
 * The visitor's open cart, by its cookie token.
 * @throws AppError NOT_FOUND 'You have nothing in your shopping cart.' without one
 */
export async function findVisitorCart(db: Kysely<Schema>, websiteId: string, token: string | null | undefined): Promise<CartRef> {
  const cart = token ? await findCartByToken(db, websiteId, token) : null;
  if (!cart) throw new AppError('NOT_FOUND', M.emptyCart);
  return cart;
}

/**
 * A cart's checkout with its totals, when there is something to check out.
 * @throws AppError NOT_FOUND for a purchased or empty cart
 */
export async function openCheckout(deps: Pick<CheckoutDeps, 'db' | 'now'>, site: CheckoutSite, cartId: string): Promise<LoadedCheckout> {
  const loaded = await loadCheckout(deps.db, site, cartId, deps.now());
  if (!loaded || loaded.cart.isPurchased || loaded.cart.entries.length === 0) throw new AppError('NOT_FOUND', M.emptyCart);
  return loaded;
}

/** The checkout answer of a cart: `{ cart, checkout }`. */
export async function readCheckout(deps: CheckoutDeps, site: CheckoutSite, cartId: string): Promise<CheckoutAnswer> {
  const loaded = await openCheckout(deps, site, cartId);
  return checkoutJson(loaded, (await payDepsFor(deps, site.id)).provider);
}

/** Saves what the visitor entered ({@link saveCheckoutUpdate}) and answers the checkout. */
export async function changeCheckout(deps: CheckoutDeps, site: CheckoutSite, cartId: string, update: CheckoutUpdate): Promise<CheckoutAnswer> {
  await openCheckout(deps, site, cartId);
  await saveCheckoutUpdate(deps.db, site, cartId, update, deps.now());
  return readCheckout(deps, site, cartId);
}

/**
 * Refuses a checkout that cannot be paid yet (before a payment claims its idempotency key).
 * @throws AppError as checkoutProblem (validate-checkout.ts)
 */
export async function assertCheckoutPayable(deps: Pick<CheckoutDeps, 'db' | 'now'>, site: CheckoutSite, cartId: string): Promise<void> {
  assertPayable(await openCheckout(deps, site, cartId));
}

/**
 * Checks and saves what the visitor entered. A shipping option must be one the site offers; a
 * gift card must exist on this site, in its currency, with a balance (refused with INVALID and not
 * saved). Coupon codes are saved as typed (trimmed, once each): unknown ones come back in
 * `invalidCoupons`, as the cart shows them.
 */
export async function saveCheckoutUpdate(db: Kysely<Schema>, site: CheckoutSite, cartId: string, update: Partial<CheckoutUpdate>, now: number): Promise<void> {
  const patch: CheckoutStatePatch = {};
  if (update.email !== undefined) patch.email = update.email;
  if (update.shippingAddress !== undefined) patch.shippingAddress = update.shippingAddress;
  if (update.shippingOptionId !== undefined) {
    if (update.shippingOptionId !== null) {
      if (!(await shippingRateExists(db, site.id, update.shippingOptionId))) throw new AppError('INVALID', M.shippingOptionUnknown);
    }
    patch.shippingOptionId = update.shippingOptionId;
  }
  if (update.couponCodes !== undefined) {
    const seen = new Set<string>();
    patch.couponCodes = update.couponCodes.filter((code) => !seen.has(normalizeCouponCode(code)) && seen.add(normalizeCouponCode(code)));
  }
  if (update.giftCardCode !== undefined) {
    if (update.giftCardCode === null || update.giftCardCode === '') patch.giftCardCode = null;
    else patch.giftCardCode = await redeemableGiftCardCode(db, site.id, update.giftCardCode, isSupportedCurrency(site.currency) ? site.currency : 'USD');
  }
  await saveCheckoutState(db, site.id, cartId, patch, now);
}
