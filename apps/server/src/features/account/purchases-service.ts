import { isSupportedCurrency, moneyFromMinor, subscriptionPeriodText, type CurrencyCode, type MoneyValue } from '@plinth/commerce';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { accountOrderUrls } from '../checkout/index.ts';
import { listSiteUserOrders, type OrderRecord } from '../orders/index.ts';
import { cancelSiteUserSubscription, listSiteUserSubscriptions, type SubscriptionRecord } from '../subscriptions/index.ts';
import { ACCOUNT_MESSAGES as M, ORDER_STATUS_TEXT } from './messages.ts';
import { orderedProductNames } from './purchases-repository.ts';

/*
 * What the customer bought (issue 11, the account page): orders with their lines and a link to the
 * order page, and subscriptions, which the customer may cancel. Money in the order's currency.
 */

/** One line of an order. */
export interface AccountOrderItem {
  sku: string;
  productName: string;
  quantity: number;
  unitPrice: MoneyValue;
  lineTotal: MoneyValue;
}

/** An order as the account page shows it. */
export interface AccountOrder {
  id: string;
  orderNumber: number;
  createdAt: number;
  status: 'PAID';
  statusText: string;
  testMode: boolean;
  items: AccountOrderItem[];
  subtotal: MoneyValue;
  shippingTotal: MoneyValue;
  taxTotal: MoneyValue;
  discountTotal: MoneyValue;
  grandTotal: MoneyValue;
  url: string | null;
}

/** A subscription as the account page shows it. */
export interface AccountSubscription {
  id: string;
  orderId: string;
  productName: string;
  sku: string;
  quantity: number;
  price: MoneyValue;
  billingPeriod: SubscriptionRecord['billingPeriod'];
  billingPeriodText: string;
  status: string;
  nextBillingAt: number | null;
  cancelledAt: number | null;
  createdAt: number;
}

/** An order's currency as commerce knows it (orders are written in a supported one). */
function currencyOf(code: string): CurrencyCode {
  return isSupportedCurrency(code) ? code : 'USD';
}

function toAccountOrder(order: OrderRecord, url: string | null): AccountOrder {
  const currency = currencyOf(order.currency);
  const money = (minor: number) => moneyFromMinor(minor, currency);
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    createdAt: order.createdAt,
    // Orders are written once paid: there is no other state yet (no refunds, no fulfilment).
    status: 'PAID',
    statusText: order.testMode ? ORDER_STATUS_TEXT.paidTest : ORDER_STATUS_TEXT.paid,
    testMode: order.testMode,
    items: order.items.map((line) => ({
      sku: line.sku,
      productName: line.productName,
      quantity: line.quantity,
      unitPrice: money(line.unitPriceCents),
      lineTotal: money(line.unitPriceCents * line.quantity),
    })),
    subtotal: money(order.subtotalCents),
    shippingTotal: money(order.shippingCents),
    taxTotal: money(order.taxCents),
    discountTotal: money(order.discountCents),
    grandTotal: money(order.grandTotalCents),
    url,
  };
}

/** The account's orders, newest first, each with the link that opens its order page. */
export async function accountOrders(db: Kysely<Schema>, websiteId: string, siteUserId: string): Promise<AccountOrder[]> {
  const orders = await listSiteUserOrders(db, websiteId, siteUserId);
  const urls = await accountOrderUrls(db, websiteId, siteUserId, orders.map((order) => order.id));
  return orders.map((order) => toAccountOrder(order, urls.get(order.id) ?? null));
}

function toAccountSubscription(subscription: SubscriptionRecord, productName: string): AccountSubscription {
  const currency = currencyOf(subscription.currency);
  return {
    id: subscription.id,
    orderId: subscription.orderId,
    productName,
    sku: subscription.sku,
    quantity: subscription.quantity,
    price: moneyFromMinor(subscription.unitPriceCents * subscription.quantity, currency),
    billingPeriod: subscription.billingPeriod,
    // Commerce words the period after a price; without one it reads 'every month'.
    billingPeriodText: subscriptionPeriodText('', { billingPeriod: subscription.billingPeriod, numBillingCycles: 0 }).trim(),
    status: subscription.status,
    nextBillingAt: subscription.nextBillingAt,
    cancelledAt: subscription.cancelledAt ?? null,
    createdAt: subscription.createdAt,
  };
}

async function shape(db: Kysely<Schema>, subscriptions: SubscriptionRecord[]): Promise<AccountSubscription[]> {
  const names = await orderedProductNames(db, subscriptions);
  return subscriptions.map((s) => toAccountSubscription(s, names.get(`${s.orderId}:${s.variantId}`) ?? s.sku));
}

/** The account's subscriptions, newest first. */
export async function accountSubscriptions(db: Kysely<Schema>, websiteId: string, siteUserId: string): Promise<AccountSubscription[]> {
  return shape(db, await listSiteUserSubscriptions(db, websiteId, siteUserId));
}

/**
 * Cancels a subscription of the account (no more charges; access to the end of the paid period).
 * A second cancel answers the same.
 * @throws AppError NOT_FOUND for a subscription the account does not have
 */
export async function cancelAccountSubscription(db: Kysely<Schema>, websiteId: string, siteUserId: string, id: string, now: number): Promise<AccountSubscription> {
  const subscription = await cancelSiteUserSubscription(db, websiteId, siteUserId, id, now);
  if (!subscription) throw new AppError('NOT_FOUND', M.subscriptionNotFound);
  const [shaped] = await shape(db, [subscription]);
  return shaped;
}
