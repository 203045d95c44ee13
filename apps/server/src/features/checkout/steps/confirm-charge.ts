import { isIntentPaid, isIntentWaiting, PaymentRefusal, type PaymentIntent, type PaymentProvider } from '../../../infra/payments/payment-provider.ts';
import type { PaymentRecord } from '../payments-repository.ts';
import { PaymentLeftPending, PaymentNotCharged, type PayDeps, type PaymentContext } from '../payment-context.ts';
import { Halt, type Step } from '../workflow/run-steps.ts';

/** What became of a stored payment's charge. */
type FoundCharge = { status: 'charged'; paymentId: string | null; testMode: boolean } | { status: 'not-charged' } | { status: 'unknown' };

/**
 * How long a payment may wait for the buyer's authentication (3-D Secure) before a sweep gives its
 * stock back; a charge that still lands afterwards is refunded (settle-intent.ts).
 */
export const AUTHENTICATION_WAIT_MS = 60 * 60_000;

/**
 * Step 2 of a resumed payment (the sweeper; it replaces charge-payment): finds out what became of
 * the charge of a payment whose process died. Charged → on to complete-order; not charged →
 * PaymentNotCharged, so reserve-payment's compensation gives the reservation back; the provider
 * cannot tell (or the buyer is still authenticating) → Halt(PaymentLeftPending): nothing moves, a
 * later sweep asks again.
 */
export const confirmChargeStep: Step<PaymentContext> = {
  name: 'confirm-charge',
  async run(context) {
    const payment = context.stored;
    if (!payment) throw new Error('Confirming a charge needs the stored payment');
    const charge = await lookupCharge(context.deps, payment);
    if (charge.status === 'unknown') throw new Halt(new PaymentLeftPending(payment.id, 'the provider cannot tell'));
    if (charge.status === 'not-charged') throw new PaymentNotCharged(payment.id);
    context.charge = { providerPaymentId: charge.paymentId, testMode: charge.testMode };
  },
};

/** The provider a stored payment went through (the site may have switched provider since); null: none now. */
export async function providerOfPayment(deps: PayDeps, payment: Pick<PaymentRecord, 'websiteId' | 'provider'>): Promise<PaymentProvider | null> {
  if (payment.provider === deps.provider.name) return deps.provider;
  return (await deps.providerOf?.(payment.websiteId, payment.provider).catch(() => null)) ?? null;
}

/**
 * What became of a payment's charge. A charge recorded on the row is final (recorded before the
 * charge step returned); nothing to charge (a gift card paid it all) counts as charged; otherwise the
 * provider is asked for the intent: by the id recorded on the row, else by our payment id (the
 * process died while the provider was creating it).
 */
async function lookupCharge(deps: PayDeps, payment: PaymentRecord): Promise<FoundCharge> {
  if (payment.amountCents === 0) return { status: 'charged', paymentId: null, testMode: payment.testMode };
  if (payment.providerPaymentId) return { status: 'charged', paymentId: payment.providerPaymentId, testMode: payment.testMode };
  const provider = await providerOfPayment(deps, payment);
  if (!provider) return { status: 'unknown' };
  let intent: PaymentIntent;
  try {
    if (payment.intentId) intent = await provider.retrieveIntent(payment.intentId);
    else {
      const found = await provider.findIntent(payment.id);
      if (found.status !== 'found') return found.status === 'none' ? { status: 'not-charged' } : { status: 'unknown' };
      intent = found.intent;
    }
  } catch (error) {
    // The provider says the intent does not exist (Stripe's resource_missing; a test provider with memory books forgets its
    // intents when its process dies): nothing was ever charged under it. Anything else (a timeout) cannot tell.
    if (error instanceof PaymentRefusal && error.code === 'resource_missing') return { status: 'not-charged' };
    return { status: 'unknown' };
  }
  if (isIntentPaid(intent)) return { status: 'charged', paymentId: intent.intentId, testMode: intent.testMode };
  if (isIntentWaiting(intent)) return deps.now() - payment.createdAt >= AUTHENTICATION_WAIT_MS ? { status: 'not-charged' } : { status: 'unknown' };
  return { status: 'not-charged' };
}
