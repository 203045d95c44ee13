import type { Kysely } from 'kysely';

/*
 * Checkout (issue 5): per-site checkout settings, the checkout state of a cart, idempotency keys,
 * payments (one row per payment attempt: the stock it reserved, the gift card it debited, the order
 * it became), gift cards and subscriptions. Schema builder only, so it runs on SQLite and PostgreSQL.
 */

/** Creates the checkout tables and their indexes. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('checkout_settings')
    .addColumn('website_id', 'text', (c) => c.primaryKey().references('websites.id').onDelete('cascade'))
    .addColumn('shipping_options_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('tax_rules_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('coupons_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('minimum_subtotal_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('cart_checkouts')
    .addColumn('cart_id', 'text', (c) => c.primaryKey().references('carts.id').onDelete('cascade'))
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    // 'cart' (the visitor's cart), 'subscription' or 'gift-card' (one-entry carts of those flows).
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('cart'))
    .addColumn('email', 'text')
    .addColumn('shipping_address_json', 'text')
    .addColumn('shipping_option_id', 'text')
    .addColumn('coupon_codes_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('gift_card_code', 'text')
    // Gift-card delivery (recipient, sender, message) for 'gift-card' carts.
    .addColumn('delivery_json', 'text')
    // The payment in flight: set while stock is reserved and the card is charged, so a second
    // payment of the same cart (another tab, another key) is refused instead of charging twice.
    .addColumn('paying_payment_id', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    // What the key was first used for (route and cart): a key reused for another request is refused.
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('response_status', 'integer')
    .addColumn('response_json', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['website_id', 'key'])
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('cart_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_payment_id', 'text')
    .addColumn('test_mode', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failure_code', 'text')
    // The stock this payment took and the order it is for: { stock: [...], order } (a plain stock array in rows of older builds).
    .addColumn('reserved_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('gift_card_id', 'text')
    .addColumn('gift_card_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('order_id', 'text')
    // SHA-256 (hex) of the order-confirmation token: the link in the answer and the e-mail.
    .addColumn('access_token_hash', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_order').on('payments').columns(['website_id', 'order_id']).execute();
  await db.schema.createIndex('payments_status').on('payments').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('gift_cards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    // SHA-256 (hex) of the canonical code: the code is a bearer secret, only its owner knows it.
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('code_last4', 'text', (c) => c.notNull())
    .addColumn('initial_cents', 'integer', (c) => c.notNull())
    .addColumn('balance_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('recipient_email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('gift_cards_site_code', ['website_id', 'code_hash'])
    .execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('variant_id', 'text', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('customer_email', 'text', (c) => c.notNull())
    .addColumn('billing_unit', 'text', (c) => c.notNull())
    .addColumn('billing_value', 'integer', (c) => c.notNull())
    .addColumn('num_billing_cycles', 'integer', (c) => c.notNull())
    .addColumn('cycles_billed', 'integer', (c) => c.notNull())
    .addColumn('next_billing_at', 'bigint')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('subscriptions_site_order').on('subscriptions').columns(['website_id', 'order_id']).execute();
}

/** Drops the checkout tables. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['subscriptions', 'gift_cards', 'payments', 'idempotency_keys', 'cart_checkouts', 'checkout_settings']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
