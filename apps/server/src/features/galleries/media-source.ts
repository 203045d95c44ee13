import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';

/** What a gallery needs of a library file (the media feature's `MediaFile`, trimmed). */
export interface GalleryMediaFile {
  id: string;
  fileName: string;
  contentType: string;
  /** Stable public URL. */
  url: string;
  /** Immutable public URL: `?format=<W>w` derivatives are appended to it. */
  assetUrl: string;
  originalSize: string | null;
  altText: string;
  mediaFocalPoint: { x: number; y: number } | null;
  /** The library's colour averages (`#rrggbb` per cell), null before processing. */
  colorData?: { topLeft: string; topRight: string; bottomLeft: string; bottomRight: string; center: string } | null;
  isImage: boolean;
  status: string;
}

/** Reads library files of a site by id (unknown ids are absent from the map). */
export type MediaLookup = (db: Kysely<Schema>, websiteId: string, ids: readonly string[]) => Promise<Map<string, GalleryMediaFile>>;

/** Records which library files a gallery uses (the library's "used on" list). */
export type MediaUsageRecorder = (db: Kysely<Schema>, websiteId: string, galleryId: string, title: string, mediaIds: readonly string[]) => Promise<void>;

/** How the galleries feature reaches the media library. */
export interface MediaLibrary {
  lookup: MediaLookup;
  recordUsage: MediaUsageRecorder;
}
