import type { Kysely, Transaction } from 'kysely';
import { newId } from '../../infra/database/ids.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { mediaAssetUrl, mediaUrl } from './media-json.ts';
import { insertMediaRow } from './media-repository.ts';
import { SEED_PICTURE_SIZE } from './serve-service.ts';

/** A library file made from a drawing. */
export interface SeedPicture {
  id: string;
  url: string;
  /** The immutable URL, `?format=<W>w` ready: what products and pages store. */
  assetUrl: string;
  /** WIDTHxHEIGHT. */
  originalSize: string;
}

/**
 * Adds a library picture made from an SVG drawing (the demo store's products): a ready PNG file
 * whose bytes are rendered with sharp, 2500 px on the long side, the first time anyone asks for it
 * or for one of its sizes (serve-service.ts). The seed so writes rows only, on any storage.
 * @param svg a square drawing (viewBox 800×800 in the demo)
 */
export async function seedPicture(db: Kysely<Schema> | Transaction<Schema>, websiteId: string, picture: { fileName: string; svg: string; altText: string; now: number }): Promise<SeedPicture> {
  const id = newId();
  await insertMediaRow(db, {
    id,
    website_id: websiteId,
    file_name: picture.fileName,
    content_type: 'image/png',
    // The rendered size is known once rendered; the drawing's length stands in until then.
    size: picture.svg.length,
    version: 1,
    width: SEED_PICTURE_SIZE,
    height: SEED_PICTURE_SIZE,
    color_data_json: null,
    focal_x: null,
    focal_y: null,
    alt_text: picture.altText,
    status: 'ready',
    status_message: null,
    processing_started_at: null,
    seed_source: picture.svg,
    created_at: picture.now,
    updated_at: picture.now,
  });
  return { id, url: mediaUrl(id, picture.fileName), assetUrl: mediaAssetUrl(id, 1, picture.fileName), originalSize: `${SEED_PICTURE_SIZE}x${SEED_PICTURE_SIZE}` };
}
