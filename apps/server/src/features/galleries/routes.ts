import { createGallery as createRoute, deleteGallery as deleteRoute, getGallery, listGalleries as listRoute, previewGallery, updateGallery as updateRoute } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { mount } from '../../infra/http/mount.ts';
import { ownerWebsite } from '../owner/index.ts';
import type { Gallery } from './definitions.ts';
import { listGalleries } from './galleries-repository.ts';
import { checkItems, createGallery, deleteGallery, galleryOf, updateGallery } from './galleries-service.ts';
import { galleryContext, type GalleryContext } from './gallery-context.ts';
import type { GalleryMediaFile, MediaLibrary } from './media-source.ts';

/** A gallery as the owner API answers it: each item with what the library says of its file. */
function galleryJson(gallery: Gallery, files: ReadonlyMap<string, GalleryMediaFile>) {
  return {
    id: gallery.id,
    title: gallery.title,
    settings: gallery.settings,
    items: gallery.items.map((item) => {
      const file = item.mediaId === null ? undefined : files.get(item.mediaId);
      return { ...item, media: file ? { url: file.url, fileName: file.fileName, contentType: file.contentType, originalSize: file.originalSize, altText: file.altText } : null };
    }),
    createdAt: gallery.createdAt,
    updatedAt: gallery.updatedAt,
  };
}

/** Options of {@link registerGalleryRoutes}. */
export interface GalleryRoutesOptions {
  media: MediaLibrary;
  /** Draws one gallery as a page would (made on first use: it loads the storefront's renderer). */
  renderGallery: () => Promise<(gallery: GalleryContext) => string>;
  /** The CSS a preview needs around the gallery (the theme's base styles). */
  previewCss: () => string;
}

/** The owner's galleries API (docs/galleries-api.md): content:read to read, content:write to change. */
export function registerGalleryRoutes(app: FastifyInstance, deps: AppDeps, { media, renderGallery, previewCss }: GalleryRoutesOptions): void {
  const { db, now } = deps;
  const filesOf = (websiteId: string, gallery: Gallery) =>
    media.lookup(db, websiteId, gallery.items.flatMap((item) => (item.mediaId ? [item.mediaId] : [])));

  mount(app, listRoute, async ({ request }) => {
    const website = ownerWebsite(request);
    const galleries = await listGalleries(db, website.id);
    return { galleries: galleries.map((g) => ({ id: g.id, title: g.title, design: g.settings.design, itemCount: g.items.length, updatedAt: g.updatedAt })) };
  });

  mount(app, createRoute, async ({ body, request }) => {
    const website = ownerWebsite(request);
    const gallery = await createGallery(db, website.id, body, media, now());
    return { gallery: galleryJson(gallery, await filesOf(website.id, gallery)) };
  });

  mount(app, previewGallery, async ({ body: input, request }) => {
    const website = ownerWebsite(request);
    const files = await checkItems(db, website.id, input, media);
    const render = await renderGallery();
    return { html: render(galleryContext({ id: 'preview', ...input }, files)), css: previewCss() };
  });

  mount(app, getGallery, async ({ params: { id }, request }) => {
    const website = ownerWebsite(request);
    const gallery = await galleryOf(db, website.id, id);
    return { gallery: galleryJson(gallery, await filesOf(website.id, gallery)) };
  });

  mount(app, updateRoute, async ({ params: { id }, body, request }) => {
    const website = ownerWebsite(request);
    const gallery = await updateGallery(db, website.id, id, body, media, now());
    return { gallery: galleryJson(gallery, await filesOf(website.id, gallery)) };
  });

  mount(app, deleteRoute, async ({ params: { id }, request }) => {
    const website = ownerWebsite(request);
    await deleteGallery(db, website.id, id, media);
  });
}
