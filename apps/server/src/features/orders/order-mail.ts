import { formatMoney, isSupportedCurrency, type CurrencyCode } from '@plinth/commerce';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { recordMail } from '../../infra/mail/mail-in-transaction.ts';
import { markOutboxMessage } from '../../infra/mail/outbox-repository.ts';
import type { MailMessage } from '../../infra/mail/mailer.ts';
import { EmailTemplateError } from '../../infra/mail/email-renderer.ts';
import { readStoreIdentity } from '../site/index.ts';
import type { OrderWorkDeps } from './order-work-deps.ts';
import { insertOrderEvent, type LineQuantity } from './order-work-repository.ts';
import type { OrderRecord } from './orders-repository.ts';

/*
 * The buyer's e-mails about an owner's work on the order — the shipping confirmation and the refund
 * notice (the theme's `shipping-confirmation` and `refund-notice`) — recorded in the write's own
 * transaction (decisions/0008) and on the order's timeline. A theme that cannot render one records
 * it as failed rather than undoing the shipment or refund.
 */

const money = (order: OrderRecord, cents: number) => formatMoney(cents, (isSupportedCurrency(order.currency) ? order.currency : 'USD') as CurrencyCode);

function linesOf(order: OrderRecord, lines: readonly LineQuantity[]) {
  return lines.flatMap((l) => {
    const line = order.items.find((i) => i.id === l.lineId);
    return line ? [{ quantity: l.quantity, productName: line.productName, sku: line.sku }] : [];
  });
}

/** What the e-mails call the store (its own name, else the site's) and its address lines (null: none). */
async function storeOf(db: Kysely<Schema>, websiteId: string): Promise<{ siteName: string; storeAddress: string[] | null }> {
  const store = await readStoreIdentity(db, websiteId);
  return { siteName: store.storeName, storeAddress: store.storeAddress.length ? store.storeAddress : null };
}

/** Records `name` to the buyer in `tx`; returns what to call after the commit. */
async function recordOrderMail(deps: OrderWorkDeps, tx: Kysely<Schema>, order: OrderRecord, name: string, context: Record<string, unknown>, fallback: string): Promise<() => Promise<void>> {
  const base: Pick<MailMessage, 'websiteId' | 'kind' | 'to'> = { websiteId: order.websiteId, kind: 'order', to: order.customerEmail };
  let subject = fallback;
  const mail = await recordMail(deps.mailer, tx, async (mailer) => {
    const rendered = deps.emails.render(name, context);
    subject = rendered.subject;
    await mailer.send({ ...base, ...rendered });
  });
  if (mail.unrendered) {
    const id = await deps.mailer.record(tx, { ...base, subject: fallback, text: `Not sent: the theme could not render this e-mail. ${mail.unrendered.message}` });
    await markOutboxMessage(tx, id, { status: 'failed', error: mail.unrendered.message });
  }
  await insertOrderEvent(tx, order.websiteId, order.id, 'email', { subject, to: order.customerEmail, failed: mail.unrendered instanceof EmailTemplateError }, deps.now());
  return mail.deliver;
}

/** The shipping confirmation of one shipment. */
export async function recordShippingConfirmation(
  deps: OrderWorkDeps,
  tx: Kysely<Schema>,
  order: OrderRecord,
  shipment: { lines: LineQuantity[]; carrier: string; trackingNumber: string; trackingUrl: string | null; complete: boolean },
): Promise<() => Promise<void>> {
  const context = {
    ...(await storeOf(tx, order.websiteId)),
    orderNumber: order.orderNumber,
    complete: shipment.complete || null,
    lines: linesOf(order, shipment.lines),
    carrier: shipment.carrier,
    trackingNumber: shipment.trackingNumber,
    trackingUrl: shipment.trackingUrl,
  };
  return recordOrderMail(deps, tx, order, 'shipping-confirmation', context, `Order #${order.orderNumber} shipped`);
}

/** The refund notice (of a cancellation too). */
export async function recordRefundNotice(
  deps: OrderWorkDeps,
  tx: Kysely<Schema>,
  order: OrderRecord,
  refund: { amountCents: number; lines: LineQuantity[]; reason: string | null; cancelled: boolean },
): Promise<() => Promise<void>> {
  const lines = linesOf(order, refund.lines);
  const context = {
    ...(await storeOf(tx, order.websiteId)),
    orderNumber: order.orderNumber,
    amount: money(order, refund.amountCents),
    lines: lines.length ? lines : null,
    reason: refund.reason,
    cancelled: refund.cancelled || null,
  };
  return recordOrderMail(deps, tx, order, 'refund-notice', context, `Order #${order.orderNumber} refund`);
}
