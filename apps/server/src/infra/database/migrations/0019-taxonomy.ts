import type { Kysely } from 'kysely';

/*
 * Tags and categories, and the sort control (issue 15; features/taxonomy). A post's or product's
 * own tags and categories stay on its item (`items.tags_json`, `categories_json`): the storefront
 * reads them there. `taxonomy_terms` keeps the names of a blog's or store's list, so a term made
 * with New exists before any item has it; `name_key` (lower case) makes names unique regardless
 * of case. `collection_sorts` holds the order of a blog, a store or a gallery on the storefront
 * (no row: Unsorted, the owner's own order).
 */

/** Creates taxonomy_terms and collection_sorts. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('taxonomy_terms')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('collection_id', 'text', (c) => c.notNull().references('collections.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // One term per name (any case) in a collection's list: two owners pressing New together make one.
  await db.schema.createIndex('taxonomy_terms_name').unique().on('taxonomy_terms').columns(['website_id', 'collection_id', 'kind', 'name_key']).execute();

  await db.schema
    .createTable('collection_sorts')
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('collection_sorts_pk', ['website_id', 'target_id'])
    .execute();
}

/** Drops both tables. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('collection_sorts').ifExists().execute();
  await db.schema.dropTable('taxonomy_terms').ifExists().execute();
}
