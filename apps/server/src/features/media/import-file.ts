import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { MediaConfig } from '../../infra/config.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { createJobQueue } from './job-queue.ts';
import type { MediaContext } from './media-context.ts';
import { mediaAssetUrl, mediaUrl } from './media-json.ts';
import { recentBytes } from './recent-bytes.ts';
import { openMediaStorage } from './storage/open-storage.ts';
import { receiveMediaFile, uploadMedia } from './upload-service.ts';

/** A file brought into the library by an import. */
export interface ImportedMedia {
  id: string;
  url: string;
  /** The immutable URL, `?format=<W>w` ready: what products and posts store. */
  assetUrl: string;
  contentType: string;
}

/** Puts files that come from elsewhere (an import's pictures) into the media library. */
export interface MediaImporter {
  /**
   * Streams one file into the library as an upload would be (the size cap, the type read from the
   * bytes, an image processed in the background); refuses what an upload would refuse.
   */
  importFile(websiteId: string, incoming: { fileName: string; stream: Readable }, altText?: string): Promise<ImportedMedia>;
  /** Resolves when the pictures it took are processed. */
  idle(): Promise<void>;
}

/**
 * A media importer of its own (features/imports): the same storage and rules as the library's
 * uploads, with its own processing queue.
 */
export async function createMediaImporter(deps: { db: Kysely<Schema>; now(): number; media: MediaConfig }, onError: (error: unknown) => void = () => {}): Promise<MediaImporter> {
  const ctx: MediaContext = {
    db: deps.db,
    now: deps.now,
    storage: await openMediaStorage(deps.media),
    maxUploadBytes: deps.media.maxUploadBytes,
    jobs: createJobQueue(onError),
    making: new Map(),
    recent: recentBytes(),
  };
  return {
    async importFile(websiteId, incoming, altText = '') {
      const received = await receiveMediaFile(ctx, incoming);
      const row = await uploadMedia(ctx, websiteId, received, altText);
      return { id: row.id, url: mediaUrl(row.id, row.file_name), assetUrl: mediaAssetUrl(row.id, row.version, row.file_name), contentType: row.content_type };
    },
    idle: () => ctx.jobs.idle(),
  };
}
