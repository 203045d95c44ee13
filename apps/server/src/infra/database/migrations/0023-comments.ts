import type { Kysely } from 'kysely';

/*
 * Comments with moderation, likes and share buttons (issue 17; features/comments).
 * - `comments`: a visitor's comment on an item (a post, or an item of a collection whose comments the
 *   owner turned on), a reply when `parent_id` is set; `status` pending, approved or spam. Only
 *   approved ones are shown and counted (`publicCommentCount`).
 * - `comment_item_states`: an item whose comments the owner closed (no row: open).
 * - `comment_likes`: one like per visitor (the crumb cookie) per item, held by the primary key.
 * - `comment_settings`: the site's moderation choices (auto-approve, where the e-mail goes, the
 *   collections besides blogs that take comments) and the account of the Twitter follow button.
 */

/** Creates the four tables. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('parent_id', 'text')
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('site_user_id', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('comments_item').on('comments').columns(['website_id', 'item_id', 'status', 'created_at']).execute();
  await db.schema.createIndex('comments_queue').on('comments').columns(['website_id', 'status', 'created_at']).execute();

  await db.schema
    .createTable('comment_item_states')
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('closed', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('comment_item_states_pk', ['website_id', 'item_id'])
    .execute();

  await db.schema
    .createTable('comment_likes')
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('comment_likes_pk', ['website_id', 'item_id', 'visitor_id'])
    .execute();

  await db.schema
    .createTable('comment_settings')
    .addColumn('website_id', 'text', (c) => c.primaryKey().references('websites.id').onDelete('cascade'))
    .addColumn('auto_approve', 'integer', (c) => c.notNull())
    .addColumn('notify_email', 'text')
    .addColumn('twitter_user_name', 'text')
    .addColumn('collection_ids_json', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

/** Drops the four tables. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['comment_settings', 'comment_likes', 'comment_item_states', 'comments']) await db.schema.dropTable(table).ifExists().execute();
}
