import type { Kysely } from 'kysely';

/*
 * The design each site uses (issue 31, features/themes): one row per site that chose one (none: the
 * default theme), and the design's own settings (tweaks), saved as a draft and published.
 */

/** Creates site_designs. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_designs')
    .addColumn('website_id', 'text', (c) => c.primaryKey().references('websites.id').onDelete('cascade'))
    .addColumn('design_id', 'text', (c) => c.notNull())
    .addColumn('tweaks_draft_json', 'text')
    .addColumn('tweaks_published_json', 'text')
    .addColumn('tweaks_revision', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

/** Drops site_designs. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('site_designs').ifExists().execute();
}
