import { amountToMinor, formatMoney, isSupportedCurrency, type MoneyValue } from '@plinth/commerce';
import { PAGE_TYPES } from '@plinth/platform';
import type { Kysely } from 'kysely';
import { definePageKind, type ExtensionPage, type PageKind } from '../../infra/page-extensions.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { getOrderForVisitor } from '../checkout/index.ts';
import { buyerOrderProgress } from '../orders/index.ts';
import { ORDER_PAGE_TEXT, PAGE_TYPE_TITLES } from './messages.ts';
import { orderTaxLines, taxLineLabel } from '../shipping-taxes/index.ts';

/*
 * The order pages a link with the order's token opens (the same token as the order-confirmed page,
 * 202, checked by the checkout feature): `/commerce/orders/{id}/status?token=` — order status
 * (211); `/commerce/orders/{id}/received?token=` — order received (207); and
 * `/commerce/orders/{id}/subscription?token=` — subscription confirmed (206), for an order that
 * started subscriptions. A wrong token, order or site is the not-found page. Never cached.
 */

const ORDER_PAGES = {
  status: { template: 'order-status', pageType: PAGE_TYPES.ORDER_STATUS },
  received: { template: 'order-received', pageType: PAGE_TYPES.ORDER_RECEIVED },
  subscription: { template: 'subscription-confirmed', pageType: PAGE_TYPES.SUBSCRIPTION_CONFIRMED },
} as const;

type OrderPageKind = keyof typeof ORDER_PAGES;

function dateIn(timeZone: string, epochMs: number): string {
  try {
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(epochMs);
  } catch {
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(epochMs);
  }
}

/** The page kind of the three order pages. */
export function orderPages(db: Kysely<Schema>): PageKind<{ orderId: string; kind: OrderPageKind; token: string }> {
  return definePageKind({
    name: 'order-pages',
    match: (info) => {
      const [commerce, orders, orderId, kind] = info.segments;
      if (info.segments.length !== 4 || commerce !== 'commerce' || orders !== 'orders' || !(kind && kind in ORDER_PAGES)) return null;
      return { orderId: orderId as string, kind: kind as OrderPageKind, token: typeof info.query.token === 'string' ? info.query.token : '' };
    },
    resolve: async ({ orderId, kind, token }, info): Promise<ExtensionPage | null> => {
      const found = await getOrderForVisitor(db, info.site.id, orderId, token);
      if (!found) return null;
      const { order, subscriptions } = found;
      if (kind === 'subscription' && subscriptions.length === 0) return null;
      const currency = isSupportedCurrency(order.currency) ? order.currency : 'USD';
      const money = (value: MoneyValue) => formatMoney(amountToMinor(value.decimalValue, currency), currency);
      const { template, pageType } = ORDER_PAGES[kind];
      // Where the goods are (the owner's shipments, with their tracking links) and what was refunded.
      const progress = await buyerOrderProgress(db, info.site.id, order.id);
      const title = kind === 'status' ? PAGE_TYPE_TITLES.orderStatus(order.orderNumber) : kind === 'received' ? PAGE_TYPE_TITLES.orderReceived(order.orderNumber) : PAGE_TYPE_TITLES.subscriptionConfirmed;
      const base = `/commerce/orders/${encodeURIComponent(order.id)}`;
      const query = `?token=${encodeURIComponent(token)}`;
      return {
        status: 200,
        template,
        title,
        pageType,
        private: true,
        headTags: '<meta name="robots" content="noindex">',
        context: {
          orderPage: {
            orderNumber: order.orderNumber,
            placedOn: dateIn(info.site.timeZone, order.createdAt),
            customerEmail: order.customerEmail,
            statusText: order.testMode ? ORDER_PAGE_TEXT.paidTest : ORDER_PAGE_TEXT.paid,
            receivedText: ORDER_PAGE_TEXT.received(order.customerEmail),
            items: order.items.map((item) => ({ productName: item.productName, sku: item.sku, quantity: item.quantity, unitPrice: money(item.unitPrice) })),
            subtotal: money(order.subtotal),
            shipping: money(order.shippingTotal),
            tax: money(order.taxTotal),
            // One line per tax rate charged ('VAT 19% (included)'); none: the one Tax line.
            taxLines: (await orderTaxLines(db, info.site.id, order.id)).map((line) => ({ label: taxLineLabel(line), amount: formatMoney(line.taxCents, currency) })),
            grandTotal: money(order.grandTotal),
            shippingAddress: order.shippingAddress,
            fulfillmentText: progress?.fulfillmentText ?? null,
            shipments: (progress?.shipments ?? []).map((s) => ({ ...s, shippedOn: dateIn(info.site.timeZone, s.shippedAt) })),
            refunded: progress?.refundedCents ? formatMoney(progress.refundedCents, currency) : null,
            subscriptions: subscriptions.map((subscription) => ({
              sku: subscription.sku,
              productName: order.items.find((item) => item.sku === subscription.sku)?.productName ?? subscription.sku,
              every: ORDER_PAGE_TEXT.every(subscription.billingPeriod.value, subscription.billingPeriod.unit),
              price: formatMoney(subscription.unitPriceCents * subscription.quantity, currency),
              statusText: ORDER_PAGE_TEXT.subscriptionStatus[subscription.status] ?? subscription.status,
              nextBilling: subscription.nextBillingAt ? dateIn(info.site.timeZone, subscription.nextBillingAt) : null,
            })),
            links: { confirmed: `${base}${query}`, status: `${base}/status${query}`, received: `${base}/received${query}`, subscription: subscriptions.length ? `${base}/subscription${query}` : null },
          },
        },
      };
    },
  });
}
