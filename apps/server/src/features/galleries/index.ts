/** The galleries feature's public face: other features, the app, the CLI and tests import only this. */
import { galleryInput } from '@plinth/api';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Schema } from '../../infra/database/schema.ts';
import type { Gallery } from './definitions.ts';
import { createGallery } from './galleries-service.ts';
import { galleryContext, type GalleryContext } from './gallery-context.ts';
import { findGalleries } from './galleries-repository.ts';
import { MEDIA_LIBRARY } from './library.ts';
import { pageGalleriesContext } from './page-galleries.ts';
import { galleriesInStorefrontOrder } from '../taxonomy/index.ts';

export { galleryFormatters } from './gallery-formatters.ts';
export { galleryIdsIn } from './page-galleries.ts';
export type { GalleryContext } from './gallery-context.ts';

/**
 * The galleries a page's body names (`<div data-gallery="ID"></div>`), for its template: spread
 * into the page context, the theme draws each after the body.
 * @example page('page', …, { collection, ...(await pageGalleries(db, website.id, collection.body)) })
 */
export function pageGalleries(db: Kysely<Schema>, websiteId: string, body: string | null | undefined): Promise<{ pageGalleries?: GalleryContext[] }> {
  return pageGalleriesContext(db, websiteId, body, MEDIA_LIBRARY.lookup);
}

/** Galleries of a site by id with their template context (the blocks feature's gallery block); unknown ids are absent. */
export async function galleriesById(db: Kysely<Schema>, websiteId: string, ids: readonly string[]): Promise<Map<string, GalleryContext>> {
  // In each gallery's storefront order (the sort control, features/taxonomy).
  const galleries = ids.length ? await galleriesInStorefrontOrder(db, websiteId, await findGalleries(db, websiteId, ids)) : [];
  const files = await MEDIA_LIBRARY.lookup(db, websiteId, [...new Set(galleries.flatMap((g) => g.items.flatMap((item) => (item.mediaId ? [item.mediaId] : []))))]);
  return new Map(galleries.map((g) => [g.id, galleryContext(g, files)]));
}

/**
 * Creates a gallery of the site's library files as the owner API would (settings take their
 * defaults, files checked, their use recorded): the demo seed's way in. Composes into the
 * caller's transaction.
 * @throws AppError INVALID for a bad setting or file
 */
export function addGallery(db: Kysely<Schema>, websiteId: string, input: z.input<typeof galleryInput>, now: number): Promise<Gallery> {
  return createGallery(db, websiteId, galleryInput.parse(input), MEDIA_LIBRARY, now);
}
