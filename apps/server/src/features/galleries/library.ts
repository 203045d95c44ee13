import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import type { GalleryMediaFile, MediaLibrary } from './media-source.ts';

/*
 * The media library as the galleries feature reaches it. Until the media feature's index exports
 * its lookups (mediaById, recordMediaUsage), this reads and writes its tables (migration 0014) in
 * the shapes its contract documents (packages/api/src/routes/media.ts).
 */

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']);

async function lookup(db: Kysely<Schema>, websiteId: string, ids: readonly string[]): Promise<Map<string, GalleryMediaFile>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('media_files').selectAll().where('website_id', '=', websiteId).where('id', 'in', [...ids]).execute();
  return new Map(
    rows.map((row) => {
      const name = encodeURIComponent(row.file_name);
      const file: GalleryMediaFile = {
        id: row.id,
        fileName: row.file_name,
        contentType: row.content_type,
        url: `/media/${row.id}/${name}`,
        assetUrl: `/media/${row.id}/v${Number(row.version)}/${name}`,
        originalSize: row.width && row.height ? `${row.width}x${row.height}` : null,
        altText: row.alt_text,
        mediaFocalPoint: row.focal_x === null || row.focal_y === null ? null : { x: Number(row.focal_x), y: Number(row.focal_y) },
        isImage: IMAGE_TYPES.has(row.content_type),
        status: row.status,
      };
      return [row.id, file];
    }),
  );
}

async function recordUsage(db: Kysely<Schema>, websiteId: string, galleryId: string, title: string, mediaIds: readonly string[]): Promise<void> {
  await db.deleteFrom('media_usage').where('website_id', '=', websiteId).where('kind', '=', 'gallery').where('ref_id', '=', galleryId).execute();
  if (mediaIds.length === 0) return;
  await db.insertInto('media_usage').values(mediaIds.map((id) => ({ media_id: id, website_id: websiteId, kind: 'gallery', ref_id: galleryId, title }))).execute();
}

/** The library the galleries feature uses. */
export const MEDIA_LIBRARY: MediaLibrary = { lookup, recordUsage };
