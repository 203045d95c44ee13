/**
 * The order-confirmed page's data (platform.md §2 page type 202): the order a
 * visitor may see with the token of its confirmation URL
 * (`/commerce/orders/{orderId}?token=…`, checked by the checkout's
 * `getOrderForVisitor`), shaped for the OrderConfirmed island (minor units), with the member
 * areas its products sell (a paid membership's order leads on to the membership).
 */
import { amountToMinor, isSupportedCurrency, type MoneyValue } from '@plinth/commerce';
import type { ConfirmedOrder } from '@plinth/api';
import type { Kysely } from 'kysely';
import { getOrderForVisitor, orderStatusUrl } from '../checkout/index.ts';
import { membershipsSoldBy, type PurchasedMembership } from '../member-areas/index.ts';
import { getOrder } from '../orders/index.ts';
import { orderTaxLines } from '../shipping-taxes/index.ts';
import type { OrderJson } from '../checkout/index.ts';
import type { Schema } from '../../infra/database/schema.ts';

/** The OrderConfirmed island's `order` prop (declared once, in @plinth/api). */
export type ConfirmedOrderProps = ConfirmedOrder;

/** Shapes the checkout's order JSON for the island. */
export function confirmedOrderProps(order: OrderJson, statusUrl: string, subscriptions = 0, memberAreas: PurchasedMembership[] = []): ConfirmedOrderProps {
  const currency = isSupportedCurrency(order.currency) ? order.currency : 'USD';
  const cents = (money: MoneyValue) => amountToMinor(money.decimalValue, currency);
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    purchasedCartId: order.purchasedCartId,
    websiteId: order.websiteId,
    testMode: order.testMode,
    currency,
    customerEmail: order.customerEmail,
    items: order.items.map((item) => ({ sku: item.sku, productName: item.productName, quantity: item.quantity, unitPriceCents: cents(item.unitPrice) })),
    subtotalCents: cents(order.subtotal),
    discountCents: cents(order.discountTotal),
    shippingCents: cents(order.shippingTotal),
    taxCents: cents(order.taxTotal),
    grandTotalCents: cents(order.grandTotal),
    giftCardCents: cents(order.giftCardTotal),
    amountPaidCents: cents(order.amountPaid),
    subscriptions,
    memberAreas,
    statusUrl,
  };
}

/** The island props of the order `orderId` when `token` opens it, else null. */
export async function findConfirmedOrder(db: Kysely<Schema>, websiteId: string, orderId: string, token: string): Promise<ConfirmedOrderProps | null> {
  const found = await getOrderForVisitor(db, websiteId, orderId, token);
  if (!found) return null;
  // The order JSON names no products, so their ids come from the order itself.
  const itemIds = (await getOrder(db, websiteId, orderId))?.items.map((item) => item.itemId) ?? [];
  const props = confirmedOrderProps(found.order, orderStatusUrl(found.order.id, token), found.subscriptions.length, await membershipsSoldBy(db, websiteId, itemIds));
  const taxLines = await orderTaxLines(db, websiteId, orderId);
  return taxLines.length ? { ...props, taxLines: taxLines.map(({ name, rateBasisPoints, included, taxCents }) => ({ name, rateBasisPoints, included, taxCents })) } : props;
}
