import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { getWebsite } from '../site/index.ts';
import { recordingSettingsOf } from './recording-settings.ts';
import { deleteRecordingsBefore, sitesWithRecordings } from './recordings-repository.ts';

const DAY_MS = 86_400_000;

/**
 * Deletes every site's recordings that ended more than its retention ago (30 days unless the owner
 * chose otherwise), with their events; run by the housekeeping timer of `plinth start`.
 * @returns how many recordings went
 */
export async function pruneRecordings(db: Kysely<Schema>, now: number): Promise<number> {
  let deleted = 0;
  for (const websiteId of await sitesWithRecordings(db)) {
    const website = await getWebsite(db, websiteId);
    if (!website) continue;
    deleted += await deleteRecordingsBefore(db, websiteId, now - recordingSettingsOf(website.settings).retentionDays * DAY_MS);
  }
  return deleted;
}
