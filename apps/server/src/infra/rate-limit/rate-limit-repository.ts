import { sql, type Kysely } from 'kysely';
import { hotQuery } from '../database/hot-query.ts';
import type { Schema } from '../database/schema.ts';

/** Options of {@link hitRateLimit}. */
export interface RateLimitOptions {
  /** Length of the fixed window in milliseconds. */
  windowMs: number;
  /** Hits allowed per window. */
  limit: number;
  /** Current time (epoch ms). @default Date.now() */
  now?: number;
}

/** Verdict of one hit. */
export interface RateLimitResult {
  allowed: boolean;
  /** 0 when allowed, else the milliseconds until the window resets. */
  retryAfterMs: number;
  /** Hits counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the current window ends (and the count starts again). */
  resetMs?: number;
}

const upsertHit = hotQuery((db: Kysely<Schema>, key: string, now: number, expiredBefore: number) =>
  db
    .insertInto('rate_limits')
    .values({ key, window_start: now, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        // Both SET expressions read the old row (same semantics in SQLite and PostgreSQL).
        window_start: sql<number>`case when rate_limits.window_start <= ${expiredBefore} then ${now} else rate_limits.window_start end`,
        count: sql<number>`case when rate_limits.window_start <= ${expiredBefore} then 1 else rate_limits.count + 1 end`,
      }),
    )
    .returning(['window_start', 'count']),
);

/**
 * Counts one hit against `key` in a fixed window and says whether it is allowed. The counter lives in
 * the database (processes hold no state) and is updated by one atomic upsert, so concurrent hits from
 * several processes are all counted. Works on SQLite and PostgreSQL.
 * @example
 * const { allowed, retryAfterMs } = await hitRateLimit(db, `add:${ip}`, { windowMs: 10_000, limit: 20 });
 */
export async function hitRateLimit(db: Kysely<Schema>, key: string, options: RateLimitOptions): Promise<RateLimitResult> {
  const now = options.now ?? Date.now();
  // A window that started at or before this instant has ended.
  const expiredBefore = now - options.windowMs;
  const [row] = await upsertHit(db, key, now, expiredBefore);
  if (!row) throw new Error('The rate-limit upsert returned no row');
  const count = Number(row.count);
  const allowed = count <= options.limit;
  const resetMs = Math.max(0, Number(row.window_start) + options.windowMs - now);
  return { allowed, retryAfterMs: allowed ? 0 : resetMs, count, resetMs };
}

/** The verdict a hit on `key` would get, without counting one (how the key stands now). */
export async function peekRateLimit(db: Kysely<Schema>, key: string, options: RateLimitOptions): Promise<RateLimitResult> {
  const now = options.now ?? Date.now();
  const row = await db.selectFrom('rate_limits').select(['window_start', 'count']).where('key', '=', key).executeTakeFirst();
  if (!row || Number(row.window_start) <= now - options.windowMs) return { allowed: true, retryAfterMs: 0, count: 0 };
  const count = Number(row.count);
  const allowed = count < options.limit;
  return { allowed, retryAfterMs: allowed ? 0 : Math.max(0, Number(row.window_start) + options.windowMs - now), count };
}

/** Deletes counters whose window ended before `before` (housekeeping; returns how many). */
export async function pruneRateLimits(db: Kysely<Schema>, before: number): Promise<number> {
  const result = await db.deleteFrom('rate_limits').where('window_start', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
