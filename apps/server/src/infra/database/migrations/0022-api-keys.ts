import type { Kysely } from 'kysely';

/*
 * API keys and the product feed (issue 16; features/api-keys). A key is stored as the SHA-256 of its
 * secret (a 256-bit random value, so a fast hash is enough: nothing to guess) with its first
 * characters for the panel; deleting a key stamps `revoked_at`, so a call with it reads as
 * "deleted" rather than unknown. `product_feeds` holds one row per site: the feed URL's token and
 * the ads pixel id.
 */

/** Creates api_keys and product_feeds. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull())
    .addColumn('scopes_json', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('api_keys_hash').unique().on('api_keys').column('key_hash').execute();
  await db.schema.createIndex('api_keys_site').on('api_keys').columns(['website_id', 'created_at']).execute();

  await db.schema
    .createTable('product_feeds')
    .addColumn('website_id', 'text', (c) => c.primaryKey().references('websites.id').onDelete('cascade'))
    .addColumn('feed_token', 'text', (c) => c.notNull())
    .addColumn('pixel_id', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('product_feeds_token').unique().on('product_feeds').column('feed_token').execute();
}

/** Drops both tables. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('product_feeds').ifExists().execute();
  await db.schema.dropTable('api_keys').ifExists().execute();
}
