import type { Kysely } from 'kysely';

/*
 * Customer accounts and member areas (issue 11): site users, their sessions, one-time tokens
 * (e-mail verification, password reset, passwordless sign-in) and saved addresses; member areas,
 * the content they hold and their memberships; and the owner of a cart, an order and a
 * subscription. Schema builder only, so it runs on SQLite and PostgreSQL alike.
 */

/** Creates the account and member-area tables and links carts, orders and subscriptions to a site user. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    // Trimmed, lower-case: the unique constraint is case-insensitive.
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    // Argon2id PHC string; null for an account that only ever signs in by e-mailed code.
    .addColumn('password_hash', 'text')
    .addColumn('email_verified_at', 'bigint')
    // The language the visitor chose (POST /api/site-users/account/locale).
    .addColumn('locale', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('site_users_site_email', ['website_id', 'email'])
    .execute();

  await db.schema
    .createTable('site_user_sessions')
    // SHA-256 (hex) of the session cookie's token.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_user_id', 'text', (c) => c.notNull().references('site_users.id').onDelete('cascade'))
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    // Sent back by the client as X-SiteUser-XSRF-Token on every write.
    .addColumn('xsrf_token', 'text', (c) => c.notNull())
    .addColumn('remember_me', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('site_user_sessions_user').on('site_user_sessions').column('site_user_id').execute();

  await db.schema
    .createTable('site_user_tokens')
    // SHA-256 (hex) of the secret sent by e-mail.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('site_user_id', 'text', (c) => c.notNull().references('site_users.id').onDelete('cascade'))
    // 'verify' | 'reset' | 'sign-in'.
    .addColumn('purpose', 'text', (c) => c.notNull())
    // SHA-256 (hex) of the one-time code that goes with a sign-in link; null for other purposes.
    .addColumn('code_hash', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('site_user_tokens_user').on('site_user_tokens').columns(['site_user_id', 'purpose']).execute();

  await db.schema
    .createTable('site_user_addresses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('site_user_id', 'text', (c) => c.notNull().references('site_users.id').onDelete('cascade'))
    .addColumn('address_json', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('site_user_addresses_user').on('site_user_addresses').column('site_user_id').execute();

  await db.schema
    .createTable('member_areas')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    // 'free' | 'paid'.
    .addColumn('access_type', 'text', (c) => c.notNull().defaultTo('free'))
    // The subscription product that sells a paid membership; null for a free area.
    .addColumn('item_id', 'text', (c) => c.references('items.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_areas_site').on('member_areas').column('website_id').execute();

  await db.schema
    .createTable('member_area_content')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('member_area_id', 'text', (c) => c.notNull().references('member_areas.id').onDelete('cascade'))
    .addColumn('collection_id', 'text', (c) => c.notNull().references('collections.id').onDelete('cascade'))
    // '' for the whole collection (a page, a blog, a shop); an item id for one post or product.
    .addColumn('item_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('member_area_content_unique', ['member_area_id', 'collection_id', 'item_id'])
    .execute();
  await db.schema.createIndex('member_area_content_site').on('member_area_content').columns(['website_id', 'collection_id']).execute();

  await db.schema
    .createTable('memberships')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('member_area_id', 'text', (c) => c.notNull().references('member_areas.id').onDelete('cascade'))
    .addColumn('site_user_id', 'text', (c) => c.notNull().references('site_users.id').onDelete('cascade'))
    // 'free' (joined), 'purchase' (a paid subscription), 'manual' (granted by the owner).
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('subscription_id', 'text')
    // 'active' | 'cancelled' | 'revoked'.
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    // Access ends here (a cancelled paid membership keeps it to the end of the paid period); null = open-ended.
    .addColumn('ends_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('memberships_area_user', ['member_area_id', 'site_user_id'])
    .execute();
  await db.schema.createIndex('memberships_user').on('memberships').columns(['site_user_id', 'member_area_id']).execute();

  await db.schema.alterTable('carts').addColumn('site_user_id', 'text').execute();
  await db.schema.createIndex('carts_site_user').on('carts').columns(['website_id', 'site_user_id']).execute();
  await db.schema.alterTable('orders').addColumn('site_user_id', 'text').execute();
  await db.schema.createIndex('orders_site_user').on('orders').columns(['website_id', 'site_user_id']).execute();
  await db.schema.createIndex('orders_site_email').on('orders').columns(['website_id', 'customer_email']).execute();
  await db.schema.alterTable('subscriptions').addColumn('site_user_id', 'text').execute();
  await db.schema.alterTable('subscriptions').addColumn('cancelled_at', 'bigint').execute();
}

/** Drops the tables and columns, children first. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_site_email').ifExists().execute();
  await db.schema.dropIndex('orders_site_user').ifExists().execute();
  await db.schema.dropIndex('carts_site_user').ifExists().execute();
  await db.schema.alterTable('subscriptions').dropColumn('cancelled_at').execute();
  await db.schema.alterTable('subscriptions').dropColumn('site_user_id').execute();
  await db.schema.alterTable('orders').dropColumn('site_user_id').execute();
  await db.schema.alterTable('carts').dropColumn('site_user_id').execute();
  for (const table of ['memberships', 'member_area_content', 'member_areas', 'site_user_addresses', 'site_user_tokens', 'site_user_sessions', 'site_users']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
