import { sql, type Kysely } from 'kysely';

/*
 * Site content (issue 4): page status on collections, store categories, and one row of per-site
 * content settings (header and footer, languages, translation provider). Schema builder only, so it
 * runs on SQLite and PostgreSQL alike.
 */

/** Adds `collections.status`, `categories` and `site_content_settings`. */
export async function up(db: Kysely<any>): Promise<void> {
  // 'published' | 'scheduled' | 'needs-review' | 'draft' | 'private' (features/content/page-status.ts).
  await db.schema
    .alterTable('collections')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
    .execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('collection_id', 'text', (c) => c.notNull().references('collections.id').onDelete('cascade'))
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('parent_category_id', 'text', (c) => c.references('categories.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('page_rendering', 'text', (c) => c.notNull())
    .addColumn('display_index', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('categories_collection').on('categories').columns(['website_id', 'collection_id']).execute();
  // One ROOT category per store, even when two creations race.
  await db.schema
    .createIndex('categories_one_root')
    .unique()
    .on('categories')
    .column('collection_id')
    .where(sql.ref('type'), '=', 'ROOT')
    .execute();

  await db.schema
    .createTable('site_content_settings')
    .addColumn('website_id', 'text', (c) => c.primaryKey().references('websites.id').onDelete('cascade'))
    .addColumn('header_json', 'text')
    .addColumn('footer_json', 'text')
    .addColumn('languages_json', 'text')
    .addColumn('translation_provider', 'text')
    .addColumn('translation_connected', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

/** Undoes `up`. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('site_content_settings').ifExists().execute();
  await db.schema.dropTable('categories').ifExists().execute();
  await db.schema.alterTable('collections').dropColumn('status').execute();
}
