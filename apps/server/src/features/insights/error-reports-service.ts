import { MAX_ERROR_GROUPS } from '@plinth/api';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { resolveRange } from './day-range.ts';
import { groupsLastSeenBetween, rowsOfGroups, type ErrorGroupRow } from './error-reports-repository.ts';
import type { StackMapper } from './stack-mapper.ts';

/*
 * The owner's error report (issue 12, "Errors"): the client error groups (message and top frame)
 * whose last report fell in the range, the most frequent first, with their counts since first seen
 * per page and per release, and the latest stack, mapped back to source.
 */

/** The site and the time a report is for. */
export interface ErrorReportSite {
  websiteId: string;
  now: number;
}

/** A count per value, the most first (ties by value). */
function countsBy<Key extends string>(rows: readonly ErrorGroupRow[], value: (row: ErrorGroupRow) => string, key: Key): Array<Record<Key, string> & { count: number }> {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(value(row), (counts.get(value(row)) ?? 0) + row.count);
  return [...counts]
    .sort(([a, m], [b, n]) => n - m || (a < b ? -1 : a > b ? 1 : 0))
    .map(([text, count]) => ({ [key]: text, count }) as Record<Key, string> & { count: number });
}

/** The groups of a range without their mapped stacks (what the CSV needs). */
export async function errorGroups(db: Kysely<Schema>, site: ErrorReportSite, query: { from?: string | undefined; to?: string | undefined }) {
  const range = resolveRange(query, site.now);
  const totals = await groupsLastSeenBetween(db, site.websiteId, range.startMs, range.endMs, MAX_ERROR_GROUPS);
  const rows = await rowsOfGroups(
    db,
    site.websiteId,
    totals.map((group) => group.groupKey),
  );
  const rowsByGroup = Map.groupBy(rows, (row) => row.groupKey);
  const groups = totals.map((group) => {
    const own = rowsByGroup.get(group.groupKey) ?? [];
    // The latest report's message and stack: the one the owner can still reproduce.
    const latest = own.reduce<ErrorGroupRow | undefined>((best, row) => (!best || row.lastSeenAt > best.lastSeenAt ? row : best), undefined);
    return {
      groupKey: group.groupKey,
      message: latest?.message ?? '',
      count: group.count,
      pages: countsBy(own, (row) => row.pagePath, 'path'),
      releases: countsBy(own, (row) => row.release, 'release'),
      firstSeenAt: new Date(group.firstSeenAt).toISOString(),
      lastSeenAt: new Date(group.lastSeenAt).toISOString(),
      stack: latest?.stack ?? '',
    };
  });
  return { range: { from: range.from, to: range.to }, groups };
}

/** The groups of a range, each with its stack mapped through the build's source maps. */
export async function errorsReport(db: Kysely<Schema>, mapper: StackMapper, site: ErrorReportSite, query: { from?: string | undefined; to?: string | undefined }) {
  const report = await errorGroups(db, site, query);
  const groups = await Promise.all(report.groups.map(async (group) => ({ ...group, mappedStack: await mapper.map(group.stack) })));
  return { range: report.range, groups };
}
