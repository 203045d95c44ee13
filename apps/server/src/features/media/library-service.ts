import { MEDIA_MESSAGES, usageSummary, type MediaFile, type MediaUsage } from '@plinth/api';
import { AppError } from '../../infra/errors/app-error.ts';
import { changeContent } from '../site/index.ts';
import { safeFileName } from './file-name.ts';
import type { MediaContext } from './media-context.ts';
import { mediaJson } from './media-json.ts';
import { deleteMediaRow, encodeMediaCursor, findMediaRow, listMediaRows, updateMediaRow, usageOf, type MediaRow, type MediaSort } from './media-repository.ts';
import { failInterruptedJob } from './interrupted-jobs.ts';
import { MEDIA_TEXT } from './messages.ts';
import { fileFolder } from './storage/storage-keys.ts';

/** A job still `processing` this long after it started, and not queued here, died with its process. */
export const JOB_STALE_MS = 2 * 60_000;

async function rowOf(ctx: MediaContext, websiteId: string, id: string): Promise<MediaRow> {
  const row = await findMediaRow(ctx.db, websiteId, id);
  if (!row) throw new AppError('NOT_FOUND', MEDIA_TEXT.notFound);
  return row;
}

/** Files as the API shows them, with their usage (one query for all). */
export async function filesJson(ctx: MediaContext, rows: MediaRow[]): Promise<MediaFile[]> {
  const usage = await usageOf(ctx.db, rows.map((r) => r.id));
  return rows.map((row) => mediaJson(row, (usage.get(row.id) ?? []) as MediaUsage[]));
}

/** One file with its usage; 404 'File not found.' */
export async function mediaFileOf(ctx: MediaContext, websiteId: string, id: string): Promise<MediaFile> {
  const [file] = await filesJson(ctx, [await settleStale(ctx, await rowOf(ctx, websiteId, id))]);
  return file as MediaFile;
}

/** A page of the library and the cursor of the next ("Load More"; null at the end). */
export async function listLibrary(
  ctx: MediaContext,
  websiteId: string,
  query: { search?: string | undefined; sort: MediaSort; type: 'any' | 'image'; cursor?: string | undefined; limit: number },
): Promise<{ files: MediaFile[]; nextCursor: string | null }> {
  const rows = await listMediaRows(ctx.db, websiteId, { search: query.search || undefined, sort: query.sort, imagesOnly: query.type === 'image', cursor: query.cursor, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return { files: await filesJson(ctx, page), nextCursor: rows.length > query.limit && last ? encodeMediaCursor(query.sort, last) : null };
}

/**
 * A job that outlived its process (a restart mid-processing) is failed: 'File processing failed to
 * complete.', its bytes of that version removed.
 */
async function settleStale(ctx: MediaContext, row: MediaRow): Promise<MediaRow> {
  const started = row.processing_started_at ?? row.updated_at;
  if (row.status !== 'processing' || ctx.jobs.has(row.id) || ctx.now() - Number(started) < JOB_STALE_MS) return row;
  return failInterruptedJob(ctx.db, ctx.storage, row, ctx.now());
}

/** A file's processing job: its state and, for a failure, the spec's message. */
export async function jobOf(ctx: MediaContext, websiteId: string, id: string) {
  const row = await settleStale(ctx, await rowOf(ctx, websiteId, id));
  const [file] = await filesJson(ctx, [row]);
  return { id, status: row.status as 'processing' | 'ready' | 'failed', message: row.status_message, file: file ?? null };
}

/** Cancels a processing job: the file and its bytes go. A job already done is answered as it is. */
export async function cancelJob(ctx: MediaContext, websiteId: string, id: string) {
  const row = await rowOf(ctx, websiteId, id);
  if (row.status !== 'processing') return jobOf(ctx, websiteId, id);
  await deleteMediaRow(ctx.db, websiteId, id);
  await ctx.storage.removePrefix(fileFolder(websiteId, id));
  return { id, status: 'cancelled' as const, message: MEDIA_MESSAGES.processingCancelled, file: null };
}

/** Renames a file, sets its alt text or its focal point (null clears it). */
export async function updateMediaDetails(
  ctx: MediaContext,
  websiteId: string,
  id: string,
  changes: { fileName?: string | undefined; altText?: string | undefined; mediaFocalPoint?: { x: number; y: number } | null | undefined },
): Promise<MediaFile> {
  await rowOf(ctx, websiteId, id);
  const set: Partial<MediaRow> = { updated_at: ctx.now() };
  if (changes.fileName !== undefined) set.file_name = safeFileName(changes.fileName);
  if (changes.altText !== undefined) set.alt_text = changes.altText.trim();
  if (changes.mediaFocalPoint !== undefined) {
    set.focal_x = changes.mediaFocalPoint?.x ?? null;
    set.focal_y = changes.mediaFocalPoint?.y ?? null;
  }
  // Pages may show the alt text and the focal point: their cache follows.
  await changeContent(ctx.db, websiteId, (tx) => updateMediaRow(tx, websiteId, id, set));
  return mediaFileOf(ctx, websiteId, id);
}

/**
 * Deletes a file and every byte of it. A file still used somewhere is refused with where ('This
 * file is used on 3 pages; …') unless `force`; forced, its usage rows go with it.
 */
export async function deleteMediaFile(ctx: MediaContext, websiteId: string, id: string, force: boolean): Promise<void> {
  await rowOf(ctx, websiteId, id);
  const usage = (await usageOf(ctx.db, [id])).get(id) ?? [];
  if (usage.length > 0 && !force) throw new AppError('CONFLICT', MEDIA_TEXT.usedOn(usageSummary(usage as MediaUsage[])), { usage });
  await changeContent(ctx.db, websiteId, (tx) => deleteMediaRow(tx, websiteId, id));
  await ctx.storage.removePrefix(fileFolder(websiteId, id));
}
