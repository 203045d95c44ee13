import { PostgresAdapter, sql, type Kysely } from 'kysely';

/*
 * Monthly range partitions of a PostgreSQL table partitioned by an epoch-milliseconds column
 * (the analytics events, migration 0009). Old months then go with a cheap DROP TABLE instead of a
 * long DELETE. SQLite has no partitioning: there every function here does nothing.
 */

/** Whether the database is PostgreSQL (the only dialect with declarative partitioning). */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** The first millisecond (UTC) of the month holding `ms`, shifted by `offset` months. */
export function monthStart(ms: number, offset = 0): number {
  const date = new Date(ms);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1);
}

/** The partition's name for the month starting at `start`: `<table>_y2026m11`. */
export function monthPartitionName(table: string, start: number): string {
  const date = new Date(start);
  return `${table}_y${date.getUTCFullYear()}m${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * Creates the monthly partitions of `table` from the month of `fromMs` for `months` months, those
 * that do not exist yet. Rows outside every month land in the table's default partition.
 */
export async function ensureMonthPartitions(db: Kysely<any>, table: string, fromMs: number, months: number): Promise<void> {
  if (!isPostgres(db)) return;
  for (let offset = 0; offset < months; offset++) {
    const start = monthStart(fromMs, offset);
    const end = monthStart(fromMs, offset + 1);
    // Names and bounds are ours (a fixed table name and integers), never user input.
    await sql
      .raw(`create table if not exists ${monthPartitionName(table, start)} partition of ${table} for values from (${start}) to (${end})`)
      .execute(db);
  }
}

/** Drops the monthly partitions of `table` that end at or before `beforeMs` (retention). */
export async function dropMonthPartitionsBefore(db: Kysely<any>, table: string, beforeMs: number): Promise<string[]> {
  if (!isPostgres(db)) return [];
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_inherits i
    join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent
    where p.relname = ${table}`.execute(db);
  const dropped: string[] = [];
  for (const { name } of rows) {
    const match = /_y(\d{4})m(\d{2})$/.exec(name);
    if (!match) continue; // the default partition stays
    const end = Date.UTC(Number(match[1]), Number(match[2]), 1);
    if (end <= beforeMs) {
      await sql.raw(`drop table if exists ${name}`).execute(db);
      dropped.push(name);
    }
  }
  return dropped;
}
