import type { Kysely } from 'kysely';
import { inTransaction } from '../../infra/database/transaction.ts';
import type { Schema } from '../../infra/database/schema.ts';
import type { RollupEvent, RollupRow } from './rollup-builder.ts';

/** The two rollup tables. */
export type RollupTable = 'analytics_rollups_hourly' | 'analytics_rollups_daily';

/** Rows per INSERT: 16 columns stay well under SQLite's bound-parameter limit. */
const INSERT_CHUNK = 500;

/** A site's raw events in `[start, end)`, oldest first, with the columns the rollup reads; at most `limit` of them. */
export async function eventsBetween(db: Kysely<Schema>, websiteId: string, start: number, end: number, limit?: number): Promise<RollupEvent[]> {
  let query = db
    .selectFrom('analytics_events')
    .select(['occurred_at', 'kind', 'visitor_id', 'session_id', 'path', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'device', 'browser', 'os', 'country', 'counting', 'item_id', 'event_name', 'data_json'])
    .where('website_id', '=', websiteId)
    .where('occurred_at', '>=', start)
    .where('occurred_at', '<', end)
    .orderBy('occurred_at');
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

/**
 * A site's raw events in `[start, end)`, oldest first, a page of about `pageSize` at a time: a flooded
 * hour is never held whole (130,000 rows are about 100 MB of objects). The events have no key but
 * their time, so a page ends before its last millisecond, which the next page starts with; a single
 * millisecond holding a whole page or more is read as one page of its own.
 */
export async function* eventPages(db: Kysely<Schema>, websiteId: string, start: number, end: number, pageSize: number): AsyncGenerator<RollupEvent[]> {
  let from = start;
  while (from < end) {
    const page = await eventsBetween(db, websiteId, from, end, pageSize);
    if (page.length < pageSize) {
      if (page.length > 0) yield page;
      return;
    }
    const lastAt = Number(page[page.length - 1].occurred_at);
    let cut = page.length;
    while (cut > 0 && Number(page[cut - 1].occurred_at) === lastAt) cut--;
    if (cut > 0) yield page.slice(0, cut);
    else yield await eventsBetween(db, websiteId, lastAt, lastAt + 1);
    from = cut > 0 ? lastAt : lastAt + 1;
  }
}

/** Whether a site has raw events at or after `since` (one index probe, not a scan of the recent events). */
export async function hasEventsSince(db: Kysely<Schema>, websiteId: string, since: number): Promise<boolean> {
  const row = await db.selectFrom('analytics_events').select('occurred_at').where('website_id', '=', websiteId).where('occurred_at', '>=', since).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Every site's id (retention runs for all of them). */
export async function allSiteIds(db: Kysely<Schema>): Promise<string[]> {
  return (await db.selectFrom('websites').select('id').execute()).map((row) => row.id);
}

/** The oldest and newest raw event time of a site (null without events). */
export async function eventTimeSpan(db: Kysely<Schema>, websiteId: string): Promise<{ first: number; last: number } | null> {
  const row = await db
    .selectFrom('analytics_events')
    .select((eb) => [eb.fn.min('occurred_at').as('first'), eb.fn.max('occurred_at').as('last')])
    .where('website_id', '=', websiteId)
    .executeTakeFirst();
  return row?.first == null || row.last == null ? null : { first: Number(row.first), last: Number(row.last) };
}

/**
 * Replaces a site's rows of `table` with bucket starts in `[start, end)` by `rows`, in one
 * transaction: re-rolling a bucket gives the same rows, never doubled ones.
 */
export async function replaceRollups(db: Kysely<Schema>, table: RollupTable, websiteId: string, start: number, end: number, rows: readonly RollupRow[]): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.deleteFrom(table).where('website_id', '=', websiteId).where('bucket_start', '>=', start).where('bucket_start', '<', end).execute();
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await tx.insertInto(table).values(rows.slice(i, i + INSERT_CHUNK)).execute();
    }
  });
}

/** Deletes a site's raw events older than `before`; returns how many. */
export async function deleteEventsBefore(db: Kysely<Schema>, websiteId: string, before: number): Promise<number> {
  const result = await db.deleteFrom('analytics_events').where('website_id', '=', websiteId).where('occurred_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
