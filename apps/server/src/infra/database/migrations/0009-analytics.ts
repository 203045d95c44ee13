import { sql, type Kysely } from 'kysely';
import { ensureMonthPartitions, isPostgres } from '../month-partitions.ts';

/*
 * Visitor analytics (issue 12): the raw events the census and event routes write, the daily salts
 * of cookieless counting, grouped client errors, and hourly and daily rollups the dashboard reads.
 * On PostgreSQL the events table is range-partitioned by month on `occurred_at` (epoch ms) so that
 * retention drops whole months; the months around now are created here, later ones by the
 * analytics feature, and a default partition catches anything outside them. SQLite gets one table.
 */

const ROLLUP_TABLES = ['analytics_rollups_hourly', 'analytics_rollups_daily'] as const;

/** Creates the analytics tables. */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('analytics_events')
    // No id: an append-only log read by range; PostgreSQL partitions need the key in every unique index.
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('occurred_at', 'bigint', (c) => c.notNull())
    // 'hit' | 'button-click' | 'button-render' | 'form-render' | 'overlay' | 'quick-view' | 'event'.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text')
    // 'cookie' (the visitor's ss_cvr id) | 'cookieless' (daily-salted hash; the address is never stored).
    .addColumn('counting', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('referrer', 'text')
    .addColumn('utm_source', 'text')
    .addColumn('utm_medium', 'text')
    .addColumn('utm_campaign', 'text')
    .addColumn('device', 'text')
    .addColumn('browser', 'text')
    .addColumn('os', 'text')
    .addColumn('country', 'text')
    .addColumn('item_id', 'text')
    // The event's name (RecordEvent's `event`, a clanker event's name) and its schema.
    .addColumn('event_name', 'text')
    .addColumn('schema_name', 'text')
    // The event's data, capped at ingestion.
    .addColumn('data_json', 'text')
    .$call((builder) => (postgres ? builder.modifyEnd(sql`partition by range (occurred_at)`) : builder))
    .execute();
  // Every dashboard read is one site over a time range.
  await db.schema.createIndex('analytics_events_site_time').on('analytics_events').columns(['website_id', 'occurred_at']).execute();
  if (postgres) {
    await sql`create table analytics_events_default partition of analytics_events default`.execute(db);
    // Two months back (a traffic generator fills the past) to a year ahead.
    await ensureMonthPartitions(db, 'analytics_events', Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 2, 1), 15);
  }

  await db.schema
    .createTable('analytics_salts')
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    // 'YYYY-MM-DD' (UTC). Old days are deleted, so yesterday's hashes cannot be recomputed.
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('salt', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_salts_pk', ['website_id', 'day'])
    .execute();

  await db.schema
    .createTable('analytics_client_errors')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    // SHA-256 (hex) of the message and the stack's top frame.
    .addColumn('group_key', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    // Cut at 5000 characters.
    .addColumn('stack', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('page_path', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('release', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    // Counted per group, page and release.
    .addUniqueConstraint('analytics_client_errors_group', ['website_id', 'group_key', 'page_path', 'release'])
    .execute();
  await db.schema
    .createIndex('analytics_client_errors_recent')
    .on('analytics_client_errors')
    .columns(['website_id', 'last_seen_at'])
    .execute();

  for (const table of ROLLUP_TABLES) {
    await db.schema
      .createTable(table)
      .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
      // The bucket's first millisecond (an hour or a UTC day).
      .addColumn('bucket_start', 'bigint', (c) => c.notNull())
      // 'total' | 'page' | 'entry-page' | 'exit-page' | 'referrer' | 'utm-source' | 'utm-medium' |
      // 'utm-campaign' | 'device' | 'browser' | 'os' | 'country' | 'product' | 'counting' …
      .addColumn('dimension', 'text', (c) => c.notNull())
      // '' for the 'total' dimension.
      .addColumn('dimension_value', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('visitors', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('page_views', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sessions', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('bounces', 'integer', (c) => c.notNull().defaultTo(0))
      // Total visit duration of the bucket's sessions, in milliseconds.
      .addColumn('duration_ms', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('product_views', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('adds_to_cart', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('checkouts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('purchases', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('revenue_cents', 'bigint', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint(`${table}_pk`, ['website_id', 'dimension', 'bucket_start', 'dimension_value'])
      .execute();
  }
}

/** Drops the analytics tables (and, on PostgreSQL, every partition with them). */
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [...ROLLUP_TABLES, 'analytics_client_errors', 'analytics_salts', 'analytics_events']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
