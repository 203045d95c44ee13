import { sql, type Kysely } from 'kysely';
import { ensureMonthPartitions, isPostgres, monthStart } from '../month-partitions.ts';

/*
 * Core Web Vitals records partitioned by time on PostgreSQL, like the analytics events (0009): range
 * partitions by month on `occurred_at` (epoch ms) with a default partition, so retention drops old
 * months with a DROP TABLE instead of a long DELETE (features/performance/partitions.ts keeps a
 * year of months ahead). A new migration, as 0011 may be applied somewhere already: the existing
 * rows are moved into the partitioned table.
 *
 * A unique index of a partitioned table must hold the partition key, so "a metric counts once per
 * page load" (0011's unique index on page load and metric) moves to its own small table,
 * performance_page_load_metrics, on both dialects; its rows go with their page load.
 */

const COLUMNS = 'website_id, page_load_id, occurred_at, event, metric, value, rating, template, device, path, app, data_json';
/** Months of partitions made ahead of the current one (the feature keeps them so). */
const MONTHS_AHEAD = 12;

/** The columns of performance_records (0011), on a table being created. */
function recordColumns(db: Kysely<any>, table: string) {
  return db.schema
    .createTable(table)
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('page_load_id', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'bigint', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('metric', 'text')
    .addColumn('value', 'double precision')
    .addColumn('rating', 'text')
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('app', 'text', (c) => c.notNull())
    .addColumn('data_json', 'text', (c) => c.notNull());
}

/** Partitions the records (PostgreSQL) and moves "once per page load" to its own table. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('performance_page_load_metrics')
    .addColumn('page_load_id', 'text', (c) => c.notNull().references('performance_page_loads.id').onDelete('cascade'))
    .addColumn('metric', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('performance_page_load_metrics_pk', ['page_load_id', 'metric'])
    .execute();
  // The metrics already counted, of page loads that can still send.
  await sql`
    insert into performance_page_load_metrics (page_load_id, metric)
    select distinct r.page_load_id, r.metric from performance_records r
    join performance_page_loads l on l.id = r.page_load_id
    where r.metric is not null`.execute(db);
  await db.schema.dropIndex('performance_records_one_metric').ifExists().execute();
  if (!isPostgres(db)) return;

  await sql`alter table performance_records rename to performance_records_0011`.execute(db);
  await db.schema.dropIndex('performance_records_site_time').ifExists().execute();
  await recordColumns(db, 'performance_records').modifyEnd(sql`partition by range (occurred_at)`).execute();
  // Every report and the retention read one site over a time range.
  await db.schema.createIndex('performance_records_site_time').on('performance_records').columns(['website_id', 'occurred_at']).execute();
  await sql`create table performance_records_default partition of performance_records default`.execute(db);
  // A month for every month holding rows (a month made after its rows sat in the default partition
  // could not be), from two months back, to a year ahead.
  const { rows } = await sql<{ oldest: string | number | null }>`select min(occurred_at) as oldest from performance_records_0011`.execute(db);
  const oldest = rows[0]?.oldest;
  const now = Date.now();
  for (let start = Math.min(monthStart(now, -2), oldest === null || oldest === undefined ? Infinity : monthStart(Number(oldest))); start <= monthStart(now, MONTHS_AHEAD); start = monthStart(start, 1)) {
    await ensureMonthPartitions(db, 'performance_records', start, 1);
  }
  await sql.raw(`insert into performance_records (${COLUMNS}) select ${COLUMNS} from performance_records_0011`).execute(db);
  await db.schema.dropTable('performance_records_0011').execute();
}

/** Back to 0011: one plain records table with its unique index on page load and metric. */
export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await recordColumns(db, 'performance_records_0017').execute();
    await sql.raw(`insert into performance_records_0017 (${COLUMNS}) select ${COLUMNS} from performance_records`).execute(db);
    // Dropping the partitioned table drops its partitions.
    await db.schema.dropTable('performance_records').execute();
    await sql`alter table performance_records_0017 rename to performance_records`.execute(db);
    await db.schema.createIndex('performance_records_site_time').on('performance_records').columns(['website_id', 'occurred_at']).execute();
  }
  await db.schema.createIndex('performance_records_one_metric').on('performance_records').columns(['page_load_id', 'metric']).unique().where('metric', 'is not', null).execute();
  await db.schema.dropTable('performance_page_load_metrics').execute();
}
