import { AppError } from '../../infra/errors/app-error.ts';
import { errorBody } from '../../infra/errors/error-handler.ts';
import { isIntentPaid, type PaymentIntent } from '../../infra/payments/payment-provider.ts';
import { completeIdempotencyKey, findIdempotencyKey } from './idempotency-repository.ts';
import { actionAnswer, type Answer } from './idempotent.ts';
import { CHECKOUT_MESSAGES as M } from './messages.ts';
import type { PaidOrder } from './order-json.ts';
import { PaymentAwaitsBuyer, PaymentLeftPending, type BuyerAction, type PayDeps, type PaymentContext } from './payment-context.ts';
import { findPayment, findPaymentByIntent, type PaymentRecord } from './payments-repository.ts';
import { applyIntent, refundInFull } from './steps/charge-payment.ts';
import { completeOrderStep, PaymentSettledElsewhere } from './steps/complete-order.ts';
import { providerOfPayment } from './steps/confirm-charge.ts';
import { reservationOf, reservePaymentStep } from './steps/reserve-payment.ts';
import { sendOrderEmailsStep } from './steps/send-order-emails.ts';
import { Halt, runSteps, type Step } from './workflow/run-steps.ts';

/*
 * Finishing a payment from its intent (decisions/0014-payment-intents.md): after the buyer's
 * authentication the pay request's follow-up (`{ idempotencyKey, intentId }`) and the provider's
 * webhook both land here, whichever comes first; the payment row's conditional updates make the
 * second one a no-op, so the order is written exactly once.
 */

/** What settling a payment from its intent did. */
export type IntentSettlement =
  | { outcome: 'completed'; paid: PaidOrder }
  | { outcome: 'awaiting'; action: BuyerAction }
  | { outcome: 'declined'; message: string }
  /** Already completed or released (by the other of the two, or a sweeper); a late charge was refunded. */
  | { outcome: 'settled' }
  /** The order could not be written now, or the provider could not be asked: a sweep tries again. */
  | { outcome: 'left' };

/** Step 2 of a payment settled from its intent: the intent as the provider has it now, applied to the row. */
const confirmIntentStep: Step<PaymentContext & { intent?: PaymentIntent }> = {
  name: 'confirm-intent',
  async run(context) {
    const payment = context.stored;
    if (!payment) throw new Error('Confirming an intent needs the stored payment');
    const intentId = context.intent?.intentId ?? payment.intentId;
    if (!intentId) throw new Halt(new PaymentLeftPending(payment.id, 'no intent recorded'));
    // Asked again even when a webhook brought it: events may arrive out of order.
    const intent = await context.deps.provider.retrieveIntent(intentId);
    await applyIntent(context, context.deps.provider, intent);
  },
};

const SETTLE_STEPS: readonly Step<PaymentContext>[] = [reservePaymentStep, confirmIntentStep, completeOrderStep, sendOrderEmailsStep];

/**
 * Settles a payment from its intent: paid → the order (complete-order, its answer stored under the
 * pay request's key) and its e-mails; declined or authentication failed → the reservation given back
 * and the 402 answer stored under the key; still waiting → nothing moves. A payment already settled
 * is left as it is, except that a charge landing on a released payment is refunded.
 * @param intent the intent a webhook brought (its id is used when the row has none yet)
 */
export async function settleIntentPayment(deps: PayDeps, payment: PaymentRecord, intent?: PaymentIntent): Promise<IntentSettlement> {
  const provider = await providerOfPayment(deps, payment);
  if (!provider) return { outcome: 'left' };
  const paymentDeps = { ...deps, provider };
  if (payment.status !== 'pending') {
    if (payment.status === 'failed' && intent && isIntentPaid(intent)) await refundInFull(provider, intent.intentId, payment.id);
    return { outcome: 'settled' };
  }
  const context: PaymentContext & { intent?: PaymentIntent } = {
    deps: paymentDeps,
    resumed: true,
    stored: payment,
    held: { paymentId: payment.id, websiteId: payment.websiteId, cartId: payment.cartId, taken: payment.reserved, giftCardId: payment.giftCardId, giftCardCents: payment.giftCardCents },
    reservation: reservationOf(payment) ?? undefined,
    release: { failureCode: 'card_declined', unlessCharged: true },
    ...(intent ? { intent } : {}),
  };
  try {
    await runSteps(SETTLE_STEPS, context);
    if (!context.completed) throw new Error('The settle steps ended without an order');
    return { outcome: 'completed', paid: context.completed.paid };
  } catch (error) {
    if (error instanceof PaymentAwaitsBuyer) return { outcome: 'awaiting', action: error.action };
    if (error instanceof PaymentLeftPending) return { outcome: 'left' };
    if (error instanceof PaymentSettledElsewhere) {
      const now = await findPayment(deps.db, payment.id);
      const charged = context.charge?.providerPaymentId;
      if (now?.status === 'failed' && charged) await refundInFull(provider, charged, payment.id);
      return { outcome: 'settled' };
    }
    if (error instanceof AppError && error.code === 'PAYMENT_DECLINED') {
      if (!context.release.released) return { outcome: 'settled' };
      const key = payment.order?.idempotencyKey;
      // The pay request's key answers the refusal from now on (the browser pays again with a new key).
      if (key) await completeIdempotencyKey(deps.db, payment.websiteId, key, { status: 402, body: errorBody('PAYMENT_DECLINED', error.message) }, deps.now());
      return { outcome: 'declined', message: error.message };
    }
    // The provider could not be asked now: the payment stays pending for the next try (a retried webhook, a sweep).
    if (!(error instanceof AppError)) return { outcome: 'left' };
    throw error;
  }
}

/**
 * The answer to the pay request's follow-up `{ idempotencyKey, intentId }` (after the browser's
 * authentication): the payment of that intent, which must be the one that key paid for, settled
 * from the intent — 200 the order, 202 still waiting, 402 refused — or, settled already (the webhook
 * came first), the answer stored under the key.
 * @throws AppError NOT_FOUND when no payment of this site has that intent and key
 */
export async function answerIntentFollowUp(deps: PayDeps, websiteId: string, idempotencyKey: string, intentId: string): Promise<Answer> {
  const payment = await findPaymentByIntent(deps.db, websiteId, intentId);
  // The key is the browser's secret: knowing an intent's id alone shows nobody else's order.
  if (!payment || payment.order?.idempotencyKey !== idempotencyKey) throw new AppError('NOT_FOUND', M.paymentNotFound);
  if (payment.status === 'pending') {
    const settled = await settleIntentPayment(deps, payment);
    if (settled.outcome === 'completed') return { status: 200, body: settled.paid };
    if (settled.outcome === 'awaiting') return actionAnswer(settled.action);
    if (settled.outcome === 'declined') return { status: 402, body: errorBody('PAYMENT_DECLINED', settled.message) };
    if (settled.outcome === 'left') throw new AppError('UNAVAILABLE', M.paymentUnconfirmed);
  }
  const stored = await findIdempotencyKey(deps.db, websiteId, idempotencyKey);
  if (stored?.answer) return stored.answer;
  // Released by a sweeper, which gave the key up: the browser pays again.
  return { status: 402, body: errorBody('PAYMENT_DECLINED', M.paymentNotCompleted) };
}
