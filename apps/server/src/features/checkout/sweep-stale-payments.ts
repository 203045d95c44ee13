import { claimStalePayment, findPayment, listStalePayments, type PaymentRecord } from './payments-repository.ts';
import type { ChargeLookup } from '../../infra/payments/payment-provider.ts';
import { completeChargedReservation, sendCompletedOrderEmails } from './paid-order.ts';
import type { PayDeps } from './pay-workflow.ts';
import { PaymentSettledElsewhere } from './steps/complete-order.ts';
import { releasePayment } from './steps/release-payment.ts';
import { reservationOf } from './steps/reserve-payment.ts';

/** Options of {@link sweepStalePayments}. */
export interface SweepOptions {
  /** A payment pending (and untouched) this long is taken for abandoned, e.g. 2 minutes. */
  olderThanMs: number;
  /** @default deps.now() */
  now?: number;
  /** Payments looked at per sweep (the rest wait for the next one). @default 100 */
  limit?: number;
}

/** What one sweep did, by payment id. */
export interface SweepResult {
  /** Charged: the order was written, the answer stored under the request's key, the e-mails sent. */
  completed: string[];
  /** Not charged: stock, gift-card amount and cart lock given back; the request's key given up. */
  released: string[];
  /** Left pending for a later sweep: the provider could not tell, or the row cannot be completed here. */
  left: string[];
  /** Payments whose settling threw (the sweep goes on with the others). */
  errors: { paymentId: string; error: unknown }[];
}

const DEFAULT_LIMIT = 100;

/**
 * Finishes payments whose process died between reserve and complete/release (issue 5): each payment
 * pending and untouched for `olderThanMs` is claimed (a conditional update: of several sweepers in
 * several processes, one gets it), then the provider is asked what became of its charge:
 * - charged → the same complete-order step as the pay request (order, cart purchased, stock kept,
 *   idempotency answer stored so a retry of the request answers the order), then the e-mails;
 * - not charged → released (stock and gift card back, cart unlocked, the request's key given up so
 *   a retry runs again);
 * - unknown → left pending; the claim lapses and a later sweep asks again.
 * Completing and releasing each flip the payment out of 'pending' conditionally in their own
 * transaction, so even a sweeper racing the (slow, not dead) request has one effect.
 * @returns what was done; never throws for one payment (see `errors`), only when listing fails
 */
export async function sweepStalePayments(deps: PayDeps, options: SweepOptions): Promise<SweepResult> {
  const now = options.now ?? deps.now();
  const cutoff = now - options.olderThanMs;
  const result: SweepResult = { completed: [], released: [], left: [], errors: [] };
  for (const candidate of await listStalePayments(deps.db, cutoff, options.limit ?? DEFAULT_LIMIT)) {
    try {
      if (!(await claimStalePayment(deps.db, candidate.id, cutoff, now))) continue;
      // Read again after the claim: a charge may have been recorded since the list was read.
      const payment = await findPayment(deps.db, candidate.id);
      if (!payment || payment.status !== 'pending') continue;
      const outcome = await settle(deps, payment, now);
      if (outcome) result[outcome].push(payment.id);
    } catch (error) {
      result.errors.push({ paymentId: candidate.id, error });
    }
  }
  return result;
}

/** Completes or releases one claimed payment; null when another process settled it meanwhile. */
async function settle(deps: PayDeps, payment: PaymentRecord, now: number): Promise<'completed' | 'released' | 'left' | null> {
  const charge = await lookupCharge(deps, payment);
  if (charge.status === 'unknown') return 'left';

  if (charge.status === 'not-charged') {
    const released = await releasePayment(deps.db, { ...payment, paymentId: payment.id, taken: payment.reserved }, 'abandoned', now, {
      unlessCharged: true,
      giveUpKey: payment.order?.idempotencyKey,
    });
    return released ? 'released' : null;
  }

  // A row reserved before order drafts were stored cannot be completed faithfully: leave it to a person.
  const reservation = reservationOf(payment);
  if (!reservation) return 'left';
  try {
    const completed = await completeChargedReservation(deps, reservation, { providerPaymentId: charge.paymentId, testMode: charge.testMode }, now);
    await sendCompletedOrderEmails(deps, reservation, completed);
    return 'completed';
  } catch (error) {
    if (error instanceof PaymentSettledElsewhere) return null;
    throw error;
  }
}

/**
 * What became of a payment's charge. A charge recorded on the row is final (the request recorded it
 * before its charge step returned); nothing to charge (a gift card paid it all) counts as charged;
 * otherwise the provider that charged it is asked by the payment's id (its idempotency key).
 */
async function lookupCharge(deps: PayDeps, payment: PaymentRecord): Promise<{ status: 'charged'; paymentId: string | null; testMode: boolean } | Exclude<ChargeLookup, { status: 'charged' }>> {
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
