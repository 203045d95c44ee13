import type { Kysely } from 'kysely';

/*
 * Experiments (issue 13, platform.md §3 "Experiment configuration", §8 "Experiments"): feature
 * toggles and A/B tests per site, and the sticky assignment of each visitor the first time a running
 * experiment is rendered for them (that first render is the visitor's exposure). Websites get their
 * status (platform.md §3: internal 6 … paid 8), which decides whether query overrides apply.
 */

/** Creates the experiment tables and the websites' status. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('websites').addColumn('status', 'integer', (c) => c.notNull().defaultTo(8)).execute();

  await db.schema
    .createTable('experiments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    // 'FEATURE_TOGGLE' | 'AB_TEST'
    .addColumn('experiment_type', 'text', (c) => c.notNull())
    // Hashed with the visitor id: a new experiment splits visitors independently of the others.
    .addColumn('seed', 'text', (c) => c.notNull())
    // JSON array of { name, value, weight } (weights sum to 100; the first is the control).
    .addColumn('variants_json', 'text', (c) => c.notNull())
    // 'add_to_cart' | 'purchase' | 'form_submission' | 'page_view'
    .addColumn('goal', 'text', (c) => c.notNull())
    .addColumn('goal_path', 'text')
    // 'draft' | 'running' | 'stopped' | 'rolled_out'
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('winner', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('started_at', 'bigint')
    .addColumn('stopped_at', 'bigint')
    .addUniqueConstraint('experiments_site_name', ['website_id', 'name'])
    .execute();

  await db.schema
    .createTable('experiment_assignments')
    .addColumn('experiment_id', 'text', (c) => c.notNull().references('experiments.id').onDelete('cascade'))
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('website_id', 'text', (c) => c.notNull())
    // The variant's name, fixed at the first exposure: later weight changes never move it.
    .addColumn('variant', 'text', (c) => c.notNull())
    .addColumn('assigned_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('experiment_assignments_pk', ['experiment_id', 'visitor_id'])
    .execute();
  // The render reads one visitor's assignments on a site in one query.
  await db.schema.createIndex('experiment_assignments_visitor').on('experiment_assignments').columns(['website_id', 'visitor_id']).execute();
}

/** Drops the experiment tables and the websites' status. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('experiment_assignments').ifExists().execute();
  await db.schema.dropTable('experiments').ifExists().execute();
  await db.schema.alterTable('websites').dropColumn('status').execute();
}
