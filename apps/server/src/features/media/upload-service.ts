import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { MEDIA_MESSAGES } from '@plinth/api';
import { newId } from '../../infra/database/ids.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { changeContent } from '../site/index.ts';
import { safeFileName } from './file-name.ts';
import { processImage } from './image-pipeline.ts';
import type { MediaContext } from './media-context.ts';
import { findMediaRow, insertMediaRow, updateMediaRow, type MediaRow } from './media-repository.ts';
import { detectMediaType, isRasterImage } from './media-types.ts';
import { MEDIA_TEXT } from './messages.ts';
import { FileTooLargeError, receiveUpload, type ReceivedFile } from './receive-upload.ts';
import { originalKey, versionFolder } from './storage/storage-keys.ts';
import { isUtf8File, MAX_CAPTIONS_BYTES, WEB_VTT_TYPE } from './web-vtt.ts';

/** One file part of a multipart upload. */
export interface IncomingFile {
  fileName: string;
  stream: Readable;
}

/** An upload received to a temp file and typed by its bytes, not yet stored: whoever holds it discards it or hands it on. */
export interface ReceivedUpload {
  file: ReceivedFile;
  fileName: string;
  contentType: string;
}

/**
 * Receives one file part to disk under the cap and reads its type from the bytes (an empty file or a
 * type not taken is refused, its temp file deleted). Nothing is stored yet: a route receives every
 * part of its body first, so a body cut short stores nothing.
 */
export async function receiveMediaFile(ctx: MediaContext, incoming: IncomingFile): Promise<ReceivedUpload> {
  const fileName = safeFileName(incoming.fileName);
  const file = await receiveUpload(incoming.stream, fileName, ctx.maxUploadBytes);
  if (file.size === 0) {
    await file.discard();
    throw new AppError('INVALID', MEDIA_TEXT.emptyFile(fileName));
  }
  const contentType = await detectMediaType(file.path);
  if (contentType === WEB_VTT_TYPE && file.size > MAX_CAPTIONS_BYTES) {
    await file.discard();
    throw new FileTooLargeError(MEDIA_MESSAGES.tooLarge(fileName, MAX_CAPTIONS_BYTES));
  }
  if (!contentType || (contentType === WEB_VTT_TYPE && !(await isUtf8File(file.path)))) {
    await file.discard();
    throw new AppError('INVALID', MEDIA_MESSAGES.unsupportedType(fileName));
  }
  return { file, fileName, contentType };
}

/**
 * Stores a received upload (it owns the temp file from here). Any file but an image is put in
 * storage and `ready` at once; an image is `processing`, its job queued with the temp file (the job
 * stores only the processed original). On any failure nothing is left: not the temp file, not the
 * stored bytes, not the row.
 */
export async function uploadMedia(ctx: MediaContext, websiteId: string, received: ReceivedUpload, altText = ''): Promise<MediaRow> {
  const { file, fileName, contentType } = received;
  const id = newId();
  const raster = isRasterImage(contentType);
  const now = ctx.now();
  let queued = false;
  try {
    if (!raster) await ctx.storage.putFile(originalKey(websiteId, id, 1), file.path, contentType);
    const row: Omit<MediaRow, 'search_text'> = {
      id,
      website_id: websiteId,
      file_name: fileName,
      content_type: contentType,
      size: file.size,
      version: 1,
      width: null,
      height: null,
      color_data_json: null,
      focal_x: null,
      focal_y: null,
      alt_text: altText.slice(0, 250),
      status: raster ? 'processing' : 'ready',
      status_message: null,
      processing_started_at: raster ? now : null,
      seed_source: null,
      created_at: now,
      updated_at: now,
    };
    await insertMediaRow(ctx.db, row);
    if (raster) {
      ctx.jobs.add(id, () => runProcessingJob(ctx, websiteId, id, 1, file));
      queued = true;
    }
    return { ...row, search_text: '' };
  } catch (error) {
    await ctx.storage.removePrefix(versionFolder(websiteId, id, 1)).catch(() => {});
    throw error;
  } finally {
    // A queued job owns the temp file from here (it discards it when done).
    if (!queued) await file.discard();
  }
}

/**
 * The processing job of one upload: the real size, the colours, the original re-encoded without
 * metadata, file to file. A failure marks the file failed ('File processing failed.') and removes
 * every byte of that version; a file cancelled or replaced meanwhile is left alone (its bytes of
 * this version go). The temp upload is discarded whatever happens.
 */
export async function runProcessingJob(ctx: MediaContext, websiteId: string, id: string, version: number, upload: ReceivedFile): Promise<void> {
  const output = `${upload.path}.out`;
  try {
    const row = await findMediaRow(ctx.db, websiteId, id);
    if (!row || row.version !== version || row.status !== 'processing') return;
    try {
      const image = await processImage(upload.path, row.content_type, output);
      await ctx.storage.putFile(originalKey(websiteId, id, version), output, row.content_type);
      const done = await updateMediaRow(
        ctx.db,
        websiteId,
        id,
        { status: 'ready', status_message: null, width: image.width, height: image.height, color_data_json: JSON.stringify(image.colorData), size: image.size, updated_at: ctx.now() },
        version,
      );
      if (!done) await ctx.storage.removePrefix(versionFolder(websiteId, id, version));
    } catch {
      await ctx.storage.removePrefix(versionFolder(websiteId, id, version)).catch(() => {});
      await updateMediaRow(ctx.db, websiteId, id, { status: 'failed', status_message: MEDIA_MESSAGES.processingFailed, updated_at: ctx.now() }, version);
    }
  } finally {
    await upload.discard();
    await rm(output, { force: true });
  }
}

/** The file a replacement would replace: refused before its bytes are read when missing (404) or still processing (409). */
export async function replaceableMedia(ctx: MediaContext, websiteId: string, id: string): Promise<MediaRow> {
  const current = await findMediaRow(ctx.db, websiteId, id);
  if (!current) throw new AppError('NOT_FOUND', MEDIA_TEXT.notFound);
  if (current.status === 'processing') throw new AppError('CONFLICT', MEDIA_TEXT.stillProcessing);
  return current;
}

/**
 * Replaces a file's bytes in place with a received upload (it owns the temp file from here): same id
 * and URL, a new version. The new bytes are processed before anything changes, so the old version
 * keeps serving until the new one is ready, and a replacement that fails to process changes nothing
 * (400 'File processing failed.').
 */
export async function replaceMedia(ctx: MediaContext, websiteId: string, id: string, received: ReceivedUpload): Promise<MediaRow> {
  const { file, contentType } = received;
  let current: MediaRow;
  try {
    current = await replaceableMedia(ctx, websiteId, id);
  } catch (error) {
    await file.discard();
    throw error;
  }
  const version = current.version + 1;
  const output = `${file.path}.out`;
  try {
    let changes: Partial<MediaRow>;
    if (isRasterImage(contentType)) {
      let image;
      try {
        image = await processImage(file.path, contentType, output);
      } catch {
        throw new AppError('INVALID', MEDIA_MESSAGES.processingFailed);
      }
      await ctx.storage.putFile(originalKey(websiteId, id, version), output, contentType);
      changes = { size: image.size, width: image.width, height: image.height, color_data_json: JSON.stringify(image.colorData) };
    } else {
      await ctx.storage.putFile(originalKey(websiteId, id, version), file.path, contentType);
      changes = { size: file.size, width: null, height: null, color_data_json: null, focal_x: null, focal_y: null };
    }
    const replaced = await changeContent(ctx.db, websiteId, (tx) =>
      updateMediaRow(tx, websiteId, id, { ...changes, content_type: contentType, version, status: 'ready', status_message: null, seed_source: null, updated_at: ctx.now() }, current.version),
    );
    if (!replaced) throw new AppError('CONFLICT', 'The file changed meanwhile; try again.');
    await ctx.storage.removePrefix(versionFolder(websiteId, id, current.version));
    return (await findMediaRow(ctx.db, websiteId, id)) as MediaRow;
  } catch (error) {
    await ctx.storage.removePrefix(versionFolder(websiteId, id, version)).catch(() => {});
    throw error;
  } finally {
    await file.discard();
    await rm(output, { force: true });
  }
}
