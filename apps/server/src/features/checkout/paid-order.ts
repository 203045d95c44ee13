import type { AppDeps } from '../../infra/app-deps.ts';
import { getProduct } from '../catalog/index.ts';
import { completeOrder, type CompletedOrder } from './steps/complete-order.ts';
import type { Reservation } from './steps/reserve-payment.ts';
import { sendOrderEmails } from './steps/send-order-emails.ts';

/*
 * The end of a charged payment, shared by the pay request and the sweeper (a payment whose process
 * died after the charge): the same complete-order step, then the same e-mails.
 */

/** What finishing an order needs from the app. */
export type OrderDeps = Pick<AppDeps, 'db' | 'mailer' | 'now'>;

/**
 * Writes the order of a charged reservation (completeOrder, which also stores the idempotency answer).
 * The subscription plan is read here, after the charge, as the pay request always did.
 * @throws PaymentSettledElsewhere / the database error, as completeOrder
 */
export async function completeChargedReservation(
  deps: OrderDeps,
  reservation: Reservation,
  charge: { providerPaymentId: string | null; testMode: boolean },
  now: number,
): Promise<CompletedOrder> {
  const { order } = reservation;
  const first = order.lines[0];
  const subscriptionPlan = order.kind === 'subscription' && first ? ((await getProduct(deps.db, reservation.websiteId, first.itemId))?.subscriptionPlan ?? null) : null;
  return completeOrder(deps.db, { reservation, charge, subscriptionPlan, now });
}

/** Sends the confirmation and gift-card e-mails of a completed order (after its commit). */
export async function sendCompletedOrderEmails(deps: OrderDeps, reservation: Reservation, completed: CompletedOrder): Promise<void> {
  const { order } = reservation;
  await sendOrderEmails(deps, {
    siteName: order.siteName,
    order: completed.order,
    confirmationUrl: absoluteUrl((completed.answer.body as { confirmationUrl: string }).confirmationUrl, order.origin),
    giftCards: completed.giftCards,
    delivery: order.delivery,
  });
}

/** A site path made absolute on `origin` (a mail client has no page to resolve it against). */
function absoluteUrl(path: string, origin: string | null): string {
  return origin ? new URL(path, origin).toString() : path;
}
