import type { AppEventBus } from '../../infra/events/app-events.ts';
import { findPayment, findPaymentByIntent, recordDispute, recordRefunded } from './payments-repository.ts';
import { settleIntentPayment } from './settle-intent.ts';
import { payDepsFor, type CheckoutDeps } from './site-payments.ts';

/**
 * What payment providers tell (features/payments: Stripe's verified webhook, the test provider's
 * 3-D Secure answer), applied to the payments:
 * - an intent changed → its payment settled from the intent (settle-intent.ts): the order written
 *   or the reservation given back, exactly once whoever comes first (the pay request's follow-up,
 *   this, a sweeper); an intent whose id was not recorded yet (its request is still running, or died
 *   before recording it) is found by the payment id its metadata carries;
 * - a refund → what is refunded in all, on the payment;
 * - a dispute → the payment marked disputed.
 */
export function settleFromProviderEvents(events: AppEventBus, deps: CheckoutDeps): void {
  events.on('payment.intentChanged', async ({ websiteId, intent }) => {
    let payment = await findPaymentByIntent(deps.db, websiteId, intent.intentId);
    if (!payment && intent.paymentId) {
      const byId = await findPayment(deps.db, intent.paymentId);
      payment = byId?.websiteId === websiteId ? byId : null;
    }
    if (!payment) return;
    const settled = await settleIntentPayment(await payDepsFor(deps, websiteId), payment, intent);
    // The order could not be written now: fail the delivery, so the provider sends the event again.
    if (settled.outcome === 'left' && intent.status === 'succeeded') throw new Error(`Payment ${payment.id}: its order could not be written yet`);
  });
  events.on('payment.refunded', async ({ websiteId, intentId, refundedCents, now }) => {
    const payment = await findPaymentByIntent(deps.db, websiteId, intentId);
    if (payment) await recordRefunded(deps.db, payment.id, refundedCents, now);
  });
  events.on('payment.disputed', async ({ websiteId, intentId, now }) => {
    const payment = await findPaymentByIntent(deps.db, websiteId, intentId);
    if (payment) await recordDispute(deps.db, payment.id, now);
  });
}
