import type { Kysely } from 'kysely';

/*
 * Site styles: fonts and colours as theme variables, published like a page (issue 16;
 * features/styles). One row per site: the draft the owner edits (with a revision, so a save from a
 * stale copy is refused) and the published styles visitors see (null: the theme's own look).
 */

/** Creates site_styles. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_styles')
    .addColumn('website_id', 'text', (c) => c.primaryKey().references('websites.id').onDelete('cascade'))
    .addColumn('draft_json', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('published_json', 'text')
    .addColumn('published_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

/** Drops site_styles. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('site_styles').ifExists().execute();
}
