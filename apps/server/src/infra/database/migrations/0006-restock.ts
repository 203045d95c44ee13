import type { Kysely } from 'kysely';

/*
 * Back-in-stock sign-ups (issue 7): one row per site, variant and e-mail. Schema builder only, so it
 * runs on SQLite and PostgreSQL alike.
 */

/** Creates `restock_signups` and its indexes. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('restock_signups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    // A removed product or variant takes its waiting list with it: there is nothing left to notify about.
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('variant_id', 'text', (c) => c.notNull().references('variants.id').onDelete('cascade'))
    // Trimmed, lower-case: the unique constraint below is then case-insensitive.
    .addColumn('email', 'text', (c) => c.notNull())
    // 'waiting' | 'notified'.
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('waiting'))
    .addColumn('join_mailing_list', 'integer', (c) => c.notNull().defaultTo(0))
    // SHA-256 (hex) of the unsubscribe token e-mailed with the notice; null until one was sent.
    .addColumn('unsubscribe_token_hash', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('notified_at', 'bigint')
    .addUniqueConstraint('restock_signups_site_variant_email', ['website_id', 'variant_id', 'email'])
    .execute();
  // The owner's list of one variant and the sender both walk (created_at, id) within a variant.
  await db.schema
    .createIndex('restock_signups_variant_created')
    .on('restock_signups')
    .columns(['website_id', 'variant_id', 'created_at', 'id'])
    .execute();
  // The groups list walks (item_id, variant_id).
  await db.schema.createIndex('restock_signups_site_item').on('restock_signups').columns(['website_id', 'item_id', 'variant_id']).execute();
  await db.schema.createIndex('restock_signups_token').on('restock_signups').column('unsubscribe_token_hash').execute();
}

/** Drops the table. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('restock_signups').ifExists().execute();
}
