import type { Kysely } from 'kysely';

/*
 * Owner side: contributors and their sessions, stock movements, orders and their items, the mail
 * outbox (see ../schema.ts). Sign-in throttling reuses `rate_limits`. Schema builder only, so it runs
 * on SQLite and PostgreSQL alike.
 */

/** Creates the owner tables and their indexes. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('contributors')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    // Stored trimmed and lower-cased, so the unique constraint is case-insensitive.
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('contributors_site_email', ['website_id', 'email'])
    .execute();

  await db.schema
    .createTable('owner_sessions')
    // SHA-256 (hex) of the cookie's token: a leaked table does not leak sessions.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('contributor_id', 'text', (c) => c.notNull().references('contributors.id').onDelete('cascade'))
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('owner_sessions_contributor').on('owner_sessions').column('contributor_id').execute();

  await db.schema
    .createTable('stock_movements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('variant_id', 'text', (c) => c.notNull().references('variants.id').onDelete('cascade'))
    // Null for movements no person made (checkout); kept when the contributor is removed.
    .addColumn('contributor_id', 'text', (c) => c.references('contributors.id').onDelete('set null'))
    .addColumn('delta', 'integer', (c) => c.notNull())
    .addColumn('qty_after', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stock_movements_variant').on('stock_movements').columns(['variant_id', 'created_at']).execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('order_number', 'integer', (c) => c.notNull())
    .addColumn('purchased_cart_id', 'text')
    .addColumn('test_mode', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('customer_email', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('subtotal_cents', 'integer', (c) => c.notNull())
    .addColumn('tax_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shipping_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('discount_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('grand_total_cents', 'integer', (c) => c.notNull())
    .addColumn('shipping_address_json', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('orders_site_number', ['website_id', 'order_number'])
    .execute();
  await db.schema.createIndex('orders_site_created').on('orders').columns(['website_id', 'created_at']).execute();

  await db.schema
    .createTable('order_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    // No foreign keys to the catalogue: an order outlives the products it sold.
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('variant_id', 'text', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('order_items_order').on('order_items').columns(['order_id', 'position']).execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('outbox'))
    .addColumn('error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint')
    .execute();
  await db.schema.createIndex('outbox_site_created').on('outbox').columns(['website_id', 'created_at']).execute();
}

/** Drops the owner tables, children first. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['outbox', 'order_items', 'orders', 'stock_movements', 'owner_sessions', 'contributors']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
