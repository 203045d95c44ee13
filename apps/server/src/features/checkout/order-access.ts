import type { Kysely } from 'kysely';
import { getOrder } from '../orders/index.ts';
import { accountOrderTokens, findPaymentByOrderToken } from './payments-repository.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { listOrderSubscriptions, type SubscriptionRecord } from '../subscriptions/index.ts';
import { confirmationUrl, orderJson, type OrderJson } from './order-json.ts';

/** What the order-confirmed page shows. */
export interface VisitorOrder {
  order: OrderJson;
  subscriptions: SubscriptionRecord[];
}

/**
 * The order for the order-confirmed page (`/commerce/orders/{orderId}?token=…`): only with the
 * access token the payment answered (compared by hash, in constant time); null for a wrong token,
 * order or site, so a guessed id shows nothing.
 * @example const found = await getOrderForVisitor(db, website.id, params.orderId, query.token)
 */
export async function getOrderForVisitor(db: Kysely<Schema>, websiteId: string, orderId: string, token: string): Promise<VisitorOrder | null> {
  if (!token || token.length > 200 || !orderId || orderId.length > 100) return null;
  const payment = await findPaymentByOrderToken(db, websiteId, orderId, token);
  if (!payment) return null;
  const order = await getOrder(db, websiteId, orderId);
  if (!order) return null;
  return { order: orderJson(order, payment.giftCardCents), subscriptions: await listOrderSubscriptions(db, websiteId, orderId) };
}

/**
 * The order pages of a customer account's orders, for its account page: `/commerce/orders/{id}?token=…`
 * with the account link's token (account-order-link.ts), by order id; an order without a page (no
 * succeeded payment) is absent.
 * @example (await accountOrderUrls(db, website.id, siteUser.id, [order.id])).get(order.id) // '/commerce/orders/…?token=acct-…'
 */
export async function accountOrderUrls(db: Kysely<Schema>, websiteId: string, siteUserId: string, orderIds: readonly string[]): Promise<Map<string, string>> {
  const tokens = await accountOrderTokens(db, websiteId, siteUserId, orderIds);
  return new Map([...tokens].map(([orderId, token]) => [orderId, confirmationUrl(orderId, token)]));
}
