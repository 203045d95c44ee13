import type { Kysely } from 'kysely';

/*
 * The first schema (see ../schema.ts for the meaning of each column). Written with Kysely's schema
 * builder only, so the same migration runs on SQLite and PostgreSQL: ids text, flags integer 0/1,
 * money integer minor units, timestamps bigint epoch milliseconds.
 */

/** Creates every table and index. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('websites')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('America/New_York'))
    .addColumn('settings_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('content_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('website_hosts')
    .addColumn('host', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .execute();

  await db.schema
    .createTable('collections')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('url_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('navigation_title', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body_html', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('nav_index', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('collections_site_url_id', ['website_id', 'url_id'])
    .execute();

  await db.schema
    .createTable('items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('collection_id', 'text', (c) => c.notNull().references('collections.id').onDelete('cascade'))
    .addColumn('url_id', 'text', (c) => c.notNull())
    .addColumn('record_type', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body_html', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('author_name', 'text')
    .addColumn('published_at', 'bigint')
    .addColumn('main_image_url', 'text')
    .addColumn('main_image_size', 'text')
    .addColumn('tags_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('categories_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('items_collection_url_id', ['collection_id', 'url_id'])
    .execute();
  await db.schema
    .createIndex('items_site_collection_position')
    .on('items')
    .columns(['website_id', 'collection_id', 'position'])
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('item_id', 'text', (c) => c.primaryKey().references('items.id').onDelete('cascade'))
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('product_type', 'integer', (c) => c.notNull())
    .addColumn('is_subscribable', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('subscription_plan_json', 'text')
    .addColumn('use_custom_add_button_text', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('custom_add_button_text', 'text')
    .addColumn('additional_fields_form_id', 'text')
    .addColumn('variant_option_ordering_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('gift_card_denominations_json', 'text')
    .execute();

  await db.schema
    .createTable('variants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('sale_price_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('on_sale', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('qty_in_stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unlimited', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('attributes_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('image_url', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('variants_site_sku', ['website_id', 'sku'])
    .execute();
  await db.schema.createIndex('variants_item_position').on('variants').columns(['item_id', 'position']).execute();

  await db.schema
    .createTable('forms')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull().defaultTo('My Form Name'))
    .addColumn('fields_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();

  await db.schema
    .createTable('carts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('is_purchased', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('order_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    // The visitor (crumb) whose open cart this is: one open cart per visitor, even when two first adds race.
    .addColumn('visitor_key', 'text')
    .addUniqueConstraint('carts_open_per_visitor', ['website_id', 'visitor_key'])
    .execute();

  await db.schema
    .createTable('cart_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('cart_id', 'text', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('variant_id', 'text', (c) => c.notNull().references('variants.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('additional_fields', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // Same variant with the same answers is one entry: adds merge into it.
    .addUniqueConstraint('cart_entries_merge', ['cart_id', 'variant_id', 'additional_fields'])
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();
}

/** Drops everything `up` created, children first. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['rate_limits', 'cart_entries', 'carts', 'forms', 'variants', 'products', 'items', 'collections', 'website_hosts', 'websites']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
