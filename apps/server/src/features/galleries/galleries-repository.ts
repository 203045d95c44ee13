import type { Kysely, Selectable } from 'kysely';
import { gallerySettingsInput } from '@plinth/api';
import { parseJson } from '../../infra/database/json.ts';
import type { GalleriesTable, Schema } from '../../infra/database/schema.ts';
import type { Gallery, GalleryItem } from './definitions.ts';

/* SQL of the galleries table (migration 0015). */

function toGallery(row: Selectable<GalleriesTable>): Gallery {
  // Settings are read through the schema: a row written before a setting existed gets its default.
  const settings = gallerySettingsInput.safeParse(parseJson<Record<string, unknown>>(row.settings_json, {}));
  return {
    id: row.id,
    websiteId: row.website_id,
    title: row.title,
    settings: settings.success ? settings.data : gallerySettingsInput.parse({}),
    items: parseJson<GalleryItem[]>(row.items_json, []),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

/** A site's galleries, last changed first. */
export async function listGalleries(db: Kysely<Schema>, websiteId: string): Promise<Gallery[]> {
  const rows = await db.selectFrom('galleries').selectAll().where('website_id', '=', websiteId).orderBy('updated_at', 'desc').orderBy('id').execute();
  return rows.map(toGallery);
}

/** Galleries of a site by id (unknown ids and other sites' galleries are left out). */
export async function findGalleries(db: Kysely<Schema>, websiteId: string, ids: readonly string[]): Promise<Gallery[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('galleries').selectAll().where('website_id', '=', websiteId).where('id', 'in', [...ids]).execute();
  return rows.map(toGallery);
}

/** Stores a new gallery. */
export async function insertGallery(db: Kysely<Schema>, gallery: Gallery): Promise<void> {
  await db
    .insertInto('galleries')
    .values({
      id: gallery.id,
      website_id: gallery.websiteId,
      title: gallery.title,
      settings_json: JSON.stringify(gallery.settings),
      items_json: JSON.stringify(gallery.items),
      created_at: gallery.createdAt,
      updated_at: gallery.updatedAt,
    })
    .execute();
}

/** Replaces a gallery's title, settings and items; false when the site has no such gallery. */
export async function replaceGallery(db: Kysely<Schema>, gallery: Gallery): Promise<boolean> {
  const result = await db
    .updateTable('galleries')
    .set({ title: gallery.title, settings_json: JSON.stringify(gallery.settings), items_json: JSON.stringify(gallery.items), updated_at: gallery.updatedAt })
    .where('website_id', '=', gallery.websiteId)
    .where('id', '=', gallery.id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes a gallery; false when the site has no such gallery. */
export async function deleteGallery(db: Kysely<Schema>, websiteId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('galleries').where('website_id', '=', websiteId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
