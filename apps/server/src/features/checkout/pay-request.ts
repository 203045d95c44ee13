import { AppError } from '../../infra/errors/app-error.ts';
import { findIdempotencyKey } from './idempotency-repository.ts';
import { runIdempotent, type Answer, type IdempotentRequest } from './idempotent.ts';
import type { CheckoutSite } from './load-checkout.ts';
import { CHECKOUT_MESSAGES as M } from './messages.ts';
import type { PaidOrder } from './order-json.ts';
import type { PayDeps } from './payment-context.ts';
import { answerIntentFollowUp } from './settle-intent.ts';
import { payDepsFor, type CheckoutDeps } from './site-payments.ts';

/** How a pay body pays: the provider's token of the card, or (after authentication) the intent. */
export interface PayMeans {
  idempotencyKey: string;
  paymentMethodId?: string | undefined;
  intentId?: string | undefined;
}

/** A new payment of one of the pay routes (checkout, subscription, gift card). */
export interface NewPayment {
  /** What the key is for (the route and its cart or purchase). */
  fingerprint: IdempotentRequest['fingerprint'];
  /** Checks before the key is claimed (not stored). */
  prepare(): Promise<void>;
  /** Pays with the site's provider. */
  pay(deps: PayDeps, paymentMethodId: string): Promise<PaidOrder>;
}

/**
 * Answers a pay request (docs/checkout-api.md "Payments"): with `paymentMethodId` a new payment, run
 * at most once per idempotency key; with `intentId` the follow-up after the buyer's authentication —
 * the same key, which must be the one the payment was made with.
 * @returns the HTTP answer to send (200 order, 202 authenticate, 402, 409…)
 */
export async function answerPayRequest(deps: CheckoutDeps, site: CheckoutSite, means: PayMeans, payment: NewPayment): Promise<Answer> {
  const payDeps = await payDepsFor(deps, site.id);
  if (means.intentId) {
    const claimed = await findIdempotencyKey(deps.db, site.id, means.idempotencyKey);
    if (claimed && claimed.fingerprint !== payment.fingerprint) throw new AppError('CONFLICT', M.keyReused);
    return answerIntentFollowUp(payDeps, site.id, means.idempotencyKey, means.intentId);
  }
  const paymentMethodId = means.paymentMethodId;
  if (!paymentMethodId) throw new AppError('INVALID', 'Send paymentMethodId (from the payment form) or intentId (after authentication)');
  return runIdempotent(deps.db, { websiteId: site.id, key: means.idempotencyKey, fingerprint: payment.fingerprint }, payment.prepare, () => payment.pay(payDeps, paymentMethodId));
}
