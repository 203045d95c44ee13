import { MEDIA_MESSAGES } from '@plinth/api';
import type { Kysely } from 'kysely';
import type { MediaConfig } from '../../infra/config.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { updateMediaRow, type MediaRow } from './media-repository.ts';
import type { MediaStorage } from './storage/media-storage.ts';
import { openMediaStorage } from './storage/open-storage.ts';
import { versionFolder } from './storage/storage-keys.ts';

/**
 * Fails a file whose processing job died with its process: 'File processing failed to complete.',
 * and the bytes of that version (if the job stored any) removed. Only that version: a replace since
 * then is left alone.
 * @returns the row as it is now
 */
export async function failInterruptedJob(db: Kysely<Schema>, storage: MediaStorage, row: MediaRow, now: number): Promise<MediaRow> {
  await storage.removePrefix(versionFolder(row.website_id, row.id, row.version)).catch(() => {});
  const changes = { status: 'failed', status_message: MEDIA_MESSAGES.processingFailedToComplete, updated_at: now };
  await updateMediaRow(db, row.website_id, row.id, changes, row.version);
  return { ...row, ...changes };
}

/**
 * On start, when no other process is alive (the process census): every file still 'processing' was
 * being processed by a process that died (its job lived in that process's memory, the upload in its
 * temp file), so each is failed at once rather than when someone next looks at it (library-service's
 * settleStale, after JOB_STALE_MS).
 * @param before files whose processing started before this (the start)
 * @returns how many were failed
 */
export async function failInterruptedJobs(db: Kysely<Schema>, media: MediaConfig, before: number): Promise<number> {
  const rows = await db.selectFrom('media_files').selectAll().where('status', '=', 'processing').where('updated_at', '<=', before).execute();
  if (rows.length === 0) return 0;
  const storage = await openMediaStorage(media);
  for (const row of rows) await failInterruptedJob(db, storage, row, before);
  return rows.length;
}
