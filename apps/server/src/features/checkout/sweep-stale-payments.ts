import { releaseAbandonedKeys } from './idempotency-repository.ts';
import { claimStalePayment, findPayment, listStalePayments, pendingPaymentKeys, type PaymentRecord } from './payments-repository.ts';
import { PaymentLeftPending, PaymentNotCharged, type PayDeps, type PaymentContext } from './payment-context.ts';
import { confirmChargeStep } from './steps/confirm-charge.ts';
import { completeOrderStep, PaymentSettledElsewhere } from './steps/complete-order.ts';
import { reservationOf, reservePaymentStep } from './steps/reserve-payment.ts';
import { sendOrderEmailsStep } from './steps/send-order-emails.ts';
import { runSteps, type Step } from './workflow/run-steps.ts';

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
  /** Idempotency keys given up: claimed by a request that died before it reserved anything. */
  keysGivenUp: number;
}

const DEFAULT_LIMIT = 100;

/**
 * The steps that finish a payment whose process died: the same runner and steps as the pay request,
 * with the charge step replaced by asking what became of the charge. Reserving is already done (the
 * stored payment), so "not charged" undoes it through reserve-payment's compensation.
 */
export const RESUME_STEPS: readonly Step<PaymentContext>[] = [reservePaymentStep, confirmChargeStep, completeOrderStep, sendOrderEmailsStep];

/**
 * Finishes payments whose process died between reserve and complete/release (decisions/0003-payment-steps.md):
 * each payment pending and untouched for `olderThanMs` is claimed (a conditional update: of several
 * sweepers in several processes, one gets it), then {@link RESUME_STEPS} run:
 * - charged → the same complete-order step as the pay request (order, cart purchased, stock kept,
 *   idempotency answer stored so a retry of the request answers the order), then the e-mails;
 * - not charged → released (stock and gift card back, cart unlocked, the request's key given up so
 *   a retry runs again);
 * - unknown → left pending; the claim lapses and a later sweep asks again.
 * Then the keys claimed before the cutoff by requests that died before reserving are given up.
 * Completing and releasing each flip the payment out of 'pending' conditionally in their own
 * transaction, so even a sweeper racing the (slow, not dead) request has one effect.
 * @returns what was done; never throws for one payment (see `errors`), only when listing fails
 */
export async function sweepStalePayments(deps: PayDeps, options: SweepOptions): Promise<SweepResult> {
  const now = options.now ?? deps.now();
  const cutoff = now - options.olderThanMs;
  const result: SweepResult = { completed: [], released: [], left: [], errors: [], keysGivenUp: 0 };
  for (const candidate of await listStalePayments(deps.db, cutoff, options.limit ?? DEFAULT_LIMIT)) {
    try {
      if (!(await claimStalePayment(deps.db, candidate.id, cutoff, now))) continue;
      // Read again after the claim: a charge may have been recorded since the list was read.
      const payment = await findPayment(deps.db, candidate.id);
      if (!payment || payment.status !== 'pending') continue;
      const outcome = await settle({ ...deps, now: () => now }, payment);
      if (outcome) result[outcome].push(payment.id);
    } catch (error) {
      result.errors.push({ paymentId: candidate.id, error });
    }
  }
  // After the payments: a key whose payment was completed holds its answer now, one released is given up.
  result.keysGivenUp = await releaseAbandonedKeys(deps.db, cutoff, await pendingPaymentKeys(deps.db));
  return result;
}

/** Pending payments a recovery looks at (a crash leaves as many as requests were paying). */
const RECOVERY_LIMIT = 1000;

/**
 * Settles at once everything the payments of dead processes left — when no other process is alive
 * (the process census, on start), so nothing pending can belong to a live request: each pending
 * payment is completed (charge recorded) or released (stock, gift card and cart given back), and
 * each key claimed without a payment is given up, so a retry of the request is answered.
 */
export function recoverInterruptedPayments(deps: PayDeps, now: number): Promise<SweepResult> {
  return sweepStalePayments(deps, { olderThanMs: 0, now, limit: RECOVERY_LIMIT });
}

/** Completes or releases one claimed payment; null when another process settled it meanwhile. */
async function settle(deps: PayDeps, payment: PaymentRecord): Promise<'completed' | 'released' | 'left' | null> {
  const context: PaymentContext = {
    deps,
    resumed: true,
    stored: payment,
    held: { paymentId: payment.id, websiteId: payment.websiteId, cartId: payment.cartId, taken: payment.reserved, giftCardId: payment.giftCardId, giftCardCents: payment.giftCardCents },
    reservation: reservationOf(payment) ?? undefined,
    release: { failureCode: 'abandoned', unlessCharged: true, giveUpKey: payment.order?.idempotencyKey },
  };
  try {
    await runSteps(RESUME_STEPS, context);
    return 'completed';
  } catch (error) {
    if (error instanceof PaymentLeftPending) return 'left';
    if (error instanceof PaymentNotCharged) return context.release.released ? 'released' : null;
    if (error instanceof PaymentSettledElsewhere) return null;
    throw error;
  }
}
