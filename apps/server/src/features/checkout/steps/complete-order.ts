import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { getProduct, insertStockMovement, type SubscriptionPlan } from '../../catalog/index.ts';
import { markCartPurchased } from '../checkout-state-repository.ts';
import { completeIdempotencyKey } from '../idempotency-repository.ts';
import { successAnswer } from '../idempotent.ts';
import { createOrder, type OrderRecord, type ShippingAddress } from '../../orders/index.ts';
import { attachOrderToPayment, markPaymentSucceeded } from '../payments-repository.ts';
import type { Schema } from '../../../infra/database/schema.ts';
import { AppError } from '../../../infra/errors/app-error.ts';
import { createSubscription, type SubscriptionRecord } from '../../subscriptions/index.ts';
import { issueGiftCard } from '../../gift-cards/index.ts';
import { recordOrderTaxLines } from '../../shipping-taxes/index.ts';
import { confirmDiscountUses } from '../../discounts/index.ts';
import { isUniqueViolation } from '../../../infra/database/unique-violation.ts';
import { CHECKOUT_MESSAGES as M } from '../messages.ts';
import { confirmationUrl, orderJson, type PaidOrder } from '../order-json.ts';
import { PaymentLeftPending, type PaymentCharge, type PaymentContext } from '../payment-context.ts';
import { Halt, type Step } from '../workflow/run-steps.ts';
import { recordOrderEmails } from './send-order-emails.ts';
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
  /** What the pay request answers (stored under its idempotency key too). */
  paid: PaidOrder;
}

/** Input of {@link completeOrder}. */
export interface CompleteOrderInput {
  reservation: Reservation;
  charge: PaymentCharge;
  /** The plan of a subscription cart's product. */
  subscriptionPlan: SubscriptionPlan | null;
  now: number;
  /** Records the order's e-mails in the same transaction (send-order-emails.ts), so the order never commits without them. */
  recordEmails?: (tx: Kysely<Schema>, completed: CompletedOrder) => Promise<void>;
}

/**
 * Thrown when the payment is no longer pending: another process (the request that reserved it, or a
 * sweeper) completed or released it first. Nothing was written; read the payment to know which.
 */
export class PaymentSettledElsewhere extends Error {
  readonly paymentId: string;
  constructor(paymentId: string) {
    super(`Payment ${paymentId} is no longer pending`);
    this.paymentId = paymentId;
  }
}

const ATTEMPTS = 5;

/**
 * Step 3 — complete: writes the order of the charged reservation ({@link completeOrder}; the
 * subscription plan is read after the charge, as the pay request always did). Settled by another
 * process meanwhile → Halt(PaymentSettledElsewhere). The order not written → UNAVAILABLE, and the
 * charge is refunded and the reservation given back; for a resumed payment (the sweeper) the payment
 * stays pending instead, for the next sweep. No compensation: a written order is final.
 */
export const completeOrderStep: Step<PaymentContext> = {
  name: 'complete-order',
  async run(context) {
    const { deps, reservation, charge } = context;
    // A row reserved before order drafts were stored cannot be completed faithfully: leave it to a person.
    if (!reservation) throw new Halt(new PaymentLeftPending(context.held?.paymentId ?? '?', 'reserved without its order draft'));
    if (!charge) throw new Error('Completing needs the charge');
    try {
      const first = reservation.order.lines[0];
      const plan = reservation.order.kind === 'subscription' && first ? ((await getProduct(deps.db, reservation.websiteId, first.itemId))?.subscriptionPlan ?? null) : null;
      const recordEmails = (tx: Kysely<Schema>, completed: CompletedOrder) => recordOrderEmails(context, tx, completed);
      context.completed = await completeOrder(deps.db, { reservation, charge, subscriptionPlan: plan, now: deps.now(), recordEmails });
    } catch (error) {
      if (error instanceof PaymentSettledElsewhere || context.resumed) throw new Halt(error);
      context.release.failureCode = 'order_not_recorded';
      throw new AppError('UNAVAILABLE', M.orderNotRecorded);
    }
  },
};

/**
 * After the charge, records everything in ONE transaction — the order and its items, the cart
 * purchased, the payment succeeded, the stock movements, the gift cards the order bought, the
 * subscription, the idempotency key's answer and the order's e-mails in the outbox — so a crash
 * leaves either all of it or none.
 * Everything comes from the reservation's order draft (what was charged), never from the cart as it
 * is now, so the sweeper completes a payment of a dead process with this same step.
 * The payment is marked succeeded FIRST, conditionally: only one process completes a payment.
 * Order numbers are per site (max + 1), taken under a lock on the site's row; a unique-number clash
 * that still happens (another writer of orders) retries the transaction.
 * @throws PaymentSettledElsewhere when the payment is no longer pending (nothing written)
 * @throws the database error after {@link ATTEMPTS} tries (the caller refunds the charge)
 */
export async function completeOrder(db: Kysely<Schema>, input: CompleteOrderInput): Promise<CompletedOrder> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(async (tx) => {
        const completed = await writeOrder(tx, input);
        await input.recordEmails?.(tx, completed);
        return completed;
      });
    } catch (error) {
      if (attempt >= ATTEMPTS || !isUniqueViolation(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}

async function writeOrder(tx: Kysely<Schema>, input: CompleteOrderInput): Promise<CompletedOrder> {
  const { reservation, charge, now } = input;
  const { websiteId, cartId, currency, order: draft } = reservation;
  // The payment row first: of two processes completing (or one completing, one releasing) the same
  // payment, the second waits on this row and then matches nothing.
  if (!(await markPaymentSucceeded(tx, reservation.paymentId, charge.providerPaymentId, now))) throw new PaymentSettledElsewhere(reservation.paymentId);
  const order = await createOrder(tx, {
    websiteId,
    purchasedCartId: cartId,
    testMode: charge.testMode,
    customerEmail: draft.email,
    currency,
    subtotalCents: draft.subtotalCents,
    taxCents: draft.taxCents,
    shippingCents: draft.shippingCents,
    discountCents: draft.discountCents,
    grandTotalCents: draft.orderTotalCents,
    shippingAddress: (draft.shippingAddress as ShippingAddress | null) ?? null,
    items: draft.lines.map((e) => ({ itemId: e.itemId, variantId: e.variantId, sku: e.sku, productName: e.title, quantity: e.quantity, unitPriceCents: e.unitPriceCents })),
    siteUserId: draft.siteUserId ?? null,
    now,
  });
  await recordOrderTaxLines(tx, websiteId, order.id, draft.taxLines ?? []);
  await markCartPurchased(tx, websiteId, cartId, order.id, now);
  const accessToken = randomBytes(18).toString('base64url');
  await attachOrderToPayment(tx, reservation.paymentId, order.id, accessToken);
  await confirmDiscountUses(tx, reservation.paymentId, order.id);

  for (const line of reservation.taken) {
    if (line.unlimited) continue;
    await insertStockMovement(tx, { websiteId, contributorId: null, now }, { variantId: line.variantId, delta: -line.quantity, qtyAfter: line.qtyAfter, reason: 'order' });
  }

  const giftCards: IssuedGiftCard[] = [];
  const recipientEmail = draft.delivery?.recipientEmail ?? draft.email;
  for (const entry of draft.lines) {
    if (entry.productType !== 'GIFT_CARD') continue;
    for (let unit = 0; unit < entry.quantity; unit++) {
      const card = await issueGiftCard(tx, { websiteId, amountCents: entry.unitPriceCents, currency, orderId: order.id, recipientEmail, now });
      giftCards.push({ code: card.code, amountCents: card.initialCents, recipientEmail });
    }
  }

  let subscription: SubscriptionRecord | null = null;
  const entry = draft.lines[0];
  if (draft.kind === 'subscription' && input.subscriptionPlan && entry) {
    subscription = await createSubscription(tx, {
      websiteId,
      orderId: order.id,
      itemId: entry.itemId,
      variantId: entry.variantId,
      sku: entry.sku,
      quantity: entry.quantity,
      unitPriceCents: entry.unitPriceCents,
      currency,
      customerEmail: draft.email,
      billingPeriod: input.subscriptionPlan.billingPeriod,
      numBillingCycles: input.subscriptionPlan.numBillingCycles,
      siteUserId: draft.siteUserId ?? null,
      now,
    });
  }

  const paid: PaidOrder = { order: orderJson(order, reservation.giftCardCents), confirmationUrl: confirmationUrl(order.id, accessToken) };
  if (draft.idempotencyKey) await completeIdempotencyKey(tx, websiteId, draft.idempotencyKey, successAnswer(paid), now);
  return { order, accessToken, giftCards, subscription, paid };
}
