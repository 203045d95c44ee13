import { createHash } from 'node:crypto';
import { isSupportedCurrency } from '@plinth/commerce';
import type { purchaseGiftCard } from '@plinth/api';
import type { z } from 'zod';
import { canonicalJson } from '../../infra/database/json.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { addEntry, createCart } from '../cart/index.ts';
import { getProduct } from '../catalog/index.ts';
import { deleteCart, saveCheckoutState } from './checkout-state-repository.ts';
import type { CheckoutDeps } from './checkout-service.ts';
import type { CheckoutSite } from './load-checkout.ts';
import { CHECKOUT_MESSAGES as M } from './messages.ts';
import type { PaidOrder } from './order-json.ts';
import { payForCart, type PayDeps } from './pay-workflow.ts';

/*
 * Buying a gift card from the gift-card page: the denomination is the chosen variant; the code is
 * issued by the order and e-mailed to the recipient (features/gift-cards holds the ledger). Redeeming
 * is at checkout (`giftCardCode` of PUT /api/commerce/checkout).
 */

/** A parsed POST /api/commerce/gift-card/purchase body. */
export type GiftCardPurchase = z.infer<typeof purchaseGiftCard.body>;

/**
 * What the purchase is, for its idempotency key: the same key with another recipient or amount is
 * refused (how it is paid and the key itself are left out).
 */
export function giftCardPurchaseFingerprint(purchase: GiftCardPurchase): string {
  const { paymentMethodId: _method, intentId: _intent, idempotencyKey: _key, ...order } = purchase;
  return `gift-card:${createHash('sha256').update(canonicalJson(order)).digest('hex')}`;
}

/**
 * Refuses a purchase that cannot go through (before the payment claims its idempotency key).
 * @throws AppError NOT_FOUND unknown item; INVALID not a gift card / no or unknown denomination
 */
export async function checkGiftCardPurchase(deps: Pick<CheckoutDeps, 'db'>, site: CheckoutSite, purchase: GiftCardPurchase): Promise<void> {
  const product = await getProduct(deps.db, site.id, purchase.itemId);
  if (!product) throw new AppError('NOT_FOUND', M.itemNotFound);
  if (product.productType !== 'GIFT_CARD') throw new AppError('INVALID', M.notGiftCard);
  if (!purchase.sku || !product.variants.some((v) => v.sku === purchase.sku)) throw new AppError('INVALID', M.selectDenomination);
}

/**
 * Buys the gift card: a one-entry gift-card cart with the delivery (recipient, sender, message),
 * paid like a checkout.
 * @param origin where the visitor reached the site, for the e-mail's links
 * @param siteUserId the signed-in customer buying (the order joins the account), or null
 * @throws AppError INVALID a refused entry (the new cart is deleted again); as payForCart
 */
export async function buyGiftCard(deps: PayDeps, site: CheckoutSite, purchase: GiftCardPurchase & { paymentMethodId: string }, origin: string, siteUserId: string | null = null): Promise<PaidOrder> {
  const { db } = deps;
  const now = deps.now();
  const currency = isSupportedCurrency(site.currency) ? site.currency : 'USD';
  // addEntry runs its own transaction: a refused entry deletes the new cart (and its checkout row).
  const cart = await createCart(db, site.id, currency, now);
  const delivery = { recipientEmail: purchase.recipientEmail, senderName: purchase.senderName || null, message: purchase.message || null };
  await saveCheckoutState(db, site.id, cart.id, { kind: 'gift-card', email: purchase.email, delivery }, now);
  const added = await addEntry(db, site.id, cart.id, { itemId: purchase.itemId, sku: purchase.sku as string, quantity: 1 }, now);
  if (!added.ok) {
    await deleteCart(db, site.id, cart.id);
    throw new AppError('INVALID', added.message);
  }
  return payForCart(deps, { site, cartId: cart.id, paymentMethodId: purchase.paymentMethodId, idempotencyKey: purchase.idempotencyKey, origin, siteUserId });
}
