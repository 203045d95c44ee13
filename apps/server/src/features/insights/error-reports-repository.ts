import { sql, type Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';

/*
 * The reads of the owner's error report over `analytics_client_errors` (written by the analytics
 * feature: one row per group, page and release). Numbers come back as numbers on both dialects
 * (PostgreSQL answers bigint columns and sums as text).
 */

/** A group's figures summed over its pages and releases. */
export interface ErrorGroupTotals {
  groupKey: string;
  count: number;
  firstSeenAt: number;
  lastSeenAt: number;
}

/** One row of a group: its reports on one page and release. */
export interface ErrorGroupRow {
  groupKey: string;
  message: string;
  stack: string;
  pagePath: string;
  release: string;
  count: number;
  lastSeenAt: number;
}

/**
 * The site's groups last seen in `[startMs, endMs)`, the most reported first (ties: the latest
 * first, then by key, so the order is the same on both dialects).
 */
export async function groupsLastSeenBetween(db: Kysely<Schema>, websiteId: string, startMs: number, endMs: number, limit: number): Promise<ErrorGroupTotals[]> {
  const lastSeen = sql<number>`max(last_seen_at)`;
  const total = sql<string>`sum(count)`;
  const rows = await db
    .selectFrom('analytics_client_errors')
    .select(['group_key', total.as('total'), sql<string>`min(first_seen_at)`.as('first_seen'), lastSeen.as('last_seen')])
    .where('website_id', '=', websiteId)
    .groupBy('group_key')
    .having(lastSeen, '>=', startMs)
    .having(lastSeen, '<', endMs)
    .orderBy(total, 'desc')
    .orderBy(lastSeen, 'desc')
    .orderBy('group_key')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ groupKey: row.group_key, count: Number(row.total), firstSeenAt: Number(row.first_seen), lastSeenAt: Number(row.last_seen) }));
}

/** Every row of the site's groups `groupKeys`. */
export async function rowsOfGroups(db: Kysely<Schema>, websiteId: string, groupKeys: readonly string[]): Promise<ErrorGroupRow[]> {
  if (groupKeys.length === 0) return [];
  const rows = await db
    .selectFrom('analytics_client_errors')
    .select(['group_key', 'message', 'stack', 'page_path', 'release', 'count', 'last_seen_at'])
    .where('website_id', '=', websiteId)
    .where('group_key', 'in', groupKeys)
    .execute();
  return rows.map((row) => ({
    groupKey: row.group_key,
    message: row.message,
    stack: row.stack,
    pagePath: row.page_path,
    release: row.release,
    count: Number(row.count),
    lastSeenAt: Number(row.last_seen_at),
  }));
}
