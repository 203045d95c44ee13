import type { Kysely } from 'kysely';
import { ensureMonthPartitions, monthStart } from '../../infra/database/month-partitions.ts';
import type { Schema } from '../../infra/database/schema.ts';

/*
 * Keeps a year of monthly partitions of analytics_events ahead of the clock on PostgreSQL
 * (migration 0009 made the first ones): checked at start and daily. A month that cannot be made
 * (rows of it already sit in the default partition) is reported and skipped; its rows stay readable
 * in the default partition. Nothing on SQLite.
 */

/** Months kept ahead, the current one included. */
export const MONTHS_AHEAD = 13;

/** Creates the missing partitions from this month on; returns the months that failed. */
export async function keepPartitionsAhead(db: Kysely<Schema>, now: number, warn: (message: string) => void): Promise<number> {
  let failed = 0;
  for (let offset = 0; offset < MONTHS_AHEAD; offset++) {
    try {
      await ensureMonthPartitions(db, 'analytics_events', monthStart(now, offset), 1);
    } catch (error) {
      failed++;
      warn(`analytics: the partition of ${new Date(monthStart(now, offset)).toISOString().slice(0, 7)} could not be made: ${(error as Error).message}`);
    }
  }
  return failed;
}
