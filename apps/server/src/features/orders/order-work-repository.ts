import type { Kysely, Selectable } from 'kysely';
import { newId } from '../../infra/database/ids.ts';
import { parseJson } from '../../infra/database/json.ts';
import type { Schema } from '../../infra/database/schema.ts';
import type { OrderFulfillmentsTable, OrderRefundsTable } from '../../infra/database/schema-order-work.ts';

/* Shipments, refunds and the timeline of orders: SQL only (fulfil-service.ts and refund-service.ts hold the rules). */

/** How many of one line a shipment or a refund covers. */
export interface LineQuantity {
  lineId: string;
  quantity: number;
}

/** A shipment as stored. */
export interface FulfillmentRecord {
  id: string;
  orderId: string;
  carrier: string;
  trackingNumber: string;
  trackingUrl: string | null;
  lines: LineQuantity[];
  createdAt: number;
}

/** A refund as stored. */
export interface RefundRecord {
  id: string;
  orderId: string;
  amountCents: number;
  lines: LineQuantity[];
  restock: boolean;
  reason: string | null;
  status: 'pending' | 'succeeded' | 'failed';
  providerRefundId: string | null;
  failure: string | null;
  createdAt: number;
}

/** A timeline step as stored; `detail` depends on the kind. */
export interface OrderEventRecord {
  kind: string;
  detail: Record<string, unknown>;
  createdAt: number;
}

const toFulfillment = (row: Selectable<OrderFulfillmentsTable>): FulfillmentRecord => ({
  id: row.id,
  orderId: row.order_id,
  carrier: row.carrier,
  trackingNumber: row.tracking_number,
  trackingUrl: row.tracking_url,
  lines: parseJson<LineQuantity[]>(row.lines_json, []),
  createdAt: Number(row.created_at),
});

const toRefund = (row: Selectable<OrderRefundsTable>): RefundRecord => ({
  id: row.id,
  orderId: row.order_id,
  amountCents: row.amount_cents,
  lines: parseJson<LineQuantity[]>(row.lines_json, []),
  restock: row.restock === 1,
  reason: row.reason,
  status: row.status as RefundRecord['status'],
  providerRefundId: row.provider_refund_id,
  failure: row.failure,
  createdAt: Number(row.created_at),
});

/**
 * Takes the order's row lock for the rest of the transaction (a no-op update): on PostgreSQL two
 * shipments or refunds of one order run one after the other, so each sees what the other did. SQLite
 * has one writer anyway. False when the site has no such order.
 */
export async function lockOrder(db: Kysely<Schema>, websiteId: string, orderId: string): Promise<boolean> {
  const result = await db.updateTable('orders').set((eb) => ({ refunded_cents: eb.ref('refunded_cents') })).where('website_id', '=', websiteId).where('id', '=', orderId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The order's shipments, oldest first. */
export async function listFulfillments(db: Kysely<Schema>, orderIds: readonly string[]): Promise<FulfillmentRecord[]> {
  if (!orderIds.length) return [];
  const rows = await db.selectFrom('order_fulfillments').selectAll().where('order_id', 'in', orderIds).orderBy('created_at').orderBy('id').execute();
  return rows.map(toFulfillment);
}

/** The shipment made under `key`, if one was. */
export async function findFulfillment(db: Kysely<Schema>, orderId: string, key: string): Promise<FulfillmentRecord | null> {
  const row = await db.selectFrom('order_fulfillments').selectAll().where('order_id', '=', orderId).where('idempotency_key', '=', key).executeTakeFirst();
  return row ? toFulfillment(row) : null;
}

/** Adds `quantity` to a line's shipped count unless that would ship more than is left (ordered − refunded). */
export async function shipLine(db: Kysely<Schema>, orderId: string, line: LineQuantity): Promise<boolean> {
  const result = await db
    .updateTable('order_items')
    .set((eb) => ({ fulfilled_quantity: eb('fulfilled_quantity', '+', line.quantity) }))
    .where('order_id', '=', orderId)
    .where('id', '=', line.lineId)
    .where((eb) => eb(eb(eb('fulfilled_quantity', '+', line.quantity), '+', eb.ref('refunded_quantity')), '<=', eb.ref('quantity')))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records a shipment. */
export async function insertFulfillment(db: Kysely<Schema>, websiteId: string, record: Omit<FulfillmentRecord, 'id'> & { key: string }): Promise<FulfillmentRecord> {
  const id = newId();
  await db
    .insertInto('order_fulfillments')
    .values({
      id,
      website_id: websiteId,
      order_id: record.orderId,
      idempotency_key: record.key,
      carrier: record.carrier,
      tracking_number: record.trackingNumber,
      tracking_url: record.trackingUrl,
      lines_json: JSON.stringify(record.lines),
      created_at: record.createdAt,
    })
    .execute();
  return { id, ...record };
}

/** The order's refunds, oldest first. */
export async function listRefunds(db: Kysely<Schema>, orderIds: readonly string[]): Promise<RefundRecord[]> {
  if (!orderIds.length) return [];
  const rows = await db.selectFrom('order_refunds').selectAll().where('order_id', 'in', orderIds).orderBy('created_at').orderBy('id').execute();
  return rows.map(toRefund);
}

/** The refund made under `key`, if one was. */
export async function findRefund(db: Kysely<Schema>, orderId: string, key: string): Promise<RefundRecord | null> {
  const row = await db.selectFrom('order_refunds').selectAll().where('order_id', '=', orderId).where('idempotency_key', '=', key).executeTakeFirst();
  return row ? toRefund(row) : null;
}

/** One refund by id. */
export async function getRefund(db: Kysely<Schema>, refundId: string): Promise<RefundRecord | null> {
  const row = await db.selectFrom('order_refunds').selectAll().where('id', '=', refundId).executeTakeFirst();
  return row ? toRefund(row) : null;
}

/**
 * Holds `amountCents` of what was paid for a refund: one conditional UPDATE, so racing refunds can
 * never add up to more than `paidCents`. False when it would.
 */
export async function holdRefundAmount(db: Kysely<Schema>, orderId: string, amountCents: number, paidCents: number): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set((eb) => ({ refunded_cents: eb('refunded_cents', '+', amountCents) }))
    .where('id', '=', orderId)
    .where((eb) => eb(eb('refunded_cents', '+', amountCents), '<=', paidCents))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives back a hold (the provider refused the refund). */
export async function releaseRefundAmount(db: Kysely<Schema>, orderId: string, amountCents: number): Promise<void> {
  await db.updateTable('orders').set((eb) => ({ refunded_cents: eb('refunded_cents', '-', amountCents) })).where('id', '=', orderId).execute();
}

/** Adds `delta` to a line's refunded count, never past what was not shipped or refunded… or below zero. */
export async function refundLine(db: Kysely<Schema>, orderId: string, line: LineQuantity, delta: number): Promise<boolean> {
  const result = await db
    .updateTable('order_items')
    .set((eb) => ({ refunded_quantity: eb('refunded_quantity', '+', delta) }))
    .where('order_id', '=', orderId)
    .where('id', '=', line.lineId)
    .where((eb) => eb(eb('refunded_quantity', '+', delta), '<=', eb.ref('quantity')))
    .where((eb) => eb(eb('refunded_quantity', '+', delta), '>=', 0))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records a refund as pending (its amount held). */
export async function insertRefund(db: Kysely<Schema>, websiteId: string, record: Omit<RefundRecord, 'id' | 'status' | 'providerRefundId' | 'failure'> & { key: string }): Promise<RefundRecord> {
  const id = newId();
  await db
    .insertInto('order_refunds')
    .values({
      id,
      website_id: websiteId,
      order_id: record.orderId,
      idempotency_key: record.key,
      amount_cents: record.amountCents,
      lines_json: JSON.stringify(record.lines),
      restock: record.restock ? 1 : 0,
      reason: record.reason,
      status: 'pending',
      provider_refund_id: null,
      failure: null,
      created_at: record.createdAt,
    })
    .execute();
  const { key: _key, ...rest } = record;
  return { id, ...rest, status: 'pending', providerRefundId: null, failure: null };
}

/** Moves a pending refund to its outcome; false when it was not pending any more. */
export async function settleRefund(db: Kysely<Schema>, refundId: string, outcome: { status: 'succeeded'; providerRefundId: string } | { status: 'failed'; failure: string }): Promise<boolean> {
  const result = await db
    .updateTable('order_refunds')
    .set(outcome.status === 'succeeded' ? { status: 'succeeded', provider_refund_id: outcome.providerRefundId } : { status: 'failed', failure: outcome.failure })
    .where('id', '=', refundId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Sets the order's derived states from its lines and refunds. */
export async function updateOrderStates(db: Kysely<Schema>, orderId: string, paidCents: number): Promise<void> {
  const lines = await db.selectFrom('order_items').select(['quantity', 'fulfilled_quantity', 'refunded_quantity']).where('order_id', '=', orderId).execute();
  const order = await db.selectFrom('orders').select(['refunded_cents']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const shipped = lines.reduce((n, l) => n + l.fulfilled_quantity, 0);
  const toShip = lines.every((l) => l.fulfilled_quantity + l.refunded_quantity >= l.quantity);
  const fulfillment = shipped === 0 ? 'unfulfilled' : toShip ? 'fulfilled' : 'partially_fulfilled';
  const payment = order.refunded_cents <= 0 ? 'paid' : order.refunded_cents >= paidCents ? 'refunded' : 'partially_refunded';
  await db.updateTable('orders').set({ fulfillment_status: fulfillment, payment_status: payment }).where('id', '=', orderId).execute();
}

/** Marks the order cancelled (once). */
export async function markCancelled(db: Kysely<Schema>, orderId: string, now: number): Promise<boolean> {
  const result = await db.updateTable('orders').set({ cancelled_at: now }).where('id', '=', orderId).where('cancelled_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Adds a step to the order's timeline. */
export async function insertOrderEvent(db: Kysely<Schema>, websiteId: string, orderId: string, kind: string, detail: Record<string, unknown>, now: number): Promise<void> {
  await db.insertInto('order_events').values({ id: newId(), website_id: websiteId, order_id: orderId, kind, detail_json: JSON.stringify(detail), created_at: now }).execute();
}

/** The order's timeline steps as stored, oldest first. */
export async function listOrderEvents(db: Kysely<Schema>, orderId: string): Promise<OrderEventRecord[]> {
  const rows = await db.selectFrom('order_events').select(['kind', 'detail_json', 'created_at']).where('order_id', '=', orderId).orderBy('created_at').orderBy('id').execute();
  // Steps of one write share its millisecond (ids are random): the change first, a cancellation after its refund, the e-mail last.
  const rank = (kind: string) => (kind === 'email' ? 2 : kind === 'cancelled' ? 1 : 0);
  return rows
    .map((r) => ({ kind: r.kind, detail: parseJson<Record<string, unknown>>(r.detail_json, {}), createdAt: Number(r.created_at) }))
    .sort((a, b) => a.createdAt - b.createdAt || rank(a.kind) - rank(b.kind));
}

/** The payment that paid an order (the succeeded one), as the order page and refunds need it. */
export interface OrderPaymentRecord {
  provider: string;
  status: string;
  amountCents: number;
  currency: string;
  providerPaymentId: string | null;
  testMode: boolean;
  /** The card as the provider told it at the charge; null when it did not. */
  card: { brand: string; last4: string } | null;
}

/** The order's payment; null for an order without one (made by a gift card alone, or by a test). */
export async function findOrderPayment(db: Kysely<Schema>, websiteId: string, orderId: string): Promise<OrderPaymentRecord | null> {
  const row = await db
    .selectFrom('payments')
    .select(['provider', 'status', 'amount_cents', 'currency', 'provider_payment_id', 'intent_id', 'test_mode', 'card_brand', 'card_last4'])
    .where('website_id', '=', websiteId)
    .where('order_id', '=', orderId)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  return {
    provider: row.provider,
    status: row.status,
    amountCents: row.amount_cents,
    currency: row.currency,
    providerPaymentId: row.provider_payment_id ?? row.intent_id,
    testMode: row.test_mode === 1,
    card: row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4 } : null,
  };
}
