import type { CardDetails, ChargeResult, PaymentProvider } from '../../services/payments/payment-provider.ts';
import type { Reservation } from './reserve-payment.ts';

/** The outcome of the charge step. */
export type ChargeOutcome =
  | { ok: true; providerPaymentId: string | null; testMode: boolean }
  | { ok: false; code: string; message: string }
  | { ok: false; code: 'provider_error'; message: string; error: unknown };

/**
 * Step: charges what is left to pay to the card through the provider (nothing to charge when a gift
 * card pays it all). The provider gets the payment's id as its idempotency key, so even a charge the
 * provider saw twice is made once. Never throws: an unreachable provider is an outcome too.
 */
export async function chargePayment(provider: PaymentProvider, reservation: Reservation, card: CardDetails): Promise<ChargeOutcome> {
  if (reservation.amountCents === 0) return { ok: true, providerPaymentId: null, testMode: provider.testMode };
  let result: ChargeResult;
  try {
    result = await provider.charge({
      amountCents: reservation.amountCents,
      currency: reservation.checkout.currency,
      card,
      idempotencyKey: reservation.paymentId,
      description: `${reservation.checkout.site.name} order`,
    });
  } catch (error) {
    return { ok: false, code: 'provider_error', message: String(error), error };
  }
  return result.ok ? { ok: true, providerPaymentId: result.paymentId, testMode: result.testMode } : result;
}
