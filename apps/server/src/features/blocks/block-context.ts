import { MEDIA_WIDTHS, SAFE_HREF, mediaSrcset, srcsetWidths, type EditorBlock, type EditorLink, type MediaFile } from '@plinth/api';
import type { FormModel } from '@plinth/forms';
import type { GalleryContext } from '../galleries/index.ts';
import { chartContext } from './chart-svg.ts';
import { mapUrl, videoEmbed } from './embeds.ts';
import { richTextHtml } from './rich-text.ts';

/*
 * One block of the page document made ready for its theme partial (`block-<type>.block`): every key
 * a partial reads is present (null, '' or false when unset), so a JSON-T lookup never walks out of
 * the block into the page's context. A block whose content is gone comes back as null.
 */

/** What the blocks of one document read, fetched once for the whole document. */
export interface BlockSources {
  /** Library files by id. */
  media: ReadonlyMap<string, MediaFile>;
  /** Forms (their public model) by id. */
  forms: ReadonlyMap<string, FormModel>;
  /** The site's newsletter sign-up form, which every newsletter block shows. */
  newsletterForm: FormModel | null;
  galleries: ReadonlyMap<string, GalleryContext>;
  /** Product cards (the `product-card.block` partial's items) by product id. */
  productCards: ReadonlyMap<string, Record<string, unknown>>;
  /** A summary block's collection and items, by block id. */
  summaries: ReadonlyMap<string, { collection: { id: string; title: string; fullUrl: string; type: string }; items: Record<string, unknown>[] } | null>;
}

/** Where a block sits on the page: images near the top load at once, the rest when scrolled to. */
export interface BlockPlace {
  /** Images before this one on the page. */
  imagesBefore: number;
  /** Blocks before this one on the page. */
  blocksBefore: number;
  /** Whether a gallery block came before (the galleries' styles are written once). */
  galleryBefore: boolean;
}

/** The content column's width (site.css `.page-sections`), for `sizes`. */
export const BLOCK_IMAGE_SIZES = '(min-width: 768px) 704px, calc(100vw - 2.5rem)';
/** The first image among the first blocks is likely the largest paint: loaded at once, with priority. */
const EAGER_BEFORE_BLOCK = 3;

const LARGEST_WIDTH = MEDIA_WIDTHS.at(-1) as number;

function sizeOf(originalSize: string | null): [number, number] | null {
  const match = /^(\d+)x(\d+)$/.exec(originalSize ?? '');
  const [w, h] = [Number(match?.[1]), Number(match?.[2])];
  return w > 0 && h > 0 ? [w, h] : null;
}

/** A link's address and window, when its address is still one a visitor may follow. */
function linkOf(link: EditorLink | null): { href: string; newWindow: boolean } | null {
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

function imageContext(block: Extract<EditorBlock, { type: 'image' }>, sources: BlockSources, place: BlockPlace) {
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

function codeContext(block: Extract<EditorBlock, { type: 'code' }>) {
  const render = block.display === 'render';
  return {
    language: block.language,
    isSource: !render,
    isHtml: render && block.language === 'html',
    // The owner's style or script must not end its element early (no other escaping: it is theirs).
    isCss: render && block.language === 'css',
    isJs: render && block.language === 'javascript',
    source: render && block.language === 'css' ? block.source.replace(/<\/style/gi, '<\\/style') : render && block.language === 'javascript' ? block.source.replace(/<\/script/gi, '<\\/script') : block.source,
  };
}

function videoContext(block: Extract<EditorBlock, { type: 'video' }>, sources: BlockSources) {
  const caption = block.caption.trim();
  const poster = block.posterMediaId ? sources.media.get(block.posterMediaId) : undefined;
  const posterUrl = poster?.isImage && poster.status === 'ready' ? libraryPicture(poster).src : null;
  if (block.mediaId) {
    const file = sources.media.get(block.mediaId);
    if (!file || !file.contentType.startsWith('video/') || file.status === 'failed') return null;
    const size = sizeOf(file.originalSize);
    return { isFile: true, isEmbed: false, src: file.url, poster: posterUrl, caption, ratio: size ? `${size[0]} / ${size[1]}` : '16 / 9', provider: '', watchUrl: null, embedUrl: null, label: caption || file.fileName };
  }
  if (!block.url || !SAFE_HREF.test(block.url)) return null;
  const embed = videoEmbed(block.url);
  if (embed) return { isFile: false, isEmbed: true, src: null, poster: posterUrl, caption, ratio: '16 / 9', provider: embed.provider, watchUrl: embed.watchUrl, embedUrl: embed.embedUrl, label: caption || `${embed.provider} video` };
  return { isFile: true, isEmbed: false, src: block.url, poster: posterUrl, caption, ratio: '16 / 9', provider: '', watchUrl: null, embedUrl: null, label: caption || 'Video' };
}

function audioContext(block: Extract<EditorBlock, { type: 'audio' }>, sources: BlockSources) {
  const title = block.title.trim();
  if (block.mediaId) {
    const file = sources.media.get(block.mediaId);
    if (!file || !file.contentType.startsWith('audio/') || file.status === 'failed') return null;
    return { src: file.url, title, label: title || file.fileName };
  }
  return block.url && SAFE_HREF.test(block.url) ? { src: block.url, title, label: title || 'Audio' } : null;
}

function mapContext(block: Extract<EditorBlock, { type: 'map' }>) {
  const lines = [block.addressLine1, block.addressLine2, block.addressCountry].map((line) => line.trim()).filter(Boolean);
  const url = mapUrl({ lat: block.mapLat, lng: block.mapLng, zoom: block.zoom, address: lines.join(', ') });
  return url ? { lines, url, place: lines[0] ?? 'this place' } : null;
}

function summaryContext(block: Extract<EditorBlock, { type: 'summary' }>, sources: BlockSources) {
  const summary = sources.summaries.get(block.id);
  if (!summary) return null;
  const isProducts = summary.collection.type === 'products';
  return {
    title: summary.collection.title,
    fullUrl: summary.collection.fullUrl,
    isProducts,
    isGrid: block.design === 'grid',
    items: summary.items.slice(0, block.limit),
  };
}

/** The partial's context of one block, or null when there is nothing left to show. */
export function blockContext(block: EditorBlock, sources: BlockSources, place: BlockPlace): Record<string, unknown> | null {
  const fields = blockFields(block, sources, place);
  return fields ? { id: block.id, type: block.type, ...fields } : null;
}

function blockFields(block: EditorBlock, sources: BlockSources, place: BlockPlace): Record<string, unknown> | null {
  switch (block.type) {
    case 'text': {
      const html = richTextHtml(block.content);
      return html ? { html } : null;
    }
    case 'heading':
      return { text: block.text, level: block.level, align: block.align };
    case 'image':
      return imageContext(block, sources, place);
    case 'button': {
      const link = linkOf(block.link);
      return link ? { label: block.label, ...link, style: block.style, align: block.align } : null;
    }
    case 'quote':
      return { text: block.text, source: block.source.trim() };
    case 'line':
      return {};
    case 'spacer':
      return { height: block.height };
    case 'code':
      return block.source.trim() ? codeContext(block) : null;
    case 'chart':
      return { chart: chartContext(block.id, block.kind, block.title, block.data) };
    case 'form': {
      const form = sources.forms.get(block.formId);
      return form ? { form } : null;
    }
    case 'newsletter':
      return sources.newsletterForm
        ? { form: sources.newsletterForm, newsletterTitle: block.title.trim(), newsletterDescription: block.description.trim(), newsletterButtonLabel: block.buttonLabel.trim() }
        : null;
    case 'product': {
      const card = sources.productCards.get(block.productId);
      return card ? { cards: [card] } : null;
    }
    case 'summary':
      return summaryContext(block, sources);
    case 'video':
      return videoContext(block, sources);
    case 'audio':
      return audioContext(block, sources);
    case 'map':
      return mapContext(block);
    case 'gallery': {
      const gallery = sources.galleries.get(block.galleryId);
      return gallery && gallery.items.length > 0 ? { gallery, withStyles: !place.galleryBefore } : null;
    }
    default:
      return null;
  }
}
