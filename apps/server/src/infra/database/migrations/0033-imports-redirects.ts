import type { Kysely } from 'kysely';

/*
 * Owners move in and out (issue 34; features/redirects, features/imports): the site's redirects from
 * old addresses (`from_key` is the old path as matched: lower-case, no trailing slash, `[name]`
 * placeholders kept), the imports an owner started with their counts and reported problems, and
 * what each import made from each source record (`source_key` such as `shopify-products:handle:tee`
 * or `picture:https://…`), so running an import again updates what it made instead of duplicating.
 */

/** Creates redirects, imports and import_records. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('redirects')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('from_key', 'text', (c) => c.notNull())
    .addColumn('from_path', 'text', (c) => c.notNull())
    .addColumn('to_path', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('force', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('import_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('redirects_from', ['website_id', 'from_key'])
    .execute();

  await db.schema
    .createTable('imports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    // 'running' | 'done' | 'failed'.
    .addColumn('status', 'text', (c) => c.notNull())
    // 0–100.
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('skipped', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('errors_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('failure', 'text')
    .addColumn('contributor_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .execute();
  await db.schema.createIndex('imports_site').on('imports').columns(['website_id', 'created_at']).execute();

  await db.schema
    .createTable('import_records')
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('source_key', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('import_records_pk', ['website_id', 'source_key'])
    .execute();
}

/** Drops the three tables. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('import_records').ifExists().execute();
  await db.schema.dropTable('imports').ifExists().execute();
  await db.schema.dropTable('redirects').ifExists().execute();
}
