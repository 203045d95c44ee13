import { sql, type Kysely } from 'kysely';
import type { Schema } from '../database/schema.ts';

/*
 * The failures of one target (a protected page, a site's lock, an account), whoever guessed: one row
 * of `rate_limits` whose `window_start` is the time of the last failure and whose `count` is the
 * failures since the target was last left alone for `quietMs`. One atomic upsert claims a guess, so
 * guesses in flight from many addresses at once are all counted.
 */

/** A target's recent failures and when the last one was. */
export interface TargetFailures {
  failures: number;
  /** Epoch ms of the last failure (0: none). */
  lastAt: number;
}

/** The target's failures as they stand at `now` (0 once it has been quiet for `quietMs`). */
export async function readTargetFailures(db: Kysely<Schema>, key: string, now: number, quietMs: number): Promise<TargetFailures> {
  const row = await db.selectFrom('rate_limits').select(['window_start', 'count']).where('key', '=', key).executeTakeFirst();
  if (!row || Number(row.window_start) <= now - quietMs) return { failures: 0, lastAt: 0 };
  return { failures: Number(row.count), lastAt: Number(row.window_start) };
}

/**
 * Claims a guess on the target as a failure (given back by {@link refundTargetGuess} when it turns
 * out right), restarting the count after a quiet spell.
 * @returns the target's failures, this one included
 */
export async function claimTargetGuess(db: Kysely<Schema>, key: string, now: number, quietMs: number): Promise<number> {
  const quietBefore = now - quietMs;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: now, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        // Both SET expressions read the old row (same semantics in SQLite and PostgreSQL).
        count: sql<number>`case when rate_limits.window_start <= ${quietBefore} then 1 else rate_limits.count + 1 end`,
        window_start: now,
      }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Gives a claimed guess back: it was right, so it was no failure. */
export async function refundTargetGuess(db: Kysely<Schema>, key: string): Promise<void> {
  await db.updateTable('rate_limits').set({ count: sql<number>`count - 1` }).where('key', '=', key).where('count', '>', 0).execute();
}
