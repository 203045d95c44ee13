import { MEDIA_WIDTHS, SAFE_HREF, mediaSrcset, srcsetWidths, type EditorLink, type MediaFile } from '@plinth/api';

/*
 * What the blocks that show a file of the media library or a picture, film or sound from elsewhere
 * (image, video, audio: kinds/) share. A library file is used only while it exists, is of the right
 * kind and has not failed processing; a picture gets its size and derivatives, so nothing shifts as
 * it loads.
 */

/** The content column's width (`.page-sections` in page-sections-styles.block), for `sizes`. */
export const BLOCK_IMAGE_SIZES = '(min-width: 768px) 704px, calc(100vw - 2.5rem)';
const LARGEST_WIDTH = MEDIA_WIDTHS.at(-1) as number;

/** `[width, height]` of an `originalSize` (`WIDTHxHEIGHT`), or null when it has none. */
export function sizeOf(originalSize: string | null): [number, number] | null {
  const match = /^(\d+)x(\d+)$/.exec(originalSize ?? '');
  const [w, h] = [Number(match?.[1]), Number(match?.[2])];
  return w > 0 && h > 0 ? [w, h] : null;
}

/** A link's address and window, when its address is still one a visitor may follow. */
export function linkOf(link: EditorLink | null): { href: string; newWindow: boolean } | null {
  return link && SAFE_HREF.test(link.href) ? { href: link.href, newWindow: link.newWindow } : null;
}

/** A library picture as an `<img>` reads it: a mid-size `src`, the derivatives, its own size. */
export function libraryPicture(file: MediaFile): { src: string; srcset: string; width: number | null; height: number | null } {
  const size = sizeOf(file.originalSize);
  if (!size || file.status !== 'ready') return { src: file.assetUrl, srcset: '', width: size?.[0] ?? null, height: size?.[1] ?? null };
  const [width, height] = size;
  const widths = srcsetWidths(file.assetUrl, width);
  const mid = widths.filter((w) => Number.parseInt(w, 10) <= 1000).at(-1);
  const srcset = [mediaSrcset(file.assetUrl, width), ...(width > Number.parseInt(widths.at(-1) ?? '0', 10) && width < LARGEST_WIDTH ? [`${file.assetUrl}?format=original ${width}w`] : [])].filter(Boolean).join(',');
  return { src: mid ? `${file.assetUrl}?format=${mid}` : file.assetUrl, srcset, width, height };
}
