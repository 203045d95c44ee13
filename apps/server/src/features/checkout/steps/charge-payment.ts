import { CARD_MESSAGES } from '@plinth/commerce';
import { recordCharge, recordIntent } from '../payments-repository.ts';
import { AppError } from '../../../infra/errors/app-error.ts';
import { isIntentPaid, isIntentWaiting, PaymentRefusal, type IntentLookup, type PaymentIntent, type PaymentProvider } from '../../../infra/payments/payment-provider.ts';
import { CHECKOUT_MESSAGES as M } from '../messages.ts';
import { PaymentAwaitsBuyer, reservationIn, type PaymentContext } from '../payment-context.ts';
import { Halt, type Step } from '../workflow/run-steps.ts';
import { PaymentSettledElsewhere } from './complete-order.ts';
import type { Reservation } from './reserve-payment.ts';

/**
 * Step 2 — charge: creates the provider's intent for what is left to pay, with the buyer's payment
 * method, outside any transaction (SQLite has one writer: never hold it while a provider answers).
 * The intent's idempotency key is our payment id, so an intent the provider saw twice is made once.
 * Then {@link applyIntent}: paid → on to the order; waiting for the buyer's authentication → Halt, the
 * payment stays pending (the pay request answers 202 with what the browser needs); declined →
 * PAYMENT_DECLINED with the provider's message (the reservation is given back). No answer → the
 * provider is asked by our payment id ({@link findUnansweredIntent}).
 * Compensation: refund the charge (the order could not be written after it).
 */
export const chargePaymentStep: Step<PaymentContext> = {
  name: 'charge-payment',
  async run(context) {
    const { deps, request, release } = context;
    const reservation = reservationIn(context);
    if (!request) throw new Error('Charging needs the pay request');
    if (reservation.amountCents === 0) {
      context.charge = { providerPaymentId: null, testMode: deps.provider.testMode };
      return;
    }
    let intent: PaymentIntent;
    try {
      intent = await deps.provider.createIntent({
        paymentId: reservation.paymentId,
        amountCents: reservation.amountCents,
        currency: reservation.currency,
        paymentMethodId: request.paymentMethodId,
        description: `${reservation.order.siteName} order`,
      });
    } catch (error) {
      if (error instanceof PaymentRefusal) {
        release.failureCode = error.code;
        throw new AppError('PAYMENT_DECLINED', error.message);
      }
      intent = await findUnansweredIntent(context, reservation);
    }
    await applyIntent(context, deps.provider, intent);
  },
  async compensate(context) {
    const intentId = context.charge?.providerPaymentId;
    if (intentId) await refundInFull(context.deps.provider, intentId, context.held?.paymentId ?? intentId);
  },
};

/** Gives a whole charge back (an order that could not be written, a charge that landed after a release); never throws. */
export async function refundInFull(provider: PaymentProvider, intentId: string, paymentId: string): Promise<void> {
  await provider.refund({ intentId, idempotencyKey: `refund-${paymentId}` }).catch(() => {});
}

/**
 * What an intent means for the pending payment of the context (the pay request, its follow-up with
 * the intent id, the webhook and the sweeper all decide here). The intent is recorded on the row
 * first; then
 * - succeeded → the charge is recorded (conditional: from then on every process sees it charged);
 * - waiting for the buyer or the bank → Halt(PaymentAwaitsBuyer): the payment stays pending;
 * - anything else (declined, authentication failed, canceled) → PAYMENT_DECLINED with the
 *   provider's message, and the reservation is given back.
 * A payment another process settled meanwhile → Halt(PaymentSettledElsewhere), with the charge on
 * the context when the intent is paid (so the caller refunds it if that process released the payment).
 */
export async function applyIntent(context: PaymentContext, provider: PaymentProvider, intent: PaymentIntent): Promise<void> {
  const { deps, release } = context;
  const paymentId = context.held?.paymentId;
  if (!paymentId) throw new Error('Applying an intent needs the payment');
  const paid = isIntentPaid(intent);
  const settledElsewhere = () => {
    if (paid) context.charge = { providerPaymentId: intent.intentId, testMode: intent.testMode };
    return new Halt(new PaymentSettledElsewhere(paymentId));
  };
  if (!(await recordIntent(deps.db, paymentId, intent.intentId, deps.now()))) throw settledElsewhere();
  if (paid) {
    if (!(await recordCharge(deps.db, paymentId, intent.intentId, deps.now(), intent.card))) throw settledElsewhere();
    context.charge = { providerPaymentId: intent.intentId, testMode: intent.testMode };
    return;
  }
  if (isIntentWaiting(intent)) throw new Halt(new PaymentAwaitsBuyer(paymentId, provider, intent));
  release.failureCode = intent.lastError?.code ?? 'card_declined';
  throw new AppError('PAYMENT_DECLINED', intent.lastError?.message ?? CARD_MESSAGES.declined);
}

/**
 * The provider did not answer the create, but it may have made the intent (a time-out after the card
 * was charged). Ask it by our payment id: found → that intent; surely none → UNAVAILABLE, the
 * reservation given back; cannot tell → Halt: the payment stays pending, holding its stock, so the
 * sweeper completes or releases it once the provider knows.
 */
async function findUnansweredIntent(context: PaymentContext, reservation: Reservation): Promise<PaymentIntent> {
  const seen = await context.deps.provider.findIntent(reservation.paymentId).catch((): IntentLookup => ({ status: 'unknown' }));
  if (seen.status === 'found') return seen.intent;
  if (seen.status === 'none') {
    context.release.failureCode = 'provider_error';
    throw new AppError('UNAVAILABLE', M.providerUnavailable);
  }
  throw new Halt(new AppError('UNAVAILABLE', M.paymentUnconfirmed));
}
