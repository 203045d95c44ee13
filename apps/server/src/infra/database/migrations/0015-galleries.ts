import type { Kysely } from 'kysely';

/*
 * Galleries (issue 14, platform.md §3 "Gallery settings"): a site's gallery blocks. The items (at
 * most 50, in order: a media-library file id, its media type, title, caption and link) and the
 * settings (every key, inapplicable ones null) are JSON: a gallery is always read and written whole.
 */

/** Creates the galleries table. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('galleries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('settings_json', 'text', (c) => c.notNull())
    .addColumn('items_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // The owner's list: a site's galleries, last changed first.
  await db.schema.createIndex('galleries_site_updated').on('galleries').columns(['website_id', 'updated_at']).execute();
}

/** Drops the galleries table. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('galleries').ifExists().execute();
}
