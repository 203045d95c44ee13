/**
 * The purchase analytics event of the order confirmation (storefront §4):
 * `{ event: 'purchase', value, currency, transaction_id }` pushed to
 * `window.dataLayer`, and a `plinth:purchase` CustomEvent on `window` whose
 * detail also carries the Order of storefront §3 (`orderForAnalytics`).
 * The value is the grand total in major units with 2 decimals, as text.
 */
import { orderForAnalytics, purchaseEventValue, type AnalyticsOrder } from '@plinth/commerce';
import type { ConfirmedOrder } from './checkout-types.ts';

/** The name of the DOM event. */
export const PURCHASE_EVENT = 'plinth:purchase';

/** What is pushed to `dataLayer`. */
export interface PurchaseEvent {
  event: 'purchase';
  value: string;
  currency: string;
  transaction_id: string;
}

/** The window parts the tracker uses. */
export interface TrackingTarget {
  dataLayer?: unknown[];
  dispatchEvent(event: Event): boolean;
}

/** The dataLayer entry of an order. */
export function purchaseEvent(order: Pick<ConfirmedOrder, 'id' | 'grandTotalCents' | 'currency'>): PurchaseEvent {
  return { event: 'purchase', value: purchaseEventValue(order.grandTotalCents, order.currency), currency: order.currency, transaction_id: order.id };
}

/**
 * Fires the event for `order` on `target` (the window). Returns what was pushed.
 * @example trackPurchase(order, window) // { event: 'purchase', value: '48.00', currency: 'USD', transaction_id: '…' }
 */
export function trackPurchase(order: ConfirmedOrder, target: TrackingTarget): PurchaseEvent {
  const event = purchaseEvent(order);
  const analytics: AnalyticsOrder = orderForAnalytics({
    id: order.id,
    purchasedCartId: order.purchasedCartId,
    testMode: order.testMode,
    websiteId: order.websiteId,
    currency: order.currency,
    items: order.items,
    grandTotalCents: order.grandTotalCents,
    shippingTotalCents: order.shippingCents,
    taxTotalCents: order.taxCents,
  });
  (target.dataLayer ??= []).push(event);
  target.dispatchEvent(new CustomEvent(PURCHASE_EVENT, { detail: { ...event, order: analytics } }));
  return event;
}
