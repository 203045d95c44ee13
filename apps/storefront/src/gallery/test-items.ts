/** Gallery items and carousel props for the gallery islands' tests. */
import type { GalleryCarouselProps, GalleryIslandItem } from './gallery-types.ts';

/** Item `n` of a test gallery (an image 2000×1500 with a title and a caption). */
export const galleryItem = (n: number, overrides: Partial<GalleryIslandItem> = {}): GalleryIslandItem => ({
  src: `/media/m${n}/v1/photo-${n}.jpg?format=1000w`,
  srcset: `/media/m${n}/v1/photo-${n}.jpg?format=100w 100w,/media/m${n}/v1/photo-${n}.jpg?format=1500w 1500w`,
  width: 2000,
  height: 1500,
  ratio: '2000 / 1500',
  focal: '50% 50%',
  altText: `Photo ${n}`,
  title: `Title ${n}`,
  caption: `Caption ${n}`,
  hasMeta: true,
  link: null,
  isVideo: false,
  isEmpty: false,
  assetUrl: `/media/m${n}/v1/photo-${n}.jpg`,
  ...overrides,
});

/** Carousel props with `count` items. */
export const carouselProps = (count = 3, overrides: Partial<GalleryCarouselProps> = {}): GalleryCarouselProps => ({
  galleryId: 'g1',
  title: 'Studio',
  items: Array.from({ length: count }, (_, k) => galleryItem(k + 1)),
  sizes: '100vw',
  autoplaySeconds: null,
  controls: true,
  autoCrop: true,
  showMetaOnlyTitle: false,
  thumbnails: false,
  squareThumbs: true,
  lightbox: true,
  lightboxTheme: 'dark',
  newWindow: false,
  ...overrides,
});
