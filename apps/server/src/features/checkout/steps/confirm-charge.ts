import type { ChargeLookup } from '../../../infra/payments/payment-provider.ts';
import type { PaymentRecord } from '../payments-repository.ts';
import { PaymentLeftPending, PaymentNotCharged, type PayDeps, type PaymentContext } from '../payment-context.ts';
import { Halt, type Step } from '../workflow/run-steps.ts';

/** What became of a stored payment's charge. */
type FoundCharge = { status: 'charged'; paymentId: string | null; testMode: boolean } | Exclude<ChargeLookup, { status: 'charged' }>;

/**
 * Step 2 of a resumed payment (the sweeper; it replaces charge-payment): finds out what became of
 * the charge of a payment whose process died. Charged → on to complete-order; not charged →
 * PaymentNotCharged, so reserve-payment's compensation gives the reservation back; the provider
 * cannot tell → Halt(PaymentLeftPending): nothing moves, a later sweep asks again.
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

/**
 * What became of a payment's charge. A charge recorded on the row is final (the request recorded it
 * before its charge step returned); nothing to charge (a gift card paid it all) counts as charged;
 * otherwise the provider that charged it is asked by the payment's id (its idempotency key).
 */
async function lookupCharge(deps: PayDeps, payment: PaymentRecord): Promise<FoundCharge> {
  if (payment.amountCents === 0) return { status: 'charged', paymentId: null, testMode: payment.testMode };
  if (payment.providerPaymentId) return { status: 'charged', paymentId: payment.providerPaymentId, testMode: payment.testMode };
  // Charged through another provider (the configuration changed): this one cannot tell.
  if (payment.provider !== deps.provider.name) return { status: 'unknown' };
  try {
    return await deps.provider.lookup(payment.id);
  } catch {
    return { status: 'unknown' };
  }
}
