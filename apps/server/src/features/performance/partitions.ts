import type { Kysely } from 'kysely';
import { dropMonthPartitionsBefore, ensureMonthPartitions, monthStart } from '../../infra/database/month-partitions.ts';
import type { Schema } from '../../infra/database/schema.ts';

/*
 * The monthly partitions of performance_records on PostgreSQL (migration 0017): a year of months
 * kept ahead of the clock, and whole months dropped once no site keeps records that old — a DROP
 * TABLE instead of deleting a month of rows. A month that cannot be made (its rows already sit in
 * the default partition) is reported and skipped; its rows stay readable there. Nothing on SQLite.
 */

export const RECORDS_TABLE = 'performance_records';
/** Months kept ahead, the current one included. */
export const MONTHS_AHEAD = 13;

/** Creates the missing partitions from this month on; returns how many months failed. */
export async function keepRecordPartitionsAhead(db: Kysely<Schema>, now: number, warn: (message: string) => void): Promise<number> {
  let failed = 0;
  for (let offset = 0; offset < MONTHS_AHEAD; offset++) {
    try {
      await ensureMonthPartitions(db, RECORDS_TABLE, monthStart(now, offset), 1);
    } catch (error) {
      failed++;
      warn(`performance: the partition of ${new Date(monthStart(now, offset)).toISOString().slice(0, 7)} could not be made: ${(error as Error).message}`);
    }
  }
  return failed;
}

/**
 * Drops the months that end at or before `before` — the oldest day any site still keeps.
 * @returns the partitions dropped
 */
export const dropRecordMonthsBefore = (db: Kysely<Schema>, before: number): Promise<string[]> => dropMonthPartitionsBefore(db, RECORDS_TABLE, before);
