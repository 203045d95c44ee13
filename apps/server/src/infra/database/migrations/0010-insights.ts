import type { Kysely } from 'kysely';

/*
 * Insights (issue 12): the rollups of migration 0009 count sessions per funnel step; a session can
 * buy more than once, so orders are counted apart from the purchase step.
 */

const ROLLUP_TABLES = ['analytics_rollups_hourly', 'analytics_rollups_daily'] as const;

/** Adds `orders` (purchase events) to the hourly and daily rollups. */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ROLLUP_TABLES) {
    await db.schema.alterTable(table).addColumn('orders', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  }
}

/** Drops the column. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ROLLUP_TABLES) {
    await db.schema.alterTable(table).dropColumn('orders').execute();
  }
}
