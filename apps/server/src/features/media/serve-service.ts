import type { Readable } from 'node:stream';
import type { MediaFormat } from '@plinth/api';
import { AppError } from '../../infra/errors/app-error.ts';
import { colorDataOf, DERIVATIVE_TYPES, makeDerivative, negotiateFormat, renderSvg } from './image-pipeline.ts';
import type { MediaContext } from './media-context.ts';
import { findMediaRowById, updateMediaRow, type MediaRow } from './media-repository.ts';
import { isRasterImage } from './media-types.ts';
import { MEDIA_TEXT } from './messages.ts';
import { derivativeKey, originalKey } from './storage/storage-keys.ts';

/** The long side of a seeded picture rendered from its drawing (the widest srcset width). */
export const SEED_PICTURE_SIZE = 2500;

/** Derivatives up to this size are kept in memory once read (recent-bytes.ts); larger ones stream. */
const SMALL = 512 * 1024;

/** What the file route sends. */
export interface ServedFile {
  /** Null when the client's If-None-Match already names these bytes (304). */
  body: Readable | Buffer | null;
  size: number;
  contentType: string;
  /** Names the bytes exactly: file, version, size and format. */
  etag: string;
  /** Whether the answer depends on Accept (a derivative). */
  variesByAccept: boolean;
  version: number;
}

/**
 * A seeded picture's original is rendered from its drawing the first time it is needed (the demo
 * seed writes rows only, so it needs no storage): PNG, SVG_SIZE on the long side.
 */
async function seededOriginal(ctx: MediaContext, row: MediaRow): Promise<Buffer | null> {
  if (!row.seed_source) return null;
  const bytes = await renderSvg(row.seed_source, SEED_PICTURE_SIZE);
  await ctx.storage.putBytes(originalKey(row.website_id, row.id, row.version), bytes, 'image/png');
  if (!row.color_data_json) await updateMediaRow(ctx.db, row.website_id, row.id, { color_data_json: JSON.stringify(await colorDataOf(bytes)), size: bytes.length }, row.version);
  return bytes;
}

/** Runs `make` once per key at a time: concurrent first requests for one derivative share the work. */
function once(ctx: MediaContext, key: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const running = ctx.making.get(key);
  if (running) return running;
  const promise = make().finally(() => ctx.making.delete(key));
  ctx.making.set(key, promise);
  return promise;
}

/**
 * The bytes a public file URL answers: the original, or the derivative of one srcset width in the
 * format the Accept header allows, made on first request and kept in storage. 404 for a file of
 * another site, one still processing or one that failed; 400 for a width of a file that has none.
 */
export async function serveMedia(ctx: MediaContext, websiteId: string, id: string, format: MediaFormat | undefined, accept: string | undefined, ifNoneMatch?: string): Promise<ServedFile> {
  const row = await findMediaRowById(ctx.db, id);
  if (!row || row.website_id !== websiteId || row.status !== 'ready') throw new AppError('NOT_FOUND', MEDIA_TEXT.notFound);
  const tag = `${row.id}-v${row.version}`;
  const original = originalKey(row.website_id, row.id, row.version);
  if (format === undefined || format === 'original') {
    if (ifNoneMatch === `"${tag}-original"`) return { body: null, size: 0, contentType: row.content_type, etag: ifNoneMatch, variesByAccept: false, version: row.version };
    const opened = await ctx.storage.open(original);
    if (opened) return { body: opened.stream, size: opened.size, contentType: row.content_type, etag: `"${tag}-original"`, variesByAccept: false, version: row.version };
    const rendered = await once(ctx, original, async () => (await seededOriginal(ctx, row)) ?? Promise.reject(new AppError('NOT_FOUND', MEDIA_TEXT.notFound)));
    return { body: rendered, size: rendered.length, contentType: row.content_type, etag: `"${tag}-original"`, variesByAccept: false, version: row.version };
  }
  if (!isRasterImage(row.content_type)) throw new AppError('INVALID', MEDIA_TEXT.noSizes);
  const width = Number.parseInt(format, 10);
  const output = negotiateFormat(accept, row.content_type);
  const key = derivativeKey(row.website_id, row.id, row.version, width, output);
  const etag = `"${tag}-${width}-${output}"`;
  if (ifNoneMatch === etag) return { body: null, size: 0, contentType: DERIVATIVE_TYPES[output], etag, variesByAccept: true, version: row.version };
  const remembered = ctx.recent.get(key);
  if (remembered) return { body: remembered, size: remembered.length, contentType: DERIVATIVE_TYPES[output], etag, variesByAccept: true, version: row.version };
  const cached = await ctx.storage.open(key);
  if (cached && cached.size > SMALL) return { body: cached.stream, size: cached.size, contentType: DERIVATIVE_TYPES[output], etag, variesByAccept: true, version: row.version };
  if (cached) {
    const bytes = Buffer.concat(await cached.stream.toArray());
    ctx.recent.set(key, bytes);
    return { body: bytes, size: bytes.length, contentType: DERIVATIVE_TYPES[output], etag, variesByAccept: true, version: row.version };
  }
  const bytes = await once(ctx, key, async () => {
    const source = (await ctx.storage.read(original)) ?? (await once(ctx, original, async () => (await seededOriginal(ctx, row)) ?? Promise.reject(new AppError('NOT_FOUND', MEDIA_TEXT.notFound))));
    const made = await makeDerivative(source, width, output);
    await ctx.storage.putBytes(key, made, DERIVATIVE_TYPES[output]);
    ctx.recent.set(key, made);
    return made;
  });
  return { body: bytes, size: bytes.length, contentType: DERIVATIVE_TYPES[output], etag, variesByAccept: true, version: row.version };
}
