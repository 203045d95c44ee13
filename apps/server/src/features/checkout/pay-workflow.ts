import { AppError } from '../../infra/errors/app-error.ts';
import { findIdempotencyKey } from './idempotency-repository.ts';
import type { CheckoutSite } from './load-checkout.ts';
import { CHECKOUT_MESSAGES as M } from './messages.ts';
import type { PaidOrder } from './order-json.ts';
import type { PayDeps, PaymentContext } from './payment-context.ts';
import { findPayment } from './payments-repository.ts';
import { chargePaymentStep, refundInFull } from './steps/charge-payment.ts';
import { completeOrderStep, PaymentSettledElsewhere } from './steps/complete-order.ts';
import { reservePaymentStep } from './steps/reserve-payment.ts';
import { sendOrderEmailsStep } from './steps/send-order-emails.ts';
import { runSteps, type Step } from './workflow/run-steps.ts';

export type { PayDeps } from './payment-context.ts';

/** Input of {@link payForCart}. */
export interface PayInput {
  site: CheckoutSite;
  cartId: string;
  /** The provider's token of the buyer's card (its browser script made it; the card never reaches us). */
  paymentMethodId: string;
  /** The request's idempotency key; the order's transaction stores the answer under it. */
  idempotencyKey: string;
  /** Where the visitor reached the site (`https://shop.example`): the e-mail's order link is absolute. */
  origin?: string;
  /** The signed-in customer paying (the order joins the account); absent for a guest. */
  siteUserId?: string | null;
}

/**
 * The steps of a payment (decisions/0003-payment-steps.md), run by runSteps: a step that fails
 * undoes the completed ones in reverse — a refused card gives the reservation back, an order that
 * cannot be written refunds the charge and gives the reservation back.
 */
export const PAY_STEPS: readonly Step<PaymentContext>[] = [reservePaymentStep, chargePaymentStep, completeOrderStep, sendOrderEmailsStep];

/**
 * Pays for a cart (run inside runIdempotent): reserve → charge (the provider's intent) → complete → e-mails.
 * An intent that waits for the buyer's authentication throws PaymentAwaitsBuyer (answered 202 with
 * what the browser needs); its follow-up (settle-intent.ts) or the provider's webhook finishes it.
 * If the process dies in between, sweepStalePayments (sweep-stale-payments.ts) finishes the payment
 * later with the same steps; if this request was merely slow and a sweeper got there first, the
 * answer is what the sweeper did ({@link settledElsewhere}).
 * @returns the order and its confirmation page
 * @throws PaymentAwaitsBuyer when the bank asks the buyer to authenticate (the payment stays pending)
 * @throws AppError CONFLICT (stock, payment in progress, gift card), INVALID/NOT_FOUND (checkout not
 *   ready), PAYMENT_DECLINED (the provider's message), UNAVAILABLE (provider unreachable, charge
 *   unconfirmed — left pending for the sweeper —, order not recorded)
 */
export async function payForCart(deps: PayDeps, input: PayInput): Promise<PaidOrder> {
  const context: PaymentContext = {
    deps,
    request: { site: input.site, cartId: input.cartId, paymentMethodId: input.paymentMethodId, idempotencyKey: input.idempotencyKey, origin: input.origin ?? null, siteUserId: input.siteUserId ?? null },
    resumed: false,
    release: { failureCode: 'order_not_recorded' },
  };
  try {
    await runSteps(PAY_STEPS, context);
  } catch (error) {
    if (error instanceof PaymentSettledElsewhere) return settledElsewhere(context);
    throw error;
  }
  if (!context.completed) throw new Error('The payment steps ended without an order');
  return context.completed.paid;
}

/**
 * The answer when a sweeper settled this request's payment while it ran (the request was slow, not
 * dead). Completed: the sweeper asked the provider and found this very charge (same idempotency key),
 * wrote the order, sent the e-mails and stored the answer under the key: answer it. Released: the
 * sweeper found no charge and gave the stock back, so a charge that landed afterwards is refunded.
 */
async function settledElsewhere(context: PaymentContext): Promise<PaidOrder> {
  const { deps, reservation } = context;
  if (!reservation) throw new Error('Settled elsewhere before reserving');
  const payment = await findPayment(deps.db, reservation.paymentId);
  if (payment?.status === 'succeeded') {
    const key = reservation.order.idempotencyKey;
    const stored = key ? await findIdempotencyKey(deps.db, reservation.websiteId, key) : null;
    if (stored?.answer) return stored.answer.body as PaidOrder;
    // The completing transaction stores the answer with the order: only a key given up meanwhile gets here.
    throw new Error(`Payment ${reservation.paymentId} was completed by another process, but its answer is not stored`);
  }
  const charged = context.charge?.providerPaymentId;
  if (charged) await refundInFull(deps.provider, charged, reservation.paymentId);
  throw new AppError('UNAVAILABLE', M.orderNotRecorded);
}
