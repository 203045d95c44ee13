import { isSupportedCurrency, moneyFromMinor, orderForAnalytics, type AnalyticsOrder, type MoneyValue } from '@plinth/commerce';
import type { OrderRecord, ShippingAddress } from '../orders/index.ts';

/** An order as the checkout API answers it: the Order of storefront.md §3 plus what a receipt shows. */
export interface OrderJson extends AnalyticsOrder {
  orderNumber: number;
  customerEmail: string;
  currency: string;
  subtotal: MoneyValue;
  discountTotal: MoneyValue;
  /** Paid by a gift card. */
  giftCardTotal: MoneyValue;
  /** Charged to the card: grandTotal − giftCardTotal. */
  amountPaid: MoneyValue;
  shippingAddress: ShippingAddress | null;
  createdAt: number;
}

/** What a payment answers: the order and its order-confirmed page. */
export interface PaidOrder {
  order: OrderJson;
  /** `/commerce/orders/{id}?token={accessToken}`. */
  confirmationUrl: string;
}

/**
 * Builds the order JSON. `grandTotal` is what the order is worth (subtotal − discount + shipping +
 * tax): a gift card is a way to pay, so it shows in `giftCardTotal` and `amountPaid`, not in it.
 */
export function orderJson(order: OrderRecord, giftCardCents: number): OrderJson {
  const currency = isSupportedCurrency(order.currency) ? order.currency : 'USD';
  const money = (cents: number) => moneyFromMinor(cents, currency);
  return {
    ...orderForAnalytics({
      id: order.id,
      purchasedCartId: order.purchasedCartId ?? '',
      testMode: order.testMode,
      websiteId: order.websiteId,
      currency,
      items: order.items,
      grandTotalCents: order.grandTotalCents,
      shippingTotalCents: order.shippingCents,
      taxTotalCents: order.taxCents,
    }),
    orderNumber: order.orderNumber,
    customerEmail: order.customerEmail,
    currency,
    subtotal: money(order.subtotalCents),
    discountTotal: money(order.discountCents),
    giftCardTotal: money(giftCardCents),
    amountPaid: money(order.grandTotalCents - giftCardCents),
    shippingAddress: order.shippingAddress,
    createdAt: order.createdAt,
  };
}

/** The order-confirmed page of an order: `/commerce/orders/{id}?token={accessToken}`. */
export function confirmationUrl(orderId: string, accessToken: string): string {
  return `/commerce/orders/${encodeURIComponent(orderId)}?token=${encodeURIComponent(accessToken)}`;
}

/** The order status page (page type 211) of an order: `/commerce/orders/{id}/status?token={accessToken}`. */
export function orderStatusUrl(orderId: string, accessToken: string): string {
  return `/commerce/orders/${encodeURIComponent(orderId)}/status?token=${encodeURIComponent(accessToken)}`;
}
