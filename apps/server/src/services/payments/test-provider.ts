import { randomBytes } from 'node:crypto';
import { validateCard } from '@plinth/commerce';
import type { ChargeRequest, ChargeResult, PaymentProvider } from './payment-provider.ts';

/** Idempotency keys the test provider remembers. */
const MAX_KEYS = 10_000;

/**
 * The built-in test provider: charges `4242 4242 4242 4242` and declines every other well-formed
 * number with 'Your card was declined.' (the card rules of @plinth/commerce `validateCard`). Keeps
 * the charges it made in memory, per provider key, so a charge retried with the same idempotency
 * key answers the first charge instead of charging again (as a real provider does).
 * @param options.now clock for the card expiry check @default Date.now
 * @example const provider = createTestPaymentProvider(); await provider.charge({ amountCents: 500, currency: 'USD', card, idempotencyKey: 'k1', description: 'Order' })
 */
export function createTestPaymentProvider(options: { now?: () => number } = {}): PaymentProvider & {
  /** Charges made and not refunded, by payment id (tests read it). */
  readonly charges: ReadonlyMap<string, ChargeRequest>;
} {
  const now = options.now ?? Date.now;
  const charges = new Map<string, ChargeRequest>();
  const byKey = new Map<string, ChargeResult>();
  return {
    name: 'test',
    testMode: true,
    charges,
    async charge(request) {
      const earlier = byKey.get(request.idempotencyKey);
      if (earlier) return earlier;
      if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) {
        return { ok: false, code: 'invalid_amount', message: 'The amount to charge must be more than zero.' };
      }
      const card = validateCard({ number: request.card.number, expiry: request.card.expiry, cvc: request.card.cvc, now: now() });
      const result: ChargeResult = card.ok
        ? { ok: true, paymentId: `test_${randomBytes(12).toString('hex')}`, testMode: true }
        : { ok: false, code: card.code, message: card.message };
      if (result.ok && charges.size < MAX_KEYS) charges.set(result.paymentId, { ...request, card: { ...request.card, number: `•••• ${card.ok ? card.last4 : ''}` } });
      byKey.set(request.idempotencyKey, result);
      // Remember the recent keys only: a long-running demo server must not grow without bound.
      if (byKey.size > MAX_KEYS) byKey.delete(byKey.keys().next().value as string);
      return result;
    },
    async refund(paymentId) {
      charges.delete(paymentId);
    },
  };
}
