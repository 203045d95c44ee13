import type { ownerOrder } from '@plinth/api';
import { moneyFromMinor, type CurrencyCode } from '@plinth/commerce';
import type { z } from 'zod';
import type { OrderRecord } from './orders-repository.ts';

/** An order as the owner API answers it (`ownerOrder` of @plinth/api): storefront.md §3's Order plus the dashboard's fields. */
export type OrderJson = z.infer<typeof ownerOrder>;

/** Encodes an order; money is `{ value, currency, decimalValue, currencyCode }`. */
export function orderJson(order: OrderRecord): OrderJson {
  const currency = order.currency as CurrencyCode;
  const money = (minor: number) => moneyFromMinor(minor, currency);
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    purchasedCartId: order.purchasedCartId,
    testMode: order.testMode,
    websiteId: order.websiteId,
    customerEmail: order.customerEmail,
    items: order.items.map((line) => ({ sku: line.sku, productName: line.productName, quantity: line.quantity, unitPrice: money(line.unitPriceCents) })),
    subtotal: money(order.subtotalCents),
    discountTotal: money(order.discountCents),
    shippingTotal: money(order.shippingCents),
    taxTotal: money(order.taxCents),
    grandTotal: money(order.grandTotalCents),
    shippingAddress: order.shippingAddress,
    createdAt: order.createdAt,
  };
}
