import type { AppContext } from '../app-context.ts';
import { getProduct } from '../db/catalog.ts';
import { errorBody } from '../http/errors.ts';
import type { CardDetails, PaymentProvider } from '../services/payments/payment-provider.ts';
import { CHECKOUT_MESSAGES as M } from './checkout-messages.ts';
import type { Answer } from './idempotent.ts';
import type { CheckoutSite } from './load-checkout.ts';
import { chargePayment } from './steps/charge-payment.ts';
import { completeOrder } from './steps/complete-order.ts';
import { releasePayment } from './steps/release-payment.ts';
import { reservePayment } from './steps/reserve-payment.ts';
import { sendOrderEmails } from './steps/send-order-emails.ts';

/** What the payment workflow needs from the app. */
export interface PayDeps extends Pick<AppContext, 'db' | 'smtpUrl' | 'now'> {
  provider: PaymentProvider;
}

/** Input of {@link payForCart}. */
export interface PayInput {
  site: CheckoutSite;
  cartId: string;
  card: CardDetails;
  /** The request's idempotency key; the order's transaction stores the answer under it. */
  idempotencyKey: string;
  /** Where the visitor reached the site (`https://shop.example`): the e-mail's order link is absolute. */
  origin?: string;
}

/**
 * The payment workflow (run inside runIdempotent), step by step:
 * 1. reservePayment — one short transaction: lock the cart, take the stock (all or nothing), debit
 *    the gift card, record the payment pending (a refusal rolls it all back: nothing is taken);
 * 2. chargePayment — the card, outside any transaction (SQLite has one writer: never hold it while
 *    a provider answers);
 * 3a. refused → releasePayment gives everything back → 402 with the provider's message;
 * 3b. charged → completeOrder writes the order, the purchased cart, gift cards, subscription and the
 *    idempotency answer in one transaction (if that fails for good, the charge is refunded and the
 *    reservation given back);
 * 4. sendOrderEmails — confirmation and gift-card codes, after the commit.
 */
export async function payForCart(deps: PayDeps, input: PayInput): Promise<Answer> {
  const { db, provider } = deps;
  const reservation = await reservePayment(db, input.site, input.cartId, provider, deps.now());

  const charge = await chargePayment(provider, reservation, input.card);
  if (!charge.ok) {
    await releasePayment(db, reservation, charge.code, deps.now());
    if (charge.code === 'provider_error') return { status: 503, body: errorBody(M.providerUnavailable) };
    return { status: 402, body: errorBody(charge.message) };
  }

  const { state, cart } = reservation.checkout;
  const subscriptionPlan =
    state.kind === 'subscription' && cart.entries[0] ? ((await getProduct(db, input.site.id, cart.entries[0].itemId))?.subscriptionPlan ?? null) : null;
  let completed;
  try {
    completed = await completeOrder(db, {
      reservation,
      charge,
      subscriptionPlan,
      idempotency: { websiteId: input.site.id, key: input.idempotencyKey },
      now: deps.now(),
    });
  } catch {
    if (charge.providerPaymentId) await provider.refund(charge.providerPaymentId).catch(() => {});
    await releasePayment(db, reservation, 'order_not_recorded', deps.now());
    return { status: 503, body: errorBody(M.orderNotRecorded) };
  }

  await sendOrderEmails(deps, {
    siteName: input.site.name,
    order: completed.order,
    confirmationUrl: absoluteUrl((completed.answer.body as { confirmationUrl: string }).confirmationUrl, input.origin),
    giftCards: completed.giftCards,
    delivery: state.delivery,
  });
  return completed.answer;
}

/** A site path made absolute on `origin` (a mail client has no page to resolve it against). */
function absoluteUrl(path: string, origin: string | undefined): string {
  return origin ? new URL(path, origin).toString() : path;
}
