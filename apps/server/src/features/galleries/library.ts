import type { Kysely } from 'kysely';
import { mediaByIds, recordMediaUsage } from '../media/index.ts';
import type { Schema } from '../../infra/database/schema.ts';
import type { GalleryMediaFile, MediaLibrary } from './media-source.ts';

/*
 * The media library as the galleries feature reaches it: through the media feature's public face
 * (features/media/index.ts), trimmed to what a gallery needs of a file.
 */

async function lookup(db: Kysely<Schema>, websiteId: string, ids: readonly string[]): Promise<Map<string, GalleryMediaFile>> {
  const files = await mediaByIds(db, websiteId, ids);
  return new Map(
    [...files].map(([id, file]) => [
      id,
      {
        id: file.id,
        fileName: file.fileName,
        contentType: file.contentType,
        url: file.url,
        assetUrl: file.assetUrl,
        originalSize: file.originalSize,
        altText: file.altText,
        mediaFocalPoint: file.mediaFocalPoint,
        colorData: file.colorData,
        isImage: file.isImage,
        status: file.status,
      },
    ]),
  );
}

function recordUsage(db: Kysely<Schema>, websiteId: string, galleryId: string, title: string, mediaIds: readonly string[]): Promise<void> {
  return recordMediaUsage(db, websiteId, { kind: 'gallery', id: galleryId, title }, mediaIds);
}

/** The library the galleries feature uses. */
export const MEDIA_LIBRARY: MediaLibrary = { lookup, recordUsage };
