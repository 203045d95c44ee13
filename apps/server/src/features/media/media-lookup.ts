import type { MediaFile, MediaUsage } from '@plinth/api';
import type { Kysely, Transaction } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { mediaJson } from './media-json.ts';
import { usageOf } from './media-repository.ts';

type Db = Kysely<Schema> | Transaction<Schema>;

/**
 * One library file of a site as the API shows it (with its usage), or undefined: what products and
 * galleries read to render a file (its assetUrl, originalSize, altText, focal point, colours).
 */
export async function mediaById(db: Db, websiteId: string, id: string): Promise<MediaFile | undefined> {
  return (await mediaByIds(db, websiteId, [id])).get(id);
}

/** Several files at once (a gallery's, a product's), by id; ids of other sites or of no file are absent. */
export async function mediaByIds(db: Db, websiteId: string, ids: readonly string[]): Promise<Map<string, MediaFile>> {
  const unique = [...new Set(ids)];
  const map = new Map<string, MediaFile>();
  if (unique.length === 0) return map;
  const rows = await db.selectFrom('media_files').selectAll().where('website_id', '=', websiteId).where('id', 'in', unique).execute();
  const usage = await usageOf(db, rows.map((r) => r.id));
  for (const row of rows) map.set(row.id, mediaJson(row, (usage.get(row.id) ?? []) as MediaUsage[]));
  return map;
}
