/** Image formatters (jsont.md §9 Content) in the reference's markup, plus sizing helpers. */
import { BLOCK_TYPES, RESPONSIVE_IMAGE_WIDTHS } from '@plinth/platform';
import { arr, asString, htmlattrFormatterEscape, rec } from './util.ts';
import type { Formatter } from '../types.ts';

/** Srcset widths: the responsive image widths of platform.md §9 (`@plinth/platform`). */
export const SRCSET_WIDTHS = RESPONSIVE_IMAGE_WIDTHS;
export const INVALID_SIZE = "Invalid source parameter. Pass in 'originalSize'";
/** Alt text cap (platform.md §9). */
export const ALT_MAX = 250;

/** `"WxH"` → [w, h] positive integers, or null. */
export function parseSize(v: unknown): [number, number] | null {
  const m = /^(\d+)x(\d+)$/.exec(asString(v).trim());
  if (!m) return null;
  const w = Number(m[1]), h = Number(m[2]);
  return w > 0 && h > 0 ? [w, h] : null;
}

/** Alt text: `altText` for image blocks (`BLOCK_TYPES.IMAGE`), else title, tag-stripped body, filename; capped at 250. */
export function altText(item: unknown): string {
  const i = rec(item);
  let alt: string;
  if (i.blockType === BLOCK_TYPES.IMAGE && typeof i.altText === 'string') alt = i.altText;
  else if (asString(i.title) !== '') alt = asString(i.title);
  else if (asString(i.body) !== '') alt = asString(i.body).replace(/<[^>]*>/g, ' ');
  else alt = asString(i.filename);
  return alt.length > ALT_MAX ? alt.slice(0, ALT_MAX) : alt;
}

function focal(item: Record<string, unknown>): string {
  const fp = rec(item.mediaFocalPoint);
  const x = typeof fp.x === 'number' ? fp.x : 0.5;
  const y = typeof fp.y === 'number' ? fp.y : 0.5;
  return `${x},${y}`;
}

/** The data attributes shared by `image-meta` and `image` (alt is passed already escaped). */
function metaAttrs(item: Record<string, unknown>, alt: string): string {
  const url = htmlattrFormatterEscape(asString(item.assetUrl));
  return `data-src="${url}" data-image="${url}" data-image-dimensions="${htmlattrFormatterEscape(asString(item.originalSize))}" ` +
    `data-image-focal-point="${focal(item)}" alt="${alt}" `;
}

const imageMeta = (item: unknown): string => metaAttrs(rec(item), htmlattrFormatterEscape(altText(item)));

/** `image [CLASS]`. Quirk kept: the alt of the lazy `<img>` is escaped twice. */
const image: Formatter = (v, args) => {
  const item = rec(v);
  const alt = htmlattrFormatterEscape(altText(item));
  const cls = htmlattrFormatterEscape(args[0] || 'thumb-image');
  return `<noscript><img src="${htmlattrFormatterEscape(asString(item.assetUrl))}" alt="${alt}" /></noscript>` +
    `<img class="${cls}" ${metaAttrs(item, htmlattrFormatterEscape(alt))}data-load="false" data-image-id="${htmlattrFormatterEscape(asString(item.id))}" data-type="image" />`;
};

/** `image-srcset`: each `systemDataVariants` width, plus `format=original` at the next width unless the last is 2500w. */
const imageSrcset: Formatter = (v) => {
  const item = rec(v);
  const url = htmlattrFormatterEscape(asString(item.assetUrl));
  const widths = asString(item.systemDataVariants).split(',').map((s) => parseInt(s, 10)).filter((n) => SRCSET_WIDTHS.includes(n));
  if (widths.length === 0) return '';
  const parts = widths.map((w) => `${url}?format=${w}w ${w}w`);
  const last = widths[widths.length - 1];
  const next = SRCSET_WIDTHS[SRCSET_WIDTHS.indexOf(last) + 1];
  if (next !== undefined) parts.push(`${url}?format=original ${next}w`);
  return ` srcset="${parts.join(',')}"`;
};

const COLOR_POSITIONS = ['topLeft', 'topRight', 'bottomLeft', 'bottomRight', 'center'];

/** `image-color [POS [PROP]]`: all five `data-color-POS` attributes, one `#hex`, or `PROP: #hex`. */
const imageColor: Formatter = (v, args) => {
  const colors = rec(rec(v).colorData);
  const hex = (pos: string) => '#' + htmlattrFormatterEscape(asString(colors[pos + 'Average']));
  if (args.length === 0) return COLOR_POSITIONS.map((p) => `data-color-${p}="${hex(p)}" `).join('');
  if (!COLOR_POSITIONS.includes(args[0])) return '';
  return args.length > 1 ? `${args[1]}: ${hex(args[0])}` : hex(args[0]);
};

/** Thumbnail bucket of a width (platform.md §9). */
export function thumbnailBucket(width: number): string {
  if (width > 1000) return '1500w';
  if (width > 750) return '1000w';
  if (width > 500) return '750w';
  if (width > 300) return '500w';
  if (width > 100) return '300w';
  return '100w';
}

function sized(fn: (size: [number, number], n: number) => string | number): Formatter {
  return (v, args) => {
    const size = parseSize(v);
    if (size === null) return INVALID_SIZE;
    return fn(size, Number(args[0]));
  };
}

const heightFor = ([w, h]: [number, number], n: number): number => Math.round((n * h) / w);
const widthFor = ([w, h]: [number, number], n: number): number => Math.round((n * w) / h);

/** The image formatters by name. */
export const IMAGE_FORMATTERS: Readonly<Record<string, Formatter>> = {
  image,
  'image-meta': imageMeta,
  'child-image-meta': (v, args) => {
    const child = arr(rec(v).items)[Number(args[0] ?? 0) || 0];
    return child === undefined ? '' : imageMeta(child);
  },
  'cover-image-meta': (v) => imageMeta(rec(v).coverImage),
  'image-srcset': imageSrcset,
  'image-color': imageColor,
  width: (v) => parseSize(v)?.[0] ?? INVALID_SIZE,
  height: (v) => parseSize(v)?.[1] ?? INVALID_SIZE,
  resizedHeightForWidth: sized(heightFor),
  resizedWidthForHeight: sized(widthFor),
  squarespaceThumbnailForWidth: sized((_s, n) => thumbnailBucket(n)),
  squarespaceThumbnailForHeight: sized((s, n) => thumbnailBucket(widthFor(s, n))),
};

