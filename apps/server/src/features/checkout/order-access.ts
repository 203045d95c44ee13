import type { Kysely } from 'kysely';
import { getOrder } from '../orders/index.ts';
import { findPaymentByOrderToken } from './payments-repository.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { listOrderSubscriptions, type SubscriptionRecord } from '../subscriptions/index.ts';
import { orderJson, type OrderJson } from './order-json.ts';

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
