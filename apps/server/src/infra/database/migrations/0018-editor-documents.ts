import type { Kysely } from 'kysely';

/*
 * The page editor (issue 15): the draft and the published document of a page (a collections row),
 * a post or a product (an items row), every published version kept for restoring, and the page
 * settings the editor adds (SEO title and description, social image, the Scheduled time); posts
 * get a status like pages. Schema builder only, so it runs on SQLite and PostgreSQL alike.
 */

const SETTINGS_COLUMNS = ['seo_title', 'seo_description', 'social_image_media_id', 'publish_at'] as const;

/** Creates editor_documents and editor_versions; adds the page settings columns. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('editor_documents')
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    // 'pages' | 'posts' | 'products' (the @plinth/api EDITOR_TARGET_KINDS) and the row's id.
    .addColumn('target_kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('draft_json', 'text', (c) => c.notNull())
    // Bumped by every save: a save or publish names the revision it was made from.
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('saved_at', 'bigint', (c) => c.notNull())
    .addColumn('saved_by', 'text')
    .addColumn('published_json', 'text')
    .addColumn('published_revision', 'integer')
    .addColumn('published_at', 'bigint')
    .addPrimaryKeyConstraint('editor_documents_pk', ['website_id', 'target_kind', 'target_id'])
    .execute();

  await db.schema
    .createTable('editor_versions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('target_kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('document_json', 'text', (c) => c.notNull())
    .addColumn('block_count', 'integer', (c) => c.notNull())
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addColumn('published_by', 'text')
    .execute();
  await db.schema.createIndex('editor_versions_target').on('editor_versions').columns(['website_id', 'target_kind', 'target_id', 'published_at']).execute();

  for (const table of ['collections', 'items']) {
    await db.schema.alterTable(table).addColumn('seo_title', 'text', (c) => c.notNull().defaultTo('')).execute();
    await db.schema.alterTable(table).addColumn('seo_description', 'text', (c) => c.notNull().defaultTo('')).execute();
    await db.schema.alterTable(table).addColumn('social_image_media_id', 'text').execute();
    // Epoch ms a Scheduled page or post goes live; null otherwise.
    await db.schema.alterTable(table).addColumn('publish_at', 'bigint').execute();
  }
  // Posts get the page statuses (products keep 'published': the shop's own switches rule them).
  await db.schema.alterTable('items').addColumn('status', 'text', (c) => c.notNull().defaultTo('published')).execute();
}

/** Undoes `up`. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('items').dropColumn('status').execute();
  for (const table of ['collections', 'items']) {
    for (const column of SETTINGS_COLUMNS) await db.schema.alterTable(table).dropColumn(column).execute();
  }
  await db.schema.dropTable('editor_versions').ifExists().execute();
  await db.schema.dropTable('editor_documents').ifExists().execute();
}
