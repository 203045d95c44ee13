import type { Kysely } from 'kysely';

/*
 * Orders worked by the owner (issue 30 item 7, features/orders): an order's payment and fulfilment
 * states, what was refunded and whether it was cancelled (columns of orders, so the list filters on
 * them); how many of each line were shipped or refunded; the shipments and refunds themselves, each
 * under the owner's idempotency key so a retried request makes one; and the order's timeline.
 */

/** Adds the order-work columns; creates order_fulfillments, order_refunds and order_events. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('payment_status', 'text', (c) => c.notNull().defaultTo('paid')).execute();
  await db.schema.alterTable('orders').addColumn('fulfillment_status', 'text', (c) => c.notNull().defaultTo('unfulfilled')).execute();
  await db.schema.alterTable('orders').addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('orders').addColumn('cancelled_at', 'bigint').execute();
  await db.schema.alterTable('order_items').addColumn('fulfilled_quantity', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('order_items').addColumn('refunded_quantity', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  await db.schema
    .createTable('order_fulfillments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('carrier', 'text', (c) => c.notNull())
    .addColumn('tracking_number', 'text', (c) => c.notNull())
    .addColumn('tracking_url', 'text')
    .addColumn('lines_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('order_fulfillments_key', ['order_id', 'idempotency_key'])
    .execute();

  await db.schema
    .createTable('order_refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('lines_json', 'text', (c) => c.notNull())
    .addColumn('restock', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text')
    // 'pending' (money held for it, the provider not yet answered) | 'succeeded' | 'failed'.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('provider_refund_id', 'text')
    .addColumn('failure', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('order_refunds_key', ['order_id', 'idempotency_key'])
    .execute();

  await db.schema
    .createTable('order_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('detail_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_events_order').on('order_events').columns(['order_id', 'created_at']).execute();
}

/** Drops what up made. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_events').ifExists().execute();
  await db.schema.dropTable('order_refunds').ifExists().execute();
  await db.schema.dropTable('order_fulfillments').ifExists().execute();
  for (const column of ['refunded_quantity', 'fulfilled_quantity']) await db.schema.alterTable('order_items').dropColumn(column).execute();
  for (const column of ['cancelled_at', 'refunded_cents', 'fulfillment_status', 'payment_status']) await db.schema.alterTable('orders').dropColumn(column).execute();
}
