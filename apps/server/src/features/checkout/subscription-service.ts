import { canSubscribe, isSupportedCurrency, subscriptionPriceText, validateSubscriptionRequest, type SubscriptionPlan } from '@plinth/commerce';
import type { createSubscriptionCart as createSubscriptionCartRoute, paySubscriptionCart } from '@plinth/api';
import type { z } from 'zod';
import { AppError } from '../../infra/errors/app-error.ts';
import { addEntry, createCart, findCartByToken, type CartRef } from '../cart/index.ts';
import { getProduct, type ProductRecord } from '../catalog/index.ts';
import { checkoutJson, type CheckoutAnswer } from './checkout-json.ts';
import { deleteCart, saveCheckoutState } from './checkout-state-repository.ts';
import { saveCheckoutUpdate, type CheckoutDeps } from './checkout-service.ts';
import { loadCheckout, type CheckoutSite, type LoadedCheckout } from './load-checkout.ts';
import { CHECKOUT_MESSAGES as M } from './messages.ts';
import { assertPayable } from './validate-checkout.ts';

/*
 * Subscription purchases (storefront.md §7, platform.md §5): a one-entry subscription cart made from
 * the product page, read by the subscription page, and paid like a checkout — the order also stores
 * the subscription (billing period, cycles, next billing date; features/subscriptions).
 */

/** A parsed POST /api/3/commerce/cart/subscription body. */
export type SubscriptionRequest = z.infer<typeof createSubscriptionCartRoute.body>;

/** What the subscription page's pay request enters with the payment. */
export type SubscriptionContact = Pick<z.infer<typeof paySubscriptionCart.body>, 'email' | 'shippingAddress' | 'shippingOptionId'>;

/** The subscription page's answer: the checkout plus the plan. */
export interface SubscriptionAnswer extends CheckoutAnswer {
  subscription: { billingPeriod: SubscriptionPlan['billingPeriod'] | null; numBillingCycles: number | null; priceText: string | null };
}

/** Why a product cannot be sold as a subscription, or null when it can. */
function subscriptionRefusal(product: ProductRecord): string | null {
  if (!canSubscribe(product.productType)) return M.subscriptionTypeRefused;
  if (!product.isSubscribable || !product.subscriptionPlan) return M.notSubscribable;
  return null;
}

/**
 * Makes a one-entry subscription cart for a subscribable physical or service product.
 * @returns the new cart's token (the subscription page's address)
 * @throws AppError NOT_FOUND unknown item; INVALID not subscribable / bad variant or quantity; CONFLICT not enough stock
 */
export async function createSubscriptionCart(deps: Pick<CheckoutDeps, 'db' | 'now'>, site: CheckoutSite, request: SubscriptionRequest): Promise<{ cartToken: string }> {
  const { db } = deps;
  const product = await getProduct(db, site.id, request.itemId);
  if (!product) throw new AppError('NOT_FOUND', M.itemNotFound);
  const refusal = subscriptionRefusal(product);
  if (refusal) throw new AppError('INVALID', refusal);
  const checked = validateSubscriptionRequest({ product, sku: request.sku, qty: request.qty });
  if (!checked.ok) throw new AppError(checked.reason === 'NOT_ENOUGH_STOCK' ? 'CONFLICT' : 'INVALID', checked.message);

  const currency = isSupportedCurrency(site.currency) ? site.currency : 'USD';
  const now = deps.now();
  // addEntry runs its own transaction (it locks the cart): a refused entry deletes the new cart
  // again (its checkout row goes with it), so no empty subscription cart is left behind.
  const cart = await createCart(db, site.id, currency, now);
  await saveCheckoutState(db, site.id, cart.id, { kind: 'subscription' }, now);
  const added = await addEntry(db, site.id, cart.id, { itemId: request.itemId, sku: request.sku, quantity: checked.quantity, additionalFields: request.additionalFields }, now);
  if (!added.ok) {
    await deleteCart(db, site.id, cart.id);
    throw new AppError(added.reason === 'insufficient-stock' ? 'CONFLICT' : 'INVALID', added.message);
  }
  return { cartToken: cart.token };
}

/**
 * The subscription cart a token names, with its checkout.
 * @throws AppError NOT_FOUND 'Cart not found.' for an unknown token or a cart of another kind
 */
export async function findSubscriptionCart(deps: Pick<CheckoutDeps, 'db' | 'now'>, site: CheckoutSite, cartToken: string): Promise<{ cart: CartRef; loaded: LoadedCheckout }> {
  const cart = await findCartByToken(deps.db, site.id, cartToken);
  const loaded = cart ? await loadCheckout(deps.db, site, cart.id, deps.now()) : null;
  if (!cart || !loaded || loaded.state.kind !== 'subscription') throw new AppError('NOT_FOUND', M.cartNotFound);
  return { cart, loaded };
}

/** The subscription page's answer: the checkout, the plan and its price text ('$19.00 every month'). */
export async function readSubscriptionCart(deps: CheckoutDeps, site: CheckoutSite, cartToken: string): Promise<SubscriptionAnswer> {
  const { loaded } = await findSubscriptionCart(deps, site, cartToken);
  const entry = loaded.cart.entries[0];
  const product = entry ? await getProduct(deps.db, site.id, entry.itemId) : null;
  const plan = product?.subscriptionPlan ?? null;
  return {
    ...checkoutJson(loaded, await deps.providerFor(site.id)),
    subscription: {
      billingPeriod: plan?.billingPeriod ?? null,
      numBillingCycles: plan?.numBillingCycles ?? null,
      priceText: plan && entry ? subscriptionPriceText({ priceCents: entry.unitPriceCents * entry.quantity, currency: loaded.currency, billingPeriod: plan.billingPeriod, numBillingCycles: plan.numBillingCycles }) : null,
    },
  };
}

/**
 * Saves what the pay request entered (e-mail, address, shipping) and refuses a subscription cart
 * that cannot be paid yet (before the payment claims its idempotency key).
 * @throws AppError as saveCheckoutUpdate and checkoutProblem
 */
export async function prepareSubscriptionPayment(deps: Pick<CheckoutDeps, 'db' | 'now'>, site: CheckoutSite, cartId: string, contact: SubscriptionContact): Promise<void> {
  const { email, shippingAddress, shippingOptionId } = contact;
  await saveCheckoutUpdate(deps.db, site, cartId, { email, shippingAddress, shippingOptionId }, deps.now());
  const loaded = await loadCheckout(deps.db, site, cartId, deps.now());
  if (!loaded) throw new AppError('NOT_FOUND', M.cartNotFound);
  assertPayable(loaded);
}
