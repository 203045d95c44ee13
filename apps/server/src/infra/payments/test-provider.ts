import { randomBytes } from 'node:crypto';
import { validateCard } from '@plinth/commerce';
import type { ChargeRequest, ChargeResult, PaymentProvider } from './payment-provider.ts';

/** Idempotency keys the test provider remembers. */
const MAX_KEYS = 10_000;

/**
 * The built-in test provider: charges `4242 4242 4242 4242` and declines every other well-formed
 * number with 'Your card was declined.' (the card rules of @plinth/commerce `validateCard`). Keeps
 * the charges it made in memory, per provider key, so a charge retried with the same idempotency
 * key answers the first charge instead of charging again (as a real provider does), and `lookup`
 * answers from the same memory.
 *
 * Its books are this process's memory, and no money moves in test mode: a key it never saw, or a
 * charge it refunded, is 'not-charged'. That is what lets processes agree: the workflow records a
 * charge on the payment row before it returns (features/checkout/steps/charge-payment.ts), so a charge made by
 * a process that is gone is either recorded (the sweeper completes the order) or died with it.
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
  /** Payment ids refunded: a refunded charge is 'not-charged' to lookup (the money is back). */
  const refunded = new Set<string>();
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
      refunded.add(paymentId);
      if (refunded.size > MAX_KEYS) refunded.delete(refunded.values().next().value as string);
    },
    async lookup(idempotencyKey) {
      const result = byKey.get(idempotencyKey);
      if (result?.ok && !refunded.has(result.paymentId)) return { status: 'charged', paymentId: result.paymentId, testMode: true };
      return { status: 'not-charged' };
    },
  };
}
