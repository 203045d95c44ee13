import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';

/*
 * What product photos need of the media library: a file by id, and recording that a product uses
 * files (the library warns before deleting a used file). Kept to this one file so the catalog
 * depends on the media feature in one place.
 */

/** A library file as product photos use it. */
export interface LibraryFile {
  id: string;
  fileName: string;
  /** Stable URL, `/media/<id>/<fileName>`. */
  url: string;
  /** Immutable URL, `/media/<id>/v<version>/<fileName>`. */
  assetUrl: string;
  altText: string;
  originalSize: string | null;
  isImage: boolean;
  status: string;
}

const RASTER = /^image\/(jpeg|png|webp|gif|avif)$/;

/** A file of the site's library, or null. */
export async function findMediaFile(db: Kysely<Schema>, websiteId: string, id: string): Promise<LibraryFile | null> {
  const row = await db
    .selectFrom('media_files')
    .select(['id', 'file_name', 'version', 'alt_text', 'width', 'height', 'content_type', 'status'])
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const name = encodeURIComponent(row.file_name);
  return {
    id: row.id,
    fileName: row.file_name,
    url: `/media/${row.id}/${name}`,
    assetUrl: `/media/${row.id}/v${row.version}/${name}`,
    altText: row.alt_text,
    originalSize: row.width && row.height ? `${row.width}x${row.height}` : null,
    isImage: RASTER.test(row.content_type),
    status: row.status,
  };
}

/** Records that the product uses exactly `mediaIds` (replacing what it used before). */
export async function recordProductUsage(db: Kysely<Schema>, websiteId: string, usage: { productId: string; title: string; mediaIds: readonly string[] }): Promise<void> {
  await db.deleteFrom('media_usage').where('website_id', '=', websiteId).where('kind', '=', 'product').where('ref_id', '=', usage.productId).execute();
  if (usage.mediaIds.length === 0) return;
  await db
    .insertInto('media_usage')
    .values(usage.mediaIds.map((mediaId) => ({ media_id: mediaId, website_id: websiteId, kind: 'product', ref_id: usage.productId, title: usage.title })))
    .execute();
}
