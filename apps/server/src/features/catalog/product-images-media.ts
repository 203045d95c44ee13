import type { MediaFile } from '@plinth/api';
import type { Kysely, Transaction } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { mediaById, recordMediaUsage } from '../media/index.ts';

/*
 * What product photos need of the media library (through its index.ts): a file by id, and
 * recording that a product uses files (the library warns before deleting a used file). Kept to
 * this one file so the catalog depends on the media feature in one place.
 */

type Db = Kysely<Schema> | Transaction<Schema>;

/** A library file as product photos use it. */
export type LibraryFile = Pick<MediaFile, 'id' | 'fileName' | 'url' | 'assetUrl' | 'altText' | 'originalSize' | 'isImage' | 'status'>;

/** A file of the site's library, or null. */
export async function findMediaFile(db: Db, websiteId: string, id: string): Promise<LibraryFile | null> {
  return (await mediaById(db, websiteId, id)) ?? null;
}

/** Records that the product uses exactly `mediaIds` (replacing what it used before; `[]` when it is deleted). */
export async function recordProductUsage(db: Db, websiteId: string, usage: { productId: string; title: string; mediaIds: readonly string[] }): Promise<void> {
  await recordMediaUsage(db, websiteId, { kind: 'product', id: usage.productId, title: usage.title }, usage.mediaIds);
}
