import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { emitIntegrationEvent } from '../integrations/index.ts';
import { ORDERS_MESSAGES as M } from './messages.ts';
import { getOrder, insertOrder, listOrders, type NewOrder, type OrderRecord } from './orders-repository.ts';
import { orderJson, type OrderJson } from './owner-order-json.ts';

/*
 * The orders' rules: checkout records an order with the payment that pays it; the owner reads them
 * (docs/owner-api.md "Orders").
 */

/**
 * Records an order and its lines, numbered 1, 2, 3 … per site (inside the caller's transaction
 * when given one).
 * @example await createOrder(db, { websiteId, testMode: true, customerEmail, currency: 'USD', subtotalCents: 900, grandTotalCents: 900, items })
 * @throws Error for an order without lines (a bug of the caller, not a visitor's mistake)
 */
export async function createOrder(db: Kysely<Schema>, input: NewOrder): Promise<OrderRecord> {
  if (input.items.length === 0) throw new Error('An order needs at least one item');
  const order = await insertOrder(db, input);
  await emitIntegrationEvent(db, input.websiteId, 'order.created', { ...order }, input.now ?? Date.now()); // webhooks (issue 16), in the caller's transaction
  return order;
}

/** A page of the site's orders for the owner, newest first. */
export async function ownerOrderPage(db: Kysely<Schema>, websiteId: string, page: { cursor?: string | undefined; limit?: number }): Promise<{ orders: OrderJson[]; nextCursor: string | null }> {
  const found = await listOrders(db, websiteId, page);
  return { orders: found.orders.map(orderJson), nextCursor: found.nextCursor };
}

/**
 * One order of the site for the owner.
 * @throws AppError NOT_FOUND for an order of another site, or none
 */
export async function ownerOrder(db: Kysely<Schema>, websiteId: string, orderId: string): Promise<OrderJson> {
  const order = await getOrder(db, websiteId, orderId);
  if (!order) throw new AppError('NOT_FOUND', M.notFound);
  return orderJson(order);
}
