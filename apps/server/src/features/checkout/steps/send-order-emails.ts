import { formatMoney, isSupportedCurrency } from '@plinth/commerce';
import type { Kysely } from 'kysely';
import type { Schema } from '../../../infra/database/schema.ts';
import { EmailTemplateError, type EmailRenderer } from '../../../infra/mail/email-renderer.ts';
import { mailInTransaction } from '../../../infra/mail/mail-in-transaction.ts';
import type { MailMessage } from '../../../infra/mail/mailer.ts';
import type { OrderRecord } from '../../orders/index.ts';
import type { GiftCardDelivery } from '../checkout-state-repository.ts';
import { orderStatusUrl } from '../order-json.ts';
import { reservationIn, type PaymentContext } from '../payment-context.ts';
import { Halt, type Step } from '../workflow/run-steps.ts';
import type { CompletedOrder, IssuedGiftCard } from './complete-order.ts';

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
 * Step 4 — e-mails, after the order is committed: delivers the confirmation and each gift card's code,
 * which the completing transaction recorded in the outbox with the order ({@link recordOrderEmails}),
 * so a crash after the commit cannot lose them. A failure here never undoes the paid order (Halt: no
 * compensation); neither does a theme that could not render them (the order stands without them).
 */
export const sendOrderEmailsStep: Step<PaymentContext> = {
  name: 'send-order-emails',
  async run(context) {
    if (!context.completed) throw new Error('E-mails need the completed order');
    try {
      if (context.emailsUnrendered) throw context.emailsUnrendered;
      await context.orderMail?.deliver();
    } catch (error) {
      throw new Halt(error);
    }
  },
};

/**
 * Records the order's e-mails in the completing transaction `tx` (called by complete-order inside it)
 * and keeps them on the context for {@link sendOrderEmailsStep} to deliver after the commit. A theme
 * that cannot render them records none (the order must not fail for it) and the e-mail step reports
 * it; a database fault throws, rolling the order back.
 */
export async function recordOrderEmails(context: PaymentContext, tx: Kysely<Schema>, completed: CompletedOrder): Promise<void> {
  const { order } = reservationIn(context);
  const input: OrderEmails = {
    siteName: order.siteName,
    order: completed.order,
    confirmationUrl: absoluteUrl(completed.paid.confirmationUrl, order.origin),
    statusUrl: absoluteUrl(orderStatusUrl(completed.order.id, completed.accessToken), order.origin),
    giftCards: completed.giftCards,
    delivery: order.delivery,
  };
  let messages: MailMessage[];
  try {
    messages = renderOrderEmails(context.deps.emails, input);
    context.emailsUnrendered = undefined;
  } catch (error) {
    if (!(error instanceof EmailTemplateError)) throw error;
    context.emailsUnrendered = error;
    messages = [];
  }
  // A transaction retried (an order-number clash) records its e-mails again: only the last attempt's are delivered.
  const mail = mailInTransaction(context.deps.mailer, tx);
  for (const message of messages) await mail.mailer.send(message);
  context.orderMail = mail;
}

/** A site path made absolute on `origin` (a mail client has no page to resolve it against). */
function absoluteUrl(path: string, origin: string | null): string {
  return origin ? new URL(path, origin).toString() : path;
}

/**
 * The order confirmation to the customer (kind 'order', the theme's `order-confirmation` e-mail) and
 * each gift card's code to its recipient (kind 'gift-card', `gift-card`). Amounts are formatted here
 * (@plinth/commerce) and handed to the templates as text.
 * @throws EmailTemplateError when the theme cannot render one
 */
export function renderOrderEmails(renderer: EmailRenderer, emails: OrderEmails): MailMessage[] {
  const { order, siteName } = emails;
  const currency = isSupportedCurrency(order.currency) ? order.currency : 'USD';
  const money = (cents: number) => formatMoney(cents, currency);
  const confirmation = renderer.render('order-confirmation', {
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
  const messages: MailMessage[] = [{ websiteId: order.websiteId, kind: 'order', to: order.customerEmail, ...confirmation }];
  for (const card of emails.giftCards) {
    const message = emails.delivery?.message || null;
    const mail = renderer.render('gift-card', {
      siteName,
      amount: money(card.amountCents),
      senderName: emails.delivery?.senderName || null,
      message,
      messageLines: message ? message.split('\n') : [],
      code: card.code,
    });
    messages.push({ websiteId: order.websiteId, kind: 'gift-card', to: card.recipientEmail, ...mail });
  }
  return messages;
}
