import type { Formatter } from '@plinth/template';
import type { IslandRenderer } from '../../infra/islands.ts';
import type { GalleryContext, GalleryItemContext } from './gallery-context.ts';

/** What an island needs of an item (the template's extra keys stay on the server). */
function islandItem(item: GalleryItemContext) {
  const { src, srcset, width, height, ratio, focal, altText, title, caption, hasMeta, link, isVideo, isEmpty, assetUrl } = item;
  return { src, srcset, width, height, ratio, focal, altText, title, caption, hasMeta, link, isVideo, isEmpty, assetUrl };
}

function isGallery(value: unknown): value is GalleryContext {
  return typeof value === 'object' && value !== null && Array.isArray((value as GalleryContext).items) && typeof (value as GalleryContext).options === 'object';
}

/** The carousel islands' props from a gallery context. */
export function carouselProps(gallery: GalleryContext) {
  const o = gallery.options;
  return {
    galleryId: gallery.id,
    title: gallery.title,
    items: gallery.items.map(islandItem),
    sizes: gallery.sizes,
    autoplaySeconds: o.autoplay === true ? Number(o['autoplay-duration']) : null,
    controls: o.controls === true,
    autoCrop: o['auto-crop'] === true,
    showMetaOnlyTitle: o['show-meta-only-title'] === true,
    thumbnails: o.thumbnails === true,
    squareThumbs: o['square-thumbs'] === true,
    lightbox: o.lightbox === true,
    lightboxTheme: o.lightboxTheme === 'light' ? ('light' as const) : ('dark' as const),
    newWindow: o.newWindow === true,
  };
}

/**
 * The gallery widgets the theme's `gallery.block` calls on a gallery context (`{@|gallery-slideshow}`):
 * the slideshow and slider islands, and the lightbox island of a grid or stacked gallery. Each
 * renders the Gallery island's HTML on the server; the page loads its chunk only when it has one.
 */
export function galleryFormatters(islands: IslandRenderer): Record<string, Formatter> {
  return {
    'gallery-slideshow': (value) => (isGallery(value) ? islands.renderIsland('Gallery', { view: 'slideshow', ...carouselProps(value) }) : ''),
    'gallery-slider': (value) => (isGallery(value) ? islands.renderIsland('Gallery', { view: 'slider', ...carouselProps(value) }) : ''),
    'gallery-lightbox': (value) => {
      if (!isGallery(value)) return '';
      const { galleryId, title, items, lightboxTheme } = carouselProps(value);
      return islands.renderIsland('Gallery', { view: 'lightbox', galleryId, title, items, lightboxTheme });
    },
  };
}
