import type { Kysely } from 'kysely';
import type { MediaConfig } from '../../infra/config.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { colorDataOf, renderSvg } from './image-pipeline.ts';
import { updateMediaRow } from './media-repository.ts';
import { SEED_PICTURE_SIZE } from './serve-service.ts';
import { openMediaStorage } from './storage/open-storage.ts';
import { originalKey } from './storage/storage-keys.ts';

/**
 * Renders every seeded picture whose PNG is not in storage yet (the demo's product pictures), one at
 * a time, and records its colours and size: `plinth start` runs it in the background after a
 * seed, so the first visitor does not wait for a drawing to be rendered. Pictures asked for before
 * it reaches them are rendered on request instead (serve-service.ts); doing one twice is harmless.
 * @returns how many were rendered
 */
export async function renderSeedPictures(db: Kysely<Schema>, media: MediaConfig): Promise<number> {
  const storage = await openMediaStorage(media);
  const rows = await db.selectFrom('media_files').select(['id', 'website_id', 'version', 'seed_source']).where('seed_source', 'is not', null).where('status', '=', 'ready').execute();
  let rendered = 0;
  for (const row of rows) {
    const key = originalKey(row.website_id, row.id, row.version);
    const present = await storage.open(key);
    if (present) {
      present.stream.destroy();
      continue;
    }
    const bytes = await renderSvg(String(row.seed_source), SEED_PICTURE_SIZE);
    await storage.putBytes(key, bytes, 'image/png');
    await updateMediaRow(db, row.website_id, row.id, { color_data_json: JSON.stringify(await colorDataOf(bytes)), size: bytes.length }, row.version);
    rendered++;
  }
  return rendered;
}
