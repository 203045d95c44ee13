import type { Kysely } from 'kysely';

/*
 * The media library (issue 14, platform.md §2 "File manager", §3 "Image"): one row per file, its
 * bytes in storage (a folder or S3, keyed by site, file and version), and where each file is used.
 * Derivatives are not rows: they are made on first request and found in storage by their key.
 */

/** Creates media_files and media_usage. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('media_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    // Lower-cased file name and alt text, for search on both dialects alike.
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    // Bumped by every replace: part of the storage key and of the immutable URL.
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('color_data_json', 'text')
    .addColumn('focal_x', 'double precision')
    .addColumn('focal_y', 'double precision')
    .addColumn('alt_text', 'text', (c) => c.notNull().defaultTo(''))
    // processing | ready | failed (platform.md §4).
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('status_message', 'text')
    .addColumn('processing_started_at', 'bigint')
    // A seeded picture's drawing (seed/make-images.ts): rendered into storage when first needed.
    .addColumn('seed_source', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('media_files_site_created').on('media_files').columns(['website_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('media_files_site_name').on('media_files').columns(['website_id', 'file_name', 'id']).execute();

  await db.schema
    .createTable('media_usage')
    .addColumn('media_id', 'text', (c) => c.notNull().references('media_files.id').onDelete('cascade'))
    .addColumn('website_id', 'text', (c) => c.notNull())
    // page | post | product | gallery
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('media_usage_pk', ['media_id', 'kind', 'ref_id'])
    .execute();
  await db.schema.createIndex('media_usage_ref').on('media_usage').columns(['website_id', 'kind', 'ref_id']).execute();
}

/** Drops the media tables. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('media_usage').ifExists().execute();
  await db.schema.dropTable('media_files').ifExists().execute();
}
