import type { z } from 'zod';
import type { galleryInput } from '@plinth/api';
import type { Kysely } from 'kysely';
import { AppError } from '../../infra/errors/app-error.ts';
import { newId } from '../../infra/database/ids.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { changeContent } from '../site/index.ts';
import type { Gallery } from './definitions.ts';
import { deleteGallery as deleteRow, findGalleries, insertGallery, replaceGallery } from './galleries-repository.ts';
import type { GalleryMediaFile, MediaLibrary } from './media-source.ts';
import { GALLERY_MESSAGES } from './messages.ts';

/** A create or change, as the contract parsed it. */
export type GalleryInput = z.output<typeof galleryInput>;

const mediaIdsOf = (input: Pick<GalleryInput, 'items'>) => [...new Set(input.items.flatMap((item) => (item.mediaId === null ? [] : [item.mediaId])))];

/**
 * Checks every item's file against the library: it must exist on the site, an image item needs an
 * image and a video item a video. Answers the files by id.
 * @throws AppError INVALID naming the first bad item
 */
export async function checkItems(db: Kysely<Schema>, websiteId: string, input: Pick<GalleryInput, 'items'>, media: MediaLibrary): Promise<Map<string, GalleryMediaFile>> {
  const files = await media.lookup(db, websiteId, mediaIdsOf(input));
  for (const item of input.items) {
    if (item.mediaId === null) continue;
    const file = files.get(item.mediaId);
    if (!file) throw new AppError('INVALID', GALLERY_MESSAGES.unknownMedia(item.mediaId));
    if (item.mediaType === 'video' && !file.contentType.startsWith('video/')) throw new AppError('INVALID', GALLERY_MESSAGES.notAVideo(file.fileName));
    if (item.mediaType !== 'video' && !file.isImage) throw new AppError('INVALID', GALLERY_MESSAGES.notAnImage(file.fileName));
  }
  return files;
}

/** One gallery of a site. @throws AppError NOT_FOUND */
export async function galleryOf(db: Kysely<Schema>, websiteId: string, id: string): Promise<Gallery> {
  const [gallery] = await findGalleries(db, websiteId, [id]);
  if (!gallery) throw new AppError('NOT_FOUND', GALLERY_MESSAGES.notFound);
  return gallery;
}

/** Creates a gallery and records its files' usage; pages change with it. */
export async function createGallery(db: Kysely<Schema>, websiteId: string, input: GalleryInput, media: MediaLibrary, now: number): Promise<Gallery> {
  await checkItems(db, websiteId, input, media);
  const gallery: Gallery = { id: newId(), websiteId, title: input.title, settings: input.settings, items: input.items, createdAt: now, updatedAt: now };
  await changeContent(db, websiteId, async (tx) => {
    await insertGallery(tx, gallery);
    await media.recordUsage(tx, websiteId, gallery.id, gallery.title, mediaIdsOf(gallery));
  });
  return gallery;
}

/** Replaces a gallery's title, items and settings. @throws AppError NOT_FOUND, INVALID */
export async function updateGallery(db: Kysely<Schema>, websiteId: string, id: string, input: GalleryInput, media: MediaLibrary, now: number): Promise<Gallery> {
  const existing = await galleryOf(db, websiteId, id);
  await checkItems(db, websiteId, input, media);
  const gallery: Gallery = { ...existing, title: input.title, settings: input.settings, items: input.items, updatedAt: now };
  await changeContent(db, websiteId, async (tx) => {
    if (!(await replaceGallery(tx, gallery))) throw new AppError('NOT_FOUND', GALLERY_MESSAGES.notFound);
    await media.recordUsage(tx, websiteId, gallery.id, gallery.title, mediaIdsOf(gallery));
  });
  return gallery;
}

/** Deletes a gallery and its usage records. @throws AppError NOT_FOUND */
export async function deleteGallery(db: Kysely<Schema>, websiteId: string, id: string, media: MediaLibrary): Promise<void> {
  await changeContent(db, websiteId, async (tx) => {
    if (!(await deleteRow(tx, websiteId, id))) throw new AppError('NOT_FOUND', GALLERY_MESSAGES.notFound);
    await media.recordUsage(tx, websiteId, id, '', []);
  });
}
