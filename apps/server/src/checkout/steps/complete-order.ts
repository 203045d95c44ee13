import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SubscriptionPlan } from '../../db/catalog-rows.ts';
import { completeIdempotencyKey } from '../../db/idempotency.ts';
import { createOrder, type OrderRecord, type ShippingAddress } from '../../db/orders.ts';
import { markPaymentSucceeded } from '../../db/payments.ts';
import type { Schema } from '../../db/schema.ts';
import { insertStockMovement } from '../../db/stock-movements.ts';
import { createSubscription, type SubscriptionRecord } from '../../db/subscriptions.ts';
import { issueGiftCard } from '../../db/gift-cards.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { Answer } from '../idempotent.ts';
import { confirmationUrl, orderJson } from '../order-json.ts';
import type { Reservation } from './reserve-payment.ts';

/** A gift card issued by an order, with its plain code (for the e-mail only). */
export interface IssuedGiftCard {
  code: string;
  amountCents: number;
  recipientEmail: string;
}

/** What the completed order left behind. */
export interface CompletedOrder {
  order: OrderRecord;
  accessToken: string;
  giftCards: IssuedGiftCard[];
  subscription: SubscriptionRecord | null;
  answer: Answer;
}

/** Input of {@link completeOrder}. */
export interface CompleteOrderInput {
  reservation: Reservation;
  charge: { providerPaymentId: string | null; testMode: boolean };
  /** The plan of a subscription cart's product. */
  subscriptionPlan: SubscriptionPlan | null;
  idempotency: { websiteId: string; key: string };
  now: number;
}

const ATTEMPTS = 5;

/**
 * Step: after the charge, records everything in ONE transaction — the order and its items, the cart
 * purchased, the payment succeeded, the stock movements, the gift cards the order bought, the
 * subscription, and the idempotency key's answer — so a crash leaves either all of it or none.
 * Order numbers are per site (max + 1), taken under a lock on the site's row; a unique-number clash
 * that still happens (another writer of orders) retries the transaction.
 * @throws the database error after {@link ATTEMPTS} tries (the caller refunds the charge)
 */
export async function completeOrder(db: Kysely<Schema>, input: CompleteOrderInput): Promise<CompletedOrder> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute((tx) => writeOrder(tx, input));
    } catch (error) {
      if (attempt >= ATTEMPTS || !isUniqueViolation(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}

async function writeOrder(tx: Kysely<Schema>, input: CompleteOrderInput): Promise<CompletedOrder> {
  const { reservation, charge, now } = input;
  const { site, cart, state, totals, currency } = reservation.checkout;
  const email = state.email as string;
  // Orders of one site are numbered max + 1: lock the site's row first (a no-op update; readers are
  // not blocked) so concurrent orders on PostgreSQL take numbers one after the other instead of
  // colliding and retrying. SQLite has one writer anyway.
  await tx.updateTable('websites').set((eb) => ({ content_version: eb.ref('content_version') })).where('id', '=', site.id).execute();
  const order = await createOrder(tx, {
    websiteId: site.id,
    purchasedCartId: cart.id,
    testMode: charge.testMode,
    customerEmail: email,
    currency,
    subtotalCents: totals.subtotalCents,
    taxCents: totals.taxCents,
    shippingCents: totals.shippingCostCents,
    discountCents: totals.discountCents,
    grandTotalCents: totals.orderTotalCents,
    shippingAddress: (state.shippingAddress as ShippingAddress | null) ?? null,
    items: cart.entries.map((e) => ({ itemId: e.itemId, variantId: e.variantId, sku: e.sku, productName: e.title, quantity: e.quantity, unitPriceCents: e.unitPriceCents })),
    now,
  });
  await tx.updateTable('carts').set({ is_purchased: 1, order_id: order.id, updated_at: now }).where('id', '=', cart.id).where('website_id', '=', site.id).execute();
  const accessToken = randomBytes(18).toString('base64url');
  await markPaymentSucceeded(tx, reservation.paymentId, { providerPaymentId: charge.providerPaymentId, orderId: order.id, accessToken }, now);

  for (const line of reservation.taken) {
    if (line.unlimited) continue;
    await insertStockMovement(tx, { websiteId: site.id, contributorId: null, now }, { variantId: line.variantId, delta: -line.quantity, qtyAfter: line.qtyAfter, reason: 'order' });
  }

  const giftCards: IssuedGiftCard[] = [];
  const recipientEmail = state.delivery?.recipientEmail ?? email;
  for (const entry of cart.entries) {
    if (entry.productType !== 'GIFT_CARD') continue;
    for (let unit = 0; unit < entry.quantity; unit++) {
      const card = await issueGiftCard(tx, { websiteId: site.id, amountCents: entry.unitPriceCents, currency, orderId: order.id, recipientEmail, now });
      giftCards.push({ code: card.code, amountCents: card.initialCents, recipientEmail });
    }
  }

  let subscription: SubscriptionRecord | null = null;
  const entry = cart.entries[0];
  if (state.kind === 'subscription' && input.subscriptionPlan && entry) {
    subscription = await createSubscription(tx, {
      websiteId: site.id,
      orderId: order.id,
      itemId: entry.itemId,
      variantId: entry.variantId,
      sku: entry.sku,
      quantity: entry.quantity,
      unitPriceCents: entry.unitPriceCents,
      currency,
      customerEmail: email,
      billingPeriod: input.subscriptionPlan.billingPeriod,
      numBillingCycles: input.subscriptionPlan.numBillingCycles,
      now,
    });
  }

  const answer: Answer = { status: 200, body: { order: orderJson(order, reservation.giftCardCents), confirmationUrl: confirmationUrl(order.id, accessToken) } };
  await completeIdempotencyKey(tx, input.idempotency.websiteId, input.idempotency.key, answer, now);
  return { order, accessToken, giftCards, subscription, answer };
}
