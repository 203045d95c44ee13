/** The props the gallery islands share (made on the server from a gallery's template context). */

/** One gallery item as an island shows it. */
export interface GalleryIslandItem {
  src: string;
  srcset: string;
  width: number;
  height: number;
  /** `W / H`: the item's own ratio, reserved when auto-crop is off. */
  ratio: string;
  focal: string;
  altText: string;
  title: string;
  caption: string;
  hasMeta: boolean;
  link: string | null;
  isVideo: boolean;
  isEmpty: boolean;
  /** The file's URL (the lightbox's full-size image and a video's source). */
  assetUrl: string;
}

/** Props of the slideshow and slider islands. */
export interface GalleryCarouselProps {
  galleryId: string;
  title: string;
  items: GalleryIslandItem[];
  sizes: string;
  /** Seconds between slides, or null without autoplay. */
  autoplaySeconds: number | null;
  /** Arrows shown all the time (the slideshow shows them on hover and focus otherwise). */
  controls: boolean;
  autoCrop: boolean;
  showMetaOnlyTitle: boolean;
  thumbnails: boolean;
  squareThumbs: boolean;
  lightbox: boolean;
  lightboxTheme: 'dark' | 'light';
  newWindow: boolean;
}

/** Props of the lightbox island of a grid or stacked gallery. */
export interface GalleryLightboxProps {
  galleryId: string;
  title: string;
  items: GalleryIslandItem[];
  lightboxTheme: 'dark' | 'light';
}
