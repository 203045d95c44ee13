import type { Kysely } from 'kysely';
import { recordCharge } from '../payments-repository.ts';
import type { Schema } from '../../../infra/database/schema.ts';
import type { CardDetails, ChargeResult, PaymentProvider } from '../../../infra/payments/payment-provider.ts';
import type { Reservation } from './reserve-payment.ts';

/** The outcome of the charge step. */
export type ChargeOutcome =
  | { ok: true; providerPaymentId: string | null; testMode: boolean }
  | { ok: false; code: string; message: string }
  | { ok: false; code: 'provider_error'; message: string; error: unknown }
  /** Charged, but the payment was settled by another process (a sweeper) meanwhile: see settleElsewhere. */
  | { ok: false; code: 'settled_elsewhere'; message: string; providerPaymentId: string };

/**
 * Step: charges what is left to pay to the card through the provider (nothing to charge when a gift
 * card pays it all). The provider gets the payment's id as its idempotency key, so even a charge the
 * provider saw twice is made once. An unreachable provider is an outcome, not a throw; a database
 * failure recording the charge throws (the payment stays pending and the sweeper asks the provider).
 *
 * A charge is recorded on the pending payment before this step returns (payments.provider_payment_id):
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
