/** The galleries feature's public face: other features, the app, the CLI and tests import only this. */
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import type { GalleryContext } from './gallery-context.ts';
import { MEDIA_LIBRARY } from './library.ts';
import { pageGalleriesContext } from './page-galleries.ts';

export { galleriesFeature } from './plugin.ts';
export { galleryFormatters } from './gallery-formatters.ts';
export { galleryIdsIn } from './page-galleries.ts';
export { createGallery } from './galleries-service.ts';
export type { GalleryContext } from './gallery-context.ts';

/**
 * The galleries a page's body names (`<div data-gallery="ID"></div>`), for its template: spread
 * into the page context, the theme draws each after the body.
 * @example page('page', …, { collection, ...(await pageGalleries(db, website.id, collection.body)) })
 */
export function pageGalleries(db: Kysely<Schema>, websiteId: string, body: string | null | undefined): Promise<{ pageGalleries?: GalleryContext[] }> {
  return pageGalleriesContext(db, websiteId, body, MEDIA_LIBRARY.lookup);
}
