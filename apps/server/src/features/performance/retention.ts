import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { DEFAULT_WEBSITE_SETTINGS, getWebsite } from '../site/index.ts';
import { PAGE_LOAD_TTL_MS } from './ingest-service.ts';
import { deletePageLoadsBefore } from './page-loads-repository.ts';
import { deleteRecordsBefore } from './records-repository.ts';

/*
 * Retention as analytics has it: raw records are kept as many days as the site keeps analytics
 * events (its `analyticsRetentionDays`), the daily rollups stay. Page loads go once their records
 * can no longer arrive.
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
export async function prunePerformance(db: Kysely<Schema>, now: number): Promise<number> {
  await deletePageLoadsBefore(db, now - PAGE_LOAD_TTL_MS - DAY_MS);
  let deleted = 0;
  const sites = await db.selectFrom('performance_records').select('website_id').distinct().execute();
  for (const { website_id: websiteId } of sites) {
    const website = await getWebsite(db, websiteId);
    const days = retentionDays(website?.settings.analyticsRetentionDays);
    deleted += await deleteRecordsBefore(db, websiteId, Math.floor(now / DAY_MS) * DAY_MS - days * DAY_MS);
  }
  return deleted;
}
