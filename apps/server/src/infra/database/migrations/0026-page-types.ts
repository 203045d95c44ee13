import type { Kysely } from 'kysely';

/*
 * The special page types an owner sets up (issue 17; features/page-types): the site-wide lock
 * screen (103), the popup overlay (104) and the splash page (3), one row per site in
 * `site_access_settings` (no row: all off); and pages with their own password (105) in
 * `protected_pages`. A password is stored as its Argon2id hash; `*_secret` signs the visitor's
 * unlock cookie and is replaced whenever the password changes, so old cookies stop opening.
 */

/** Creates site_access_settings and protected_pages. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_access_settings')
    .addColumn('website_id', 'text', (c) => c.primaryKey().references('websites.id').onDelete('cascade'))
    .addColumn('lock_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lock_password_hash', 'text')
    .addColumn('lock_secret', 'text')
    .addColumn('lock_message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('popup_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('popup_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('popup_body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('popup_button_label', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('popup_button_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('popup_position', 'text', (c) => c.notNull().defaultTo('center'))
    .addColumn('popup_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('splash_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('splash_path', 'text', (c) => c.notNull().defaultTo('welcome'))
    .addColumn('splash_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('splash_body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('splash_button_label', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('splash_button_url', 'text', (c) => c.notNull().defaultTo('/'))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('protected_pages')
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('collection_id', 'text', (c) => c.notNull().references('collections.id').onDelete('cascade'))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('protected_pages_pk', ['website_id', 'collection_id'])
    .execute();
}

/** Drops both tables. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('protected_pages').ifExists().execute();
  await db.schema.dropTable('site_access_settings').ifExists().execute();
}
