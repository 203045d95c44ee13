import { RESPONSIVE_IMAGE_WIDTHS } from '@plinth/platform';
import type { Gallery } from './definitions.ts';
import { imageContextFields, type ImageContextFields } from '../media/index.ts';
import type { GalleryMediaFile } from './media-source.ts';

/** Width over height of each aspect-ratio setting (platform.md §3), as CSS `aspect-ratio`. */
export const ASPECT_RATIOS: Readonly<Record<string, string>> = {
  square: '1 / 1',
  standard: '3 / 2',
  'standard-vertical': '2 / 3',
  'four-three': '4 / 3',
  'three-four-vertical': '3 / 4',
  widescreen: '16 / 9',
  'anamorphic-widescreen': '2.4 / 1',
};

/** What an item of a gallery gives its template (and the islands' props). */
export interface GalleryItemContext extends Partial<ImageContextFields> {
  index: number;
  /** 1-based, for "Image 3 of 8". */
  position: number;
  mediaType: string;
  isVideo: boolean;
  isEmpty: boolean;
  assetUrl: string;
  /** A mid-size derivative for `src` (the srcset picks the right one). */
  src: string;
  /** `100w,300w,…` up to the image's own width: read by the theme's `image-srcset` formatter. */
  systemDataVariants: string;
  srcset: string;
  originalSize: string;
  width: number;
  height: number;
  /** The item's own `aspect-ratio` (`W / H`), reserved when auto-crop is off. */
  ratio: string;
  /** `object-position` from the file's focal point. */
  focal: string;
  altText: string;
  title: string;
  caption: string;
  hasMeta: boolean;
  link: string | null;
}

/** A gallery as its template sees it: `options` carries the settings (the gallery predicates read it). */
export interface GalleryContext {
  id: string;
  title: string;
  options: Record<string, unknown>;
  items: GalleryItemContext[];
  count: number;
  aspectRatio: string;
  /** Inline CSS custom properties of the settings (padding, columns, widths, strip). */
  style: string;
  /** The `sizes` of the design's images (the browser picks the srcset width from it). */
  sizes: string;
  /** Space-separated modifier classes (meta position, hover, theme…). */
  classes: string;
}

/** Placeholder size of an item whose file has no size yet (square). */
const FALLBACK_SIZE: [number, number] = [1000, 1000];

function sizeOf(originalSize: string | null | undefined): [number, number] {
  const match = /^(\d+)x(\d+)$/.exec(originalSize ?? '');
  const w = Number(match?.[1]);
  const h = Number(match?.[2]);
  return w > 0 && h > 0 ? [w, h] : FALLBACK_SIZE;
}

/** The srcset widths an image of `width` has: every listed width up to its own (at least the smallest). */
export function srcsetWidths(width: number): number[] {
  const widths = RESPONSIVE_IMAGE_WIDTHS.filter((w) => w <= width);
  return widths.length ? widths : [RESPONSIVE_IMAGE_WIDTHS[0] as number];
}

/** `URL?format=Nw Nw,…`, and the original at its own width when it lies between two listed widths. */
function srcsetOf(assetUrl: string, widths: readonly number[], width: number): string {
  if (widths.length === 0) return '';
  const entries = widths.map((w) => `${assetUrl}?format=${w}w ${w}w`);
  const largest = RESPONSIVE_IMAGE_WIDTHS.at(-1) as number;
  if (width > (widths.at(-1) as number) && width < largest) entries.push(`${assetUrl}?format=original ${width}w`);
  return entries.join(',');
}

/** Alt text capped at 250 characters (platform.md §9), falling back to the title, then the caption. */
function altOf(file: GalleryMediaFile | undefined, title: string, caption: string): string {
  const alt = file?.altText.trim() || title || caption;
  return alt.slice(0, 250);
}

/**
 * A gallery's template context: its settings under `options`, each item with its file's URL,
 * size, srcset and alt text. Items whose file is gone (deleted from the library) are left out; an
 * imageEmpty item is a placeholder of the gallery's aspect ratio.
 * @example galleryContext(gallery, await media.lookup(db, siteId, ids)).items[0].srcset // '/media/…?format=100w 100w,…'
 */
export function galleryContext(gallery: Pick<Gallery, 'id' | 'title' | 'settings' | 'items'>, files: ReadonlyMap<string, GalleryMediaFile>): GalleryContext {
  const s = gallery.settings;
  const items: GalleryItemContext[] = [];
  for (const item of gallery.items) {
    const file = item.mediaId === null ? undefined : files.get(item.mediaId);
    if (item.mediaId !== null && !file) continue;
    const [width, height] = sizeOf(file?.originalSize);
    const assetUrl = file?.assetUrl ?? '';
    const widths = file?.isImage ? srcsetWidths(width) : [];
    const mid = widths.filter((w) => w <= 1000).at(-1);
    const focal = file?.mediaFocalPoint ? `${Math.round(file.mediaFocalPoint.x * 100)}% ${Math.round(file.mediaFocalPoint.y * 100)}%` : '50% 50%';
    items.push({
      index: items.length,
      position: items.length + 1,
      mediaType: item.mediaType,
      isVideo: item.mediaType === 'video',
      isEmpty: item.mediaType === 'imageEmpty',
      assetUrl,
      src: mid === undefined ? assetUrl : `${assetUrl}?format=${mid}w`,
      systemDataVariants: widths.map((w) => `${w}w`).join(','),
      srcset: srcsetOf(assetUrl, widths, width),
      originalSize: `${width}x${height}`,
      width,
      height,
      ratio: `${width} / ${height}`,
      focal,
      altText: altOf(file, item.title, item.caption),
      title: item.title,
      caption: item.caption,
      hasMeta: s['show-meta'] && (item.title !== '' || (!s['show-meta-only-title'] && item.caption !== '')),
      link: item.link,
      ...(file ? imageContextFields({ id: file.id, colorData: file.colorData ?? null, mediaFocalPoint: file.mediaFocalPoint }) : {}),
    });
  }
  const style = [
    `--gallery-padding:${s.padding}px`,
    `--gallery-columns:${s['thumbnails-per-row']}`,
    `--gallery-max-width:${s['max-width']}px`,
    `--gallery-ratio:${ASPECT_RATIOS[s['aspect-ratio']] ?? '1 / 1'}`,
    s.thumbnails ? `--gallery-strip-height:${s['thumbnail-strip-height']}px;--gallery-strip-margin:${s['thumbnail-strip-margin']}px` : '',
  ].filter(Boolean).join(';');
  const classes = [
    `gallery--${s.design}`,
    `gallery--meta-${s['meta-position']}`,
    `gallery--align-${s['active-alignment']}`,
    s['auto-crop'] ? 'gallery--crop' : 'gallery--fit',
    s['show-meta-on-hover'] ? 'gallery--meta-hover' : '',
    s.transparentBackground ? 'gallery--transparent' : '',
  ].filter(Boolean).join(' ');
  const columns = s['thumbnails-per-row'];
  const sizes = s.design === 'grid'
    ? `(max-width: 432px) ${Math.ceil(100 / Math.min(columns, 2))}vw, ${Math.ceil(1120 / columns)}px`
    : s.design === 'slider' ? `${s['max-width']}px` : '(max-width: 1120px) 100vw, 1120px';
  return {
    id: gallery.id,
    title: gallery.title,
    options: { ...s },
    items,
    count: items.length,
    aspectRatio: ASPECT_RATIOS[s['aspect-ratio']] ?? '1 / 1',
    style,
    sizes,
    classes,
  };
}
