import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { findGalleries } from './galleries-repository.ts';
import { galleryContext, type GalleryContext } from './gallery-context.ts';
import type { MediaLookup } from './media-source.ts';
import { galleriesInStorefrontOrder } from '../taxonomy/index.ts';

/** A page names a gallery in its body with `<div data-gallery="ID"></div>` (the page editor of issue 15 will place blocks). */
const GALLERY_REFERENCE = /data-gallery="([A-Za-z0-9_-]{1,100})"/g;
/** Galleries one page shows at most. */
const MAX_PAGE_GALLERIES = 10;

/** The gallery ids a page body names, in order, each once. */
export function galleryIdsIn(body: string | null | undefined): string[] {
  return [...new Set([...(body ?? '').matchAll(GALLERY_REFERENCE)].map((m) => m[1] as string))].slice(0, MAX_PAGE_GALLERIES);
}

/**
 * The galleries a page shows, for its template (`pageGalleries`, drawn by the theme's
 * `gallery.block`): those its body names that exist, in the body's order. Nothing when it names none.
 * @example page('page', …, { collection, ...(await pageGalleriesContext(db, website.id, collection.body, lookup)) })
 */
export async function pageGalleriesContext(db: Kysely<Schema>, websiteId: string, body: string | null | undefined, lookup: MediaLookup): Promise<{ pageGalleries?: GalleryContext[] }> {
  const ids = galleryIdsIn(body);
  if (ids.length === 0) return {};
  // In each gallery's storefront order (the sort control, features/taxonomy).
  const galleries = await galleriesInStorefrontOrder(db, websiteId, await findGalleries(db, websiteId, ids));
  if (galleries.length === 0) return {};
  const files = await lookup(db, websiteId, [...new Set(galleries.flatMap((g) => g.items.flatMap((item) => (item.mediaId ? [item.mediaId] : []))))]);
  const byId = new Map(galleries.map((g) => [g.id, g]));
  return { pageGalleries: ids.flatMap((id) => { const g = byId.get(id); return g ? [galleryContext(g, files)] : []; }) };
}
