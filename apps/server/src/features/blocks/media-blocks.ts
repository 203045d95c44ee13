import { MEDIA_WIDTHS, SAFE_HREF, mediaSrcset, srcsetWidths, type EditorBlock, type EditorLink, type MediaFile } from '@plinth/api';
import type { BlockPlace, BlockSources } from './block-sources.ts';
import { videoEmbed } from './embeds.ts';

/*
 * The blocks that show a file of the media library or a picture, film or sound from elsewhere:
 * image, video and audio. A library file is used only while it exists, is of the right kind and
 * has not failed processing; a picture gets its size and derivatives, so nothing shifts as it loads.
 */

/** The content column's width (`.page-sections` in page-sections-styles.block), for `sizes`. */
export const BLOCK_IMAGE_SIZES = '(min-width: 768px) 704px, calc(100vw - 2.5rem)';
/** The first image among the first blocks is likely the largest paint: loaded at once, with priority. */
const EAGER_BEFORE_BLOCK = 3;

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
function libraryPicture(file: MediaFile): { src: string; srcset: string; width: number | null; height: number | null } {
  const size = sizeOf(file.originalSize);
  if (!size || file.status !== 'ready') return { src: file.assetUrl, srcset: '', width: size?.[0] ?? null, height: size?.[1] ?? null };
  const [width, height] = size;
  const widths = srcsetWidths(file.assetUrl, width);
  const mid = widths.filter((w) => Number.parseInt(w, 10) <= 1000).at(-1);
  const srcset = [mediaSrcset(file.assetUrl, width), ...(width > Number.parseInt(widths.at(-1) ?? '0', 10) && width < LARGEST_WIDTH ? [`${file.assetUrl}?format=original ${width}w`] : [])].filter(Boolean).join(',');
  return { src: mid ? `${file.assetUrl}?format=${mid}` : file.assetUrl, srcset, width, height };
}

export function imageContext(block: Extract<EditorBlock, { type: 'image' }>, sources: BlockSources, place: BlockPlace) {
  const file = block.mediaId ? sources.media.get(block.mediaId) : undefined;
  if (block.mediaId && (!file || !file.isImage || file.status === 'failed')) return null;
  if (!file && !(block.url && SAFE_HREF.test(block.url))) return null;
  const picture = file ? libraryPicture(file) : { src: block.url as string, srcset: '', width: null, height: null };
  const link = linkOf(block.link);
  const eager = place.imagesBefore === 0 && place.blocksBefore < EAGER_BEFORE_BLOCK;
  return {
    ...picture,
    sizes: picture.srcset ? BLOCK_IMAGE_SIZES : '',
    // A linked picture is the link's only content, so it always has a name.
    alt: (block.alt.trim() || (file?.altText ?? '').trim() || (link ? block.link?.name.trim() || block.caption.trim() || link.href : '')).slice(0, 250),
    caption: block.caption.trim(),
    href: link?.href ?? null,
    newWindow: link?.newWindow ?? false,
    eager,
  };
}

/** A language's English name, for captions whose label was left empty ('pt-BR' → 'Brazilian Portuguese'). */
const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

/**
 * The `<track>` of an uploaded video's captions: a ready WebVTT file of the library (the editor
 * refuses any other; one deleted since is left out), served from this site so the browser loads
 * it without CORS. Null when there are none.
 */
function captionsOf(block: Extract<EditorBlock, { type: 'video' }>, sources: BlockSources): { src: string; lang: string; label: string } | null {
  const file = block.captionsMediaId ? sources.media.get(block.captionsMediaId) : undefined;
  if (!file || file.contentType !== 'text/vtt' || file.status !== 'ready') return null;
  const lang = block.captionsLanguage;
  return { src: file.assetUrl, lang, label: block.captionsLabel.trim() || (languageNames.of(lang) ?? lang) };
}

export function videoContext(block: Extract<EditorBlock, { type: 'video' }>, sources: BlockSources) {
  const caption = block.caption.trim();
  const poster = block.posterMediaId ? sources.media.get(block.posterMediaId) : undefined;
  const posterUrl = poster?.isImage && poster.status === 'ready' ? libraryPicture(poster).src : null;
  if (block.mediaId) {
    const file = sources.media.get(block.mediaId);
    if (!file || !file.contentType.startsWith('video/') || file.status === 'failed') return null;
    const size = sizeOf(file.originalSize);
    return { isFile: true, isEmbed: false, src: file.url, poster: posterUrl, captions: captionsOf(block, sources), caption, ratio: size ? `${size[0]} / ${size[1]}` : '16 / 9', provider: '', watchUrl: null, embedUrl: null, label: caption || file.fileName };
  }
  if (!block.url || !SAFE_HREF.test(block.url)) return null;
  const embed = videoEmbed(block.url);
  if (embed) return { isFile: false, isEmbed: true, src: null, poster: posterUrl, caption, ratio: '16 / 9', provider: embed.provider, watchUrl: embed.watchUrl, embedUrl: embed.embedUrl, label: caption || `${embed.provider} video` };
  return { isFile: true, isEmbed: false, src: block.url, poster: posterUrl, caption, ratio: '16 / 9', provider: '', watchUrl: null, embedUrl: null, label: caption || 'Video' };
}

export function audioContext(block: Extract<EditorBlock, { type: 'audio' }>, sources: BlockSources) {
  const title = block.title.trim();
  if (block.mediaId) {
    const file = sources.media.get(block.mediaId);
    if (!file || !file.contentType.startsWith('audio/') || file.status === 'failed') return null;
    return { src: file.url, title, label: title || file.fileName };
  }
  return block.url && SAFE_HREF.test(block.url) ? { src: block.url, title, label: title || 'Audio' } : null;
}

