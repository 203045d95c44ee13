import { formatMoney, isSupportedCurrency } from '@plinth/commerce';
import type { Kysely } from 'kysely';
import type { Schema } from '../../../infra/database/schema.ts';
import { EmailTemplateError, type EmailRenderer } from '../../../infra/mail/email-renderer.ts';
import { mailInTransaction } from '../../../infra/mail/mail-in-transaction.ts';
import type { MailMessage } from '../../../infra/mail/mailer.ts';
import { markOutboxMessage } from '../../../infra/mail/outbox-repository.ts';
import type { OrderRecord } from '../../orders/index.ts';
import { readStoreIdentity } from '../../site/index.ts';
import { taxLineLabel, type OrderTaxLine } from '../../shipping-taxes/index.ts';
import type { GiftCardDelivery } from '../checkout-state-repository.ts';
import { orderStatusUrl } from '../order-json.ts';
import { reservationIn, type PaymentContext } from '../payment-context.ts';
import type { Step } from '../workflow/run-steps.ts';
import type { CompletedOrder, IssuedGiftCard } from './complete-order.ts';

/** What the e-mails are about. */
export interface OrderEmails {
  /** What the e-mails call the store: its own name (Store settings), else the site's. */
  siteName: string;
  /** The store's address lines for the e-mails' footer; none: not set. */
  storeAddress?: readonly string[];
  order: OrderRecord;
  confirmationUrl: string;
  /** The order status page (211), absolute like the confirmation link. */
  statusUrl: string;
  giftCards: IssuedGiftCard[];
  delivery: GiftCardDelivery | null;
  /** The order's tax lines (one per rate); none = one "Tax" line. */
  taxLines?: readonly OrderTaxLine[];
}

/**
 * Step 4 — e-mails, after the order is committed: delivers the confirmation and each gift card's code,
 * which the completing transaction recorded in the outbox with the order ({@link recordOrderEmails}),
 * so a crash after the commit cannot lose them. Nothing here fails the payment: the order is paid and
 * its answer stored. An e-mail the theme could not render (recorded as failed) and a delivery fault
 * are logged; the visitor is answered the order.
 */
export const sendOrderEmailsStep: Step<PaymentContext> = {
  name: 'send-order-emails',
  async run(context) {
    const { completed, deps } = context;
    if (!completed) throw new Error('E-mails need the completed order');
    const orderId = completed.order.id;
    for (const error of context.emailsUnrendered ?? []) deps.log?.error({ err: error, orderId }, 'an order e-mail could not be rendered; it is in the outbox as failed');
    try {
      await context.orderMail?.deliver();
    } catch (error) {
      deps.log?.error({ err: error, orderId }, 'delivering the order e-mails failed; they wait in the outbox');
    }
  },
};

/**
 * Records the order's e-mails in the completing transaction `tx` (called by complete-order inside it)
 * and keeps them on the context for {@link sendOrderEmailsStep} to deliver after the commit. An e-mail
 * the theme cannot render is recorded already failed, with the reason (the owner sees it in the
 * outbox; no sweep sends it), and the order does not fail for it; a database fault throws, rolling
 * the order back.
 */
export async function recordOrderEmails(context: PaymentContext, tx: Kysely<Schema>, completed: CompletedOrder): Promise<void> {
  const { order } = reservationIn(context);
  const store = await readStoreIdentity(tx, completed.order.websiteId, order.siteName);
  const input: OrderEmails = {
    siteName: store.storeName,
    storeAddress: store.storeAddress,
    order: completed.order,
    confirmationUrl: absoluteUrl(completed.paid.confirmationUrl, order.origin),
    statusUrl: absoluteUrl(orderStatusUrl(completed.order.id, completed.accessToken), order.origin),
    giftCards: completed.giftCards,
    delivery: order.delivery,
    taxLines: order.taxLines ?? [],
  };
  const { messages, unrendered } = renderOrderEmails(context.deps.emails, input);
  // A transaction retried (an order-number clash) records its e-mails again: only the last attempt's are delivered.
  const mail = mailInTransaction(context.deps.mailer, tx);
  for (const message of messages) await mail.mailer.send(message);
  for (const { message, error } of unrendered) {
    const id = await context.deps.mailer.record(tx, message);
    await markOutboxMessage(tx, id, { status: 'failed', error: error.message });
  }
  context.orderMail = mail;
  context.emailsUnrendered = unrendered.map((e) => e.error);
}

/** An order e-mail the theme could not render: a stand-in to record as failed, and why. */
export interface UnrenderedEmail {
  message: MailMessage;
  error: EmailTemplateError;
}

/** Renders one e-mail, or, when the theme cannot, the stand-in `fallback` says what it was. */
function renderOr(render: () => Omit<MailMessage, 'websiteId' | 'kind' | 'to'>, base: Pick<MailMessage, 'websiteId' | 'kind' | 'to'>, fallback: string): MailMessage | UnrenderedEmail {
  try {
    return { ...base, ...render() };
  } catch (error) {
    if (!(error instanceof EmailTemplateError)) throw error;
    return { message: { ...base, subject: fallback, text: `Not sent: the theme could not render this e-mail. ${error.message}` }, error };
  }
}

/** A site path made absolute on `origin` (a mail client has no page to resolve it against). */
function absoluteUrl(path: string, origin: string | null): string {
  return origin ? new URL(path, origin).toString() : path;
}

/**
 * The order confirmation to the customer (kind 'order', the theme's `order-confirmation` e-mail) and
 * each gift card's code to its recipient (kind 'gift-card', `gift-card`). Amounts are formatted here
 * (@plinth/commerce) and handed to the templates as text. Each e-mail the theme cannot render comes
 * back in `unrendered` instead (the others are still sent).
 */
export function renderOrderEmails(renderer: EmailRenderer, emails: OrderEmails): { messages: MailMessage[]; unrendered: UnrenderedEmail[] } {
  const { order, siteName } = emails;
  const storeAddress = emails.storeAddress?.length ? emails.storeAddress : null;
  const currency = isSupportedCurrency(order.currency) ? order.currency : 'USD';
  const money = (cents: number) => formatMoney(cents, currency);
  const results: (MailMessage | UnrenderedEmail)[] = [];
  const confirmation = () => renderer.render('order-confirmation', {
    siteName,
    storeAddress,
    orderNumber: order.orderNumber,
    lines: order.items.map((i) => ({ quantity: i.quantity, productName: i.productName, sku: i.sku, amount: money(i.quantity * i.unitPriceCents) })),
    subtotal: money(order.subtotalCents),
    discount: order.discountCents ? money(order.discountCents) : null,
    shipping: money(order.shippingCents),
    tax: money(order.taxCents),
    taxLines: (emails.taxLines ?? []).map((line) => ({ label: taxLineLabel(line), amount: money(line.taxCents) })),
    total: money(order.grandTotalCents),
    confirmationUrl: emails.confirmationUrl,
    statusUrl: emails.statusUrl,
  });
  results.push(renderOr(confirmation, { websiteId: order.websiteId, kind: 'order', to: order.customerEmail }, `Order #${order.orderNumber} confirmation`));
  for (const card of emails.giftCards) {
    const message = emails.delivery?.message || null;
    const giftCard = () => renderer.render('gift-card', {
      siteName,
      storeAddress,
      amount: money(card.amountCents),
      senderName: emails.delivery?.senderName || null,
      message,
      messageLines: message ? message.split('\n') : [],
      code: card.code,
    });
    // The stand-in never carries the code: it is a secret for the recipient only.
    results.push(renderOr(giftCard, { websiteId: order.websiteId, kind: 'gift-card', to: card.recipientEmail }, `Your ${money(card.amountCents)} gift card (order #${order.orderNumber})`));
  }
  return {
    messages: results.filter((r): r is MailMessage => !('error' in r)),
    unrendered: results.filter((r): r is UnrenderedEmail => 'error' in r),
  };
}
