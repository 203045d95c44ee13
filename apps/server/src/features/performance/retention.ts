import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { DEFAULT_WEBSITE_SETTINGS, getWebsite } from '../site/index.ts';
import { PAGE_LOAD_TTL_MS } from './ingest-service.ts';
import { deletePageLoadsBefore } from './page-loads-repository.ts';
import { dropRecordMonthsBefore, keepRecordPartitionsAhead } from './partitions.ts';
import { deleteRecordsBefore } from './records-repository.ts';

/*
 * Retention as analytics has it: raw records are kept as many days as the site keeps analytics
 * events (its `analyticsRetentionDays`), the daily rollups stay. Page loads go once their records
 * can no longer arrive. On PostgreSQL the months no site keeps go whole first (partitions.ts), so
 * the per-site deletes only trim what is left.
 */

const DAY_MS = 86_400_000;

/** A site's retention in days: its setting when a whole number ≥ 1, else the default. */
function retentionDays(setting: unknown): number {
  return typeof setting === 'number' && Number.isInteger(setting) && setting >= 1 ? setting : DEFAULT_WEBSITE_SETTINGS.analyticsRetentionDays;
}

/**
 * Deletes raw records past each site's retention and expired page loads.
 * @returns the records deleted
 */
export async function prunePerformance(db: Kysely<Schema>, now: number, warn: (message: string) => void = () => {}): Promise<number> {
  await deletePageLoadsBefore(db, now - PAGE_LOAD_TTL_MS - DAY_MS);
  await keepRecordPartitionsAhead(db, now, warn);
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const cutoffs: Array<[string, number]> = [];
  for (const { website_id: websiteId } of await db.selectFrom('performance_records').select('website_id').distinct().execute()) {
    const website = await getWebsite(db, websiteId);
    cutoffs.push([websiteId, today - retentionDays(website?.settings.analyticsRetentionDays) * DAY_MS]);
  }
  if (cutoffs.length) await dropRecordMonthsBefore(db, Math.min(...cutoffs.map(([, cutoff]) => cutoff)));
  let deleted = 0;
  for (const [websiteId, cutoff] of cutoffs) deleted += await deleteRecordsBefore(db, websiteId, cutoff);
  return deleted;
}
