import { formatMoney, isSupportedCurrency } from '@plinth/commerce';
import type { AppDeps } from '../../../infra/app-deps.ts';
import type { OrderRecord } from '../../orders/index.ts';
import type { GiftCardDelivery } from '../checkout-state-repository.ts';
import type { IssuedGiftCard } from './complete-order.ts';

/** What the e-mails are about. */
export interface OrderEmails {
  siteName: string;
  order: OrderRecord;
  confirmationUrl: string;
  giftCards: IssuedGiftCard[];
  delivery: GiftCardDelivery | null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Step (after the order is committed): the order confirmation to the customer (kind 'order') and
 * each gift card's code to its recipient (kind 'gift-card'). the mailer records every message in the
 * outbox and never throws for a delivery failure, so mail cannot undo a paid order.
 */
export async function sendOrderEmails(context: Pick<AppDeps, 'db' | 'mailer' | 'now'>, emails: OrderEmails): Promise<void> {
  const { order, siteName } = emails;
  const currency = isSupportedCurrency(order.currency) ? order.currency : 'USD';
  const money = (cents: number) => formatMoney(cents, currency);
  const lines = order.items.map((i) => `${i.quantity} × ${i.productName} (${i.sku}) — ${money(i.quantity * i.unitPriceCents)}`);
  const totals = [
    `Subtotal: ${money(order.subtotalCents)}`,
    ...(order.discountCents ? [`Discount: -${money(order.discountCents)}`] : []),
    `Shipping: ${money(order.shippingCents)}`,
    `Tax: ${money(order.taxCents)}`,
    `Total: ${money(order.grandTotalCents)}`,
  ];
  const text = [`Thank you for your order from ${siteName}.`, '', `Order #${order.orderNumber}`, ...lines, '', ...totals, '', `View your order: ${emails.confirmationUrl}`].join('\n');
  const html =
    `<p>Thank you for your order from ${escapeHtml(siteName)}.</p><h1>Order #${order.orderNumber}</h1>` +
    `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` +
    `<p>${totals.map(escapeHtml).join('<br>')}</p><p><a href="${escapeHtml(emails.confirmationUrl)}">View your order</a></p>`;
  await context.mailer.send({ websiteId: order.websiteId, kind: 'order', to: order.customerEmail, subject: `Your order #${order.orderNumber} from ${siteName}`, text, html });

  for (const card of emails.giftCards) {
    const from = emails.delivery?.senderName ? ` from ${emails.delivery.senderName}` : '';
    const note = emails.delivery?.message ? ['', emails.delivery.message] : [];
    const cardText = [
      `You have received a ${money(card.amountCents)} gift card${from} for ${siteName}.`,
      ...note,
      '',
      `Your gift card code: ${card.code}`,
      'Enter it at checkout to pay with it.',
    ].join('\n');
    await context.mailer.send({
      websiteId: order.websiteId,
      kind: 'gift-card',
      to: card.recipientEmail,
      subject: `Your ${money(card.amountCents)} gift card for ${siteName}`,
      text: cardText,
      html: cardText.split('\n').map((l) => `<p>${escapeHtml(l)}</p>`).join(''),
    });
  }
}
