import type { getOwnerOrder, ownerOrder } from '@plinth/api';
import { formatMoney, isSupportedCurrency, moneyFromMinor, type CurrencyCode } from '@plinth/commerce';
import type { z } from 'zod';
import type { FulfillmentRecord, OrderEventRecord, OrderPaymentRecord, RefundRecord } from './order-work-repository.ts';
import type { OrderRecord } from './orders-repository.ts';

/** An order as the owner API answers it (`ownerOrder` of @plinth/api): storefront.md §3's Order plus the dashboard's fields. */
export type OrderJson = z.infer<typeof ownerOrder>;
/** The order page's answer. */
export type OrderDetailJson = z.infer<typeof getOwnerOrder.response>;

const currencyOf = (order: OrderRecord) => order.currency as CurrencyCode;

/** Encodes an order; money is `{ value, currency, decimalValue, currencyCode }`. */
export function orderJson(order: OrderRecord): OrderJson {
  const money = (minor: number) => moneyFromMinor(minor, currencyOf(order));
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    purchasedCartId: order.purchasedCartId,
    testMode: order.testMode,
    websiteId: order.websiteId,
    customerEmail: order.customerEmail,
    items: order.items.map((line) => ({
      id: line.id,
      sku: line.sku,
      productName: line.productName,
      quantity: line.quantity,
      unitPrice: money(line.unitPriceCents),
      fulfilledQuantity: line.fulfilledQuantity,
      refundedQuantity: line.refundedQuantity,
    })),
    subtotal: money(order.subtotalCents),
    discountTotal: money(order.discountCents),
    shippingTotal: money(order.shippingCents),
    taxTotal: money(order.taxCents),
    grandTotal: money(order.grandTotalCents),
    shippingAddress: order.shippingAddress,
    paymentStatus: order.paymentStatus,
    fulfillmentStatus: order.fulfillmentStatus,
    refundedTotal: money(order.refundedCents),
    cancelledAt: order.cancelledAt,
    createdAt: order.createdAt,
  };
}

/** A shipment as the API answers it. */
export const fulfillmentJson = (f: FulfillmentRecord) => ({ id: f.id, carrier: f.carrier, trackingNumber: f.trackingNumber, trackingUrl: f.trackingUrl, lines: f.lines, createdAt: f.createdAt });

/** A refund as the API answers it. */
export const refundJson = (order: OrderRecord, r: RefundRecord) => ({
  id: r.id,
  amount: moneyFromMinor(r.amountCents, currencyOf(order)),
  lines: r.lines,
  restock: r.restock,
  reason: r.reason,
  status: r.status,
  createdAt: r.createdAt,
});

/** The provider's own page of a payment, where it has one (Stripe's dashboard). */
function providerUrl(payment: OrderPaymentRecord): string | null {
  if (payment.provider !== 'stripe' || !payment.providerPaymentId) return null;
  return `https://dashboard.stripe.com/${payment.testMode ? 'test/' : ''}payments/${encodeURIComponent(payment.providerPaymentId)}`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** One stored timeline step as the dashboard reads it. */
function eventText(order: OrderRecord, event: OrderEventRecord): { kind: OrderDetailJson['timeline'][number]['kind']; text: string } | null {
  const d = event.detail;
  const money = (cents: unknown) => formatMoney(Number(cents), isSupportedCurrency(order.currency) ? order.currency : 'USD');
  switch (event.kind) {
    case 'fulfilled':
      return { kind: 'fulfilled', text: `Shipped ${plural(Number(d.units), 'item')} with ${String(d.carrier)} (tracking ${String(d.trackingNumber)}).` };
    case 'refunded':
      return { kind: 'refunded', text: `Refunded ${money(d.amountCents)}${Number(d.units) ? ` for ${plural(Number(d.units), 'item')}` : ''}${d.restocked ? ', restocked' : ''}${d.reason ? ` — ${String(d.reason)}` : ''}.` };
    case 'refund_failed':
      return { kind: 'refund_failed', text: `A refund of ${money(d.amountCents)} failed: ${String(d.failure)}` };
    case 'cancelled':
      return { kind: 'cancelled', text: 'Order cancelled.' };
    case 'email':
      return { kind: 'email', text: d.failed ? `E-mail not sent (the theme could not render it): ${String(d.subject)}` : `E-mailed ${String(d.to)}: ${String(d.subject)}` };
    default:
      return null;
  }
}

/** The order page: the order, its payment, shipments, refunds and timeline (placed and paid first). */
export function orderDetailJson(
  order: OrderRecord,
  payment: OrderPaymentRecord | null,
  fulfillments: FulfillmentRecord[],
  refunds: RefundRecord[],
  events: OrderEventRecord[],
): OrderDetailJson {
  const timeline: OrderDetailJson['timeline'] = [{ kind: 'placed', text: `Order placed by ${order.customerEmail}.`, at: order.createdAt }];
  if (payment?.status === 'succeeded') {
    timeline.push({ kind: 'paid', text: `Paid ${formatMoney(payment.amountCents, isSupportedCurrency(order.currency) ? order.currency : 'USD')} through the ${payment.provider === 'stripe' ? 'Stripe' : 'test'} provider.`, at: order.createdAt });
  }
  for (const event of events) {
    const step = eventText(order, event);
    if (step) timeline.push({ ...step, at: event.createdAt });
  }
  return {
    order: orderJson(order),
    payment: payment && {
      provider: payment.provider,
      status: payment.status,
      amount: moneyFromMinor(payment.amountCents, currencyOf(order)),
      providerPaymentId: payment.providerPaymentId,
      providerUrl: providerUrl(payment),
      // As the provider told it at the charge ('visa', '4242'); null when it did not.
      cardBrand: payment.card?.brand ?? null,
      cardLast4: payment.card?.last4 ?? null,
    },
    fulfillments: fulfillments.map(fulfillmentJson),
    refunds: refunds.map((r) => refundJson(order, r)),
    timeline,
  };
}
