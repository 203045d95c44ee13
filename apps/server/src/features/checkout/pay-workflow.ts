import type { AppDeps } from '../../infra/app-deps.ts';
import { findIdempotencyKey } from './idempotency-repository.ts';
import { findPayment, recordCharge } from './payments-repository.ts';
import { errorBody } from '../../infra/errors/error-handler.ts';
import type { CardDetails, ChargeLookup, PaymentProvider } from '../../infra/payments/payment-provider.ts';
import { CHECKOUT_MESSAGES as M } from './messages.ts';
import type { Answer } from './idempotent.ts';
import type { CheckoutSite } from './load-checkout.ts';
import { completeChargedReservation, sendCompletedOrderEmails } from './paid-order.ts';
import { chargePayment, type ChargeOutcome } from './steps/charge-payment.ts';
import { PaymentSettledElsewhere } from './steps/complete-order.ts';
import { releasePayment } from './steps/release-payment.ts';
import { reservePayment, type Reservation } from './steps/reserve-payment.ts';

/** What the payment workflow needs from the app. */
export interface PayDeps extends Pick<AppDeps, 'db' | 'mailer' | 'now'> {
  provider: PaymentProvider;
}

/** Input of {@link payForCart}. */
export interface PayInput {
  site: CheckoutSite;
  cartId: string;
  card: CardDetails;
  /** The request's idempotency key; the order's transaction stores the answer under it. */
  idempotencyKey: string;
  /** Where the visitor reached the site (`https://shop.example`): the e-mail's order link is absolute. */
  origin?: string;
}

/**
 * The payment workflow (run inside runIdempotent), step by step:
 * 1. reservePayment — one short transaction: lock the cart, take the stock (all or nothing), debit
 *    the gift card, record the payment pending with the order it is for (a refusal rolls it all
 *    back: nothing is taken);
 * 2. chargePayment — the card, outside any transaction (SQLite has one writer: never hold it while
 *    a provider answers); the charge is recorded on the payment before the step returns;
 * 3a. refused → releasePayment gives everything back → 402 with the provider's message;
 * 3b. charged → completeOrder writes the order, the purchased cart, gift cards, subscription and the
 *    idempotency answer in one transaction (if that fails for good, the charge is refunded and the
 *    reservation given back);
 * 4. sendOrderEmails — confirmation and gift-card codes, after the commit.
 * If the process dies in between, sweepStalePayments (sweep-stale-payments.ts) finishes the payment
 * later; if this request was merely slow and a sweeper got there first, {@link settledElsewhere}.
 */
export async function payForCart(deps: PayDeps, input: PayInput): Promise<Answer> {
  const { db, provider } = deps;
  const reservation = await reservePayment(db, input.site, input.cartId, provider, deps.now(), { idempotencyKey: input.idempotencyKey, origin: input.origin ?? null });

  let charge = await chargePayment(db, provider, reservation, input.card, deps.now);
  if (!charge.ok && charge.code === 'provider_error') {
    const confirmed = await confirmUnansweredCharge(deps, reservation);
    if ('status' in confirmed) return confirmed;
    charge = confirmed;
  }
  if (!charge.ok) {
    if ('providerPaymentId' in charge) return settledElsewhere(deps, reservation, charge.providerPaymentId);
    // False when a sweeper released it first: it found no charge either, so the answer is the same.
    await releasePayment(db, reservation, charge.code, deps.now());
    return { status: 402, body: errorBody(charge.message) };
  }

  let completed;
  try {
    completed = await completeChargedReservation(deps, reservation, charge, deps.now());
  } catch (error) {
    if (error instanceof PaymentSettledElsewhere) return settledElsewhere(deps, reservation, charge.providerPaymentId);
    if (charge.providerPaymentId) await provider.refund(charge.providerPaymentId).catch(() => {});
    await releasePayment(db, reservation, 'order_not_recorded', deps.now());
    return { status: 503, body: errorBody(M.orderNotRecorded) };
  }

  await sendCompletedOrderEmails(deps, reservation, completed);
  return completed.answer;
}

/**
 * The provider did not answer the charge, but it may have made it (a time-out after the card was
 * charged). Ask it by the payment's id: charged → record the charge and go on to the order; surely
 * not charged → give the reservation back; cannot tell → leave the payment pending, so the sweeper
 * completes or releases it once the provider knows (nothing is lost either way).
 * @returns the charge to complete, or the answer to send
 */
async function confirmUnansweredCharge(deps: PayDeps, reservation: Reservation): Promise<ChargeOutcome | Answer> {
  const seen = await deps.provider.lookup(reservation.paymentId).catch((): ChargeLookup => ({ status: 'unknown' }));
  if (seen.status === 'charged') {
    if (!(await recordCharge(deps.db, reservation.paymentId, seen.paymentId, deps.now()))) {
      return { ok: false, code: 'settled_elsewhere', message: 'The payment was settled by another process.', providerPaymentId: seen.paymentId };
    }
    return { ok: true, providerPaymentId: seen.paymentId, testMode: seen.testMode };
  }
  if (seen.status === 'not-charged') {
    await releasePayment(deps.db, reservation, 'provider_error', deps.now());
    return { status: 503, body: errorBody(M.providerUnavailable) };
  }
  return { status: 503, body: errorBody(M.paymentUnconfirmed) };
}

/**
 * The answer when a sweeper settled this request's payment while it ran (the request was slow, not
 * dead). Completed: the sweeper asked the provider and found this very charge (same idempotency key),
 * wrote the order, sent the e-mails and stored the answer under the key: answer it. Released: the
 * sweeper found no charge and gave the stock back, so a charge that landed afterwards is refunded.
 */
async function settledElsewhere(deps: PayDeps, reservation: Reservation, providerPaymentId: string | null): Promise<Answer> {
  const payment = await findPayment(deps.db, reservation.paymentId);
  if (payment?.status === 'succeeded') {
    const key = reservation.order.idempotencyKey;
    const stored = key ? await findIdempotencyKey(deps.db, reservation.websiteId, key) : null;
    if (stored?.answer) return stored.answer;
    // The completing transaction stores the answer with the order: only a key given up meanwhile gets here.
    throw new Error(`Payment ${reservation.paymentId} was completed by another process, but its answer is not stored`);
  }
  if (providerPaymentId) await deps.provider.refund(providerPaymentId).catch(() => {});
  return { status: 503, body: errorBody(M.orderNotRecorded) };
}
