import { formatMoney, isSupportedCurrency } from '@plinth/commerce';
import type { AppDeps } from '../../../infra/app-deps.ts';
import type { OrderRecord } from '../../orders/index.ts';
import type { GiftCardDelivery } from '../checkout-state-repository.ts';
import { orderStatusUrl } from '../order-json.ts';
import { reservationIn, type PaymentContext } from '../payment-context.ts';
import { Halt, type Step } from '../workflow/run-steps.ts';
import type { IssuedGiftCard } from './complete-order.ts';

/** What the e-mails are about. */
export interface OrderEmails {
  siteName: string;
  order: OrderRecord;
  confirmationUrl: string;
  /** The order status page (211), absolute like the confirmation link. */
  statusUrl: string;
  giftCards: IssuedGiftCard[];
  delivery: GiftCardDelivery | null;
}

/**
 * Step 4 — e-mails, after the order is committed: the confirmation and each gift card's code
 * ({@link sendOrderEmails}). A failure here never undoes the paid order (Halt: no compensation).
 */
export const sendOrderEmailsStep: Step<PaymentContext> = {
  name: 'send-order-emails',
  async run(context) {
    const reservation = reservationIn(context);
    const { completed } = context;
    if (!completed) throw new Error('E-mails need the completed order');
    const { order } = reservation;
    try {
      await sendOrderEmails(context.deps, {
        siteName: order.siteName,
        order: completed.order,
        confirmationUrl: absoluteUrl(completed.paid.confirmationUrl, order.origin),
        statusUrl: absoluteUrl(orderStatusUrl(completed.order.id, completed.accessToken), order.origin),
        giftCards: completed.giftCards,
        delivery: order.delivery,
      });
    } catch (error) {
      throw new Halt(error);
    }
  },
};

/** A site path made absolute on `origin` (a mail client has no page to resolve it against). */
function absoluteUrl(path: string, origin: string | null): string {
  return origin ? new URL(path, origin).toString() : path;
}

/**
 * Sends the order confirmation to the customer (kind 'order', the theme's `order-confirmation`
 * e-mail) and each gift card's code to its recipient (kind 'gift-card', `gift-card`). Amounts are
 * formatted here (@plinth/commerce) and handed to the templates as text. The mailer records every
 * message in the outbox and never throws for a delivery failure, so mail cannot undo a paid order.
 */
export async function sendOrderEmails(context: Pick<AppDeps, 'mailer' | 'emails'>, emails: OrderEmails): Promise<void> {
  const { order, siteName } = emails;
  const currency = isSupportedCurrency(order.currency) ? order.currency : 'USD';
  const money = (cents: number) => formatMoney(cents, currency);
  const confirmation = context.emails.render('order-confirmation', {
    siteName,
    orderNumber: order.orderNumber,
    lines: order.items.map((i) => ({ quantity: i.quantity, productName: i.productName, sku: i.sku, amount: money(i.quantity * i.unitPriceCents) })),
    subtotal: money(order.subtotalCents),
    discount: order.discountCents ? money(order.discountCents) : null,
    shipping: money(order.shippingCents),
    tax: money(order.taxCents),
    total: money(order.grandTotalCents),
    confirmationUrl: emails.confirmationUrl,
    statusUrl: emails.statusUrl,
  });
  await context.mailer.send({ websiteId: order.websiteId, kind: 'order', to: order.customerEmail, ...confirmation });

  for (const card of emails.giftCards) {
    const message = emails.delivery?.message || null;
    const mail = context.emails.render('gift-card', {
      siteName,
      amount: money(card.amountCents),
      senderName: emails.delivery?.senderName || null,
      message,
      messageLines: message ? message.split('\n') : [],
      code: card.code,
    });
    await context.mailer.send({ websiteId: order.websiteId, kind: 'gift-card', to: card.recipientEmail, ...mail });
  }
}
