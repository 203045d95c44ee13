import type { Kysely } from 'kysely';
import { recordCharge } from '../payments-repository.ts';
import type { Schema } from '../../../infra/database/schema.ts';
import { AppError } from '../../../infra/errors/app-error.ts';
import type { CardDetails, ChargeLookup, ChargeResult, PaymentProvider } from '../../../infra/payments/payment-provider.ts';
import { CHECKOUT_MESSAGES as M } from '../messages.ts';
import { reservationIn, type PaymentContext } from '../payment-context.ts';
import { Halt, type Step } from '../workflow/run-steps.ts';
import { PaymentSettledElsewhere } from './complete-order.ts';
import type { Reservation } from './reserve-payment.ts';

/** The outcome of {@link chargePayment}. */
export type ChargeOutcome =
  | { ok: true; providerPaymentId: string | null; testMode: boolean }
  | { ok: false; code: string; message: string }
  | { ok: false; code: 'provider_error'; message: string; error: unknown }
  /** Charged, but the payment was settled by another process (a sweeper) meanwhile. */
  | { ok: false; code: 'settled_elsewhere'; message: string; providerPaymentId: string };

/**
 * Step 2 — charge: the card, outside any transaction (SQLite has one writer: never hold it while a
 * provider answers). Refused → PAYMENT_DECLINED with the provider's message (the reservation is given
 * back). No answer → the provider is asked ({@link confirmUnansweredCharge}). Charged but settled by a
 * sweeper meanwhile → Halt(PaymentSettledElsewhere): the pay workflow answers what the sweeper did.
 * Compensation: refund the charge (the order could not be written after it).
 */
export const chargePaymentStep: Step<PaymentContext> = {
  name: 'charge-payment',
  async run(context) {
    const { deps, request, release } = context;
    const reservation = reservationIn(context);
    if (!request) throw new Error('Charging needs the pay request');
    let charge = await chargePayment(deps.db, deps.provider, reservation, request.card, deps.now);
    if (!charge.ok && charge.code === 'provider_error') charge = await confirmUnansweredCharge(context, reservation);
    if (!charge.ok && 'providerPaymentId' in charge) {
      context.charge = { providerPaymentId: charge.providerPaymentId, testMode: deps.provider.testMode };
      throw new Halt(new PaymentSettledElsewhere(reservation.paymentId));
    }
    if (!charge.ok) {
      // Released by the compensation; false when a sweeper released it first (it found no charge either, same answer).
      release.failureCode = charge.code;
      throw new AppError('PAYMENT_DECLINED', charge.message);
    }
    context.charge = { providerPaymentId: charge.providerPaymentId, testMode: charge.testMode };
  },
  async compensate(context) {
    const id = context.charge?.providerPaymentId;
    if (id) await context.deps.provider.refund(id).catch(() => {});
  },
};

/**
 * Charges what is left to pay to the card through the provider (nothing to charge when a gift card
 * pays it all). The provider gets the payment's id as its idempotency key, so even a charge the
 * provider saw twice is made once. An unreachable provider is an outcome, not a throw; a database
 * failure recording the charge throws (the payment stays pending and the sweeper asks the provider).
 *
 * A charge is recorded on the pending payment before this returns (payments.provider_payment_id):
 * from then on every process sees it charged and no sweeper can release it. If a sweeper released the
 * payment first (it took it for abandoned), the record is refused and the outcome says so.
 */
export async function chargePayment(db: Kysely<Schema>, provider: PaymentProvider, reservation: Reservation, card: CardDetails, now: () => number): Promise<ChargeOutcome> {
  if (reservation.amountCents === 0) return { ok: true, providerPaymentId: null, testMode: provider.testMode };
  let result: ChargeResult;
  try {
    result = await provider.charge({
      amountCents: reservation.amountCents,
      currency: reservation.currency,
      card,
      idempotencyKey: reservation.paymentId,
      description: `${reservation.order.siteName} order`,
    });
  } catch (error) {
    return { ok: false, code: 'provider_error', message: String(error), error };
  }
  if (!result.ok) return result;
  if (!(await recordCharge(db, reservation.paymentId, result.paymentId, now()))) {
    return { ok: false, code: 'settled_elsewhere', message: 'The payment was settled by another process.', providerPaymentId: result.paymentId };
  }
  return { ok: true, providerPaymentId: result.paymentId, testMode: result.testMode };
}

/**
 * The provider did not answer the charge, but it may have made it (a time-out after the card was
 * charged). Ask it by the payment's id: charged → record the charge and go on to the order; surely
 * not charged → UNAVAILABLE, the reservation given back; cannot tell → Halt: the payment stays
 * pending, holding its stock, so the sweeper completes or releases it once the provider knows.
 */
async function confirmUnansweredCharge(context: PaymentContext, reservation: Reservation): Promise<ChargeOutcome> {
  const { deps } = context;
  const seen = await deps.provider.lookup(reservation.paymentId).catch((): ChargeLookup => ({ status: 'unknown' }));
  if (seen.status === 'charged') {
    if (!(await recordCharge(deps.db, reservation.paymentId, seen.paymentId, deps.now()))) {
      return { ok: false, code: 'settled_elsewhere', message: 'The payment was settled by another process.', providerPaymentId: seen.paymentId };
    }
    return { ok: true, providerPaymentId: seen.paymentId, testMode: seen.testMode };
  }
  if (seen.status === 'not-charged') {
    context.release.failureCode = 'provider_error';
    throw new AppError('UNAVAILABLE', M.providerUnavailable);
  }
  throw new Halt(new AppError('UNAVAILABLE', M.paymentUnconfirmed));
}
