/** Image formatters (jsont.md §9 Content) in the reference's markup, plus sizing helpers. */
import { BLOCK_TYPES, RESPONSIVE_IMAGE_WIDTHS } from '@plinth/platform';
import { asNumber, asString, htmlattrFormatterEscape, isTruthy, passOn, rec } from './util.ts';
import { code } from './codes.ts';
import { Memo, MEMO_MAX_LENGTH } from '../memo.ts';
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

/** Tag stripping of a body for alt text: every `>` is a space, a `<` drops the text up to its `>`. */
export function stripTags(s: string): string {
  if (s.indexOf('<') < 0 && s.indexOf('>') < 0) return s;
  let out = '';
  let inTag = false;
  for (let k = 0; k < s.length; k++) {
    const c = s[k];
    if (c === '>') {
      out += ' ';
      inTag = false;
    } else if (c === '<') inTag = true;
    else if (!inTag) out += c;
  }
  return out;
}

/**
 * Alt text, as the reference reads it: for an image block (`blockType` 5, numeric text too; the
 * formatters look it up from the item outward) its
 * `altText` printed and trimmed (not for child and cover images), else the first truthy of `title` (printed), tag-stripped `body` (capped at 250),
 * `filename`.
 */
export function altText(item: unknown, imageBlocks = true, blockType: unknown = rec(item).blockType): string {
  const i = rec(item);
  if (imageBlocks && code(blockType) === BLOCK_TYPES.IMAGE) return asString(i.altText).trim();
  if (isTruthy(i.title)) return asString(i.title);
  if (isTruthy(i.body)) {
    const alt = stripTags(asString(i.body));
    return alt.length > ALT_MAX ? alt.slice(0, ALT_MAX) : alt;
  }
  return isTruthy(i.filename) ? asString(i.filename) : '';
}

/** A focal point coordinate: a number printed as is, numeric text read as the reference reads it, else 0. */
const coordinate = (v: unknown): string => String(asNumber(v));

/** `data-image-focal-point` of an item: `0.5,0.5` without `mediaFocalPoint`, else its coordinates (missing ones 0). */
export function focalPoint(item: Record<string, unknown>): string {
  if (item.mediaFocalPoint === undefined) return '0.5,0.5';
  const fp = rec(item.mediaFocalPoint);
  return `${coordinate(fp.x)},${coordinate(fp.y)}`;
}

/**
 * The data attributes shared by `image-meta` and `image` (alt is passed already escaped). As the
 * reference: a licensed preview (an object) and a `componentKey` (when present) come first; URLs,
 * size and component key are printed unescaped.
 */
function metaAttrs(item: Record<string, unknown>, alt: string): string {
  let out = '';
  const preview = item.licensedAssetPreview;
  if (preview !== null && typeof preview === 'object' && !Array.isArray(preview)) out += 'data-licensed-asset-preview="true" ';
  if (item.componentKey !== undefined) out += `data-component-key="${asString(item.componentKey)}" `;
  const url = asString(item.assetUrl);
  return out + `data-src="${url}" data-image="${url}" data-image-dimensions="${asString(item.originalSize)}" ` +
    `data-image-focal-point="${focalPoint(item)}" alt="${alt}" `;
}

/** `image-meta`: the data attributes; nothing for a missing value. */
const imageMeta = (item: unknown, imageBlocks: boolean, blockType: unknown): string =>
  item === undefined ? '' : metaAttrs(rec(item), htmlattrFormatterEscape(altText(item, imageBlocks, blockType)));

/**
 * `image [CLASS]` (class only when exactly one argument is given). Quirk kept: the alt of the lazy
 * `<img>` is escaped twice. A missing value keeps the markup without the data attributes.
 */
const image: Formatter = (v, args, ctx) => {
  const item = rec(v);
  const alt = htmlattrFormatterEscape(altText(item, true, ctx.lookup('blockType')));
  const cls = args.length === 1 ? args[0] : 'thumb-image';
  const meta = v === undefined ? '' : metaAttrs(item, htmlattrFormatterEscape(alt));
  return `<noscript><img src="${asString(item.assetUrl)}" alt="${alt}" /></noscript>` +
    `<img class="${cls}" ${meta}data-load="false" data-image-id="${asString(item.id)}" data-type="image" />`;
};

/** `child-image-meta [N]`: the meta of `items[N]` (an array or an object keyed by index); nothing past the end. */
function childImageMeta(v: unknown, args: string[]): string {
  const index = args.length > 0 ? parseInt(args[0], 10) : 0;
  if (!(index >= 0)) return '';
  const items = rec(v).items;
  let child: unknown;
  if (Array.isArray(items)) child = items[index];
  else if (items !== null && typeof items === 'object') child = (items as Record<string, unknown>)[String(index)];
  return child === undefined ? '' : imageMeta(child, false, undefined);
}

/** The next srcset width after each listed one but the last (`100w` → `300w`, …, `1500w` → `2500w`). */
const NEXT_WIDTH: ReadonlyMap<string, string> = new Map(SRCSET_WIDTHS.slice(0, -1).map((w, k) => [`${w}w`, `${SRCSET_WIDTHS[k + 1]}w`]));

/**
 * `image-srcset`: as the reference, each comma-separated `systemDataVariants` entry ending in `w`
 * (kept as written, in order, repeats included) as `URL?format=E E`, plus `URL?format=original N`
 * when the last one is a srcset width below 2500w (N the next one). The URL is printed unescaped;
 * a value that is not an object, or an item without such entries, is left as it is (prints nothing).
 */
const imageSrcset: Formatter = (v) => {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return passOn(v); // as the reference: other values pass through
  const item = v as Record<string, unknown>;
  const variants = item.systemDataVariants;
  if (typeof variants !== 'string' || variants === '') return v; // as the reference: the item, which prints nothing
  const url = asString(item.assetUrl);
  if (url.length > MEMO_MAX_LENGTH || variants.length > MEMO_MAX_LENGTH) {
    const out = srcset(url, variants);
    return out === '' ? v : out;
  }
  const byUrl = srcsetsOf(variants);
  const hit = byUrl.get(url);
  if (hit !== undefined) return hit === '' ? v : hit;
  const out = srcset(url, variants);
  byUrl.set(url, out);
  return out === '' ? v : out;
};

/**
 * Why remembered: a list page prints the same images on every render, and the attribute is a
 * function of the two texts alone. Keyed by the context's own strings (no key is built); at most
 * 20 width lists × 1,000 URLs, texts up to 512 characters.
 */
const srcsets = new Map<string, Memo<string, string>>();

function srcsetsOf(variants: string): Memo<string, string> {
  let byUrl = srcsets.get(variants);
  if (byUrl === undefined) {
    if (srcsets.size >= 20) srcsets.clear();
    srcsets.set(variants, (byUrl = new Memo(1000)));
  }
  return byUrl;
}

/** The srcset attribute (with its leading space), '' when no entry is a width. */
function srcset(url: string, variants: string): string {
  let out = '';
  let last = '';
  for (const e of variants.split(',')) {
    if (!e.endsWith('w')) continue;
    out += (out === '' ? ' srcset="' : ',') + `${url}?format=${e} ${e}`;
    last = e;
  }
  if (out === '') return '';
  const next = NEXT_WIDTH.get(last);
  return next === undefined ? out + '"' : out + `,${url}?format=original ${next}"`;
}

const COLOR_POSITIONS = ['topLeft', 'topRight', 'bottomLeft', 'bottomRight', 'center'];

/**
 * `image-color [POS [PROP]]`, as the reference: missing without `colorData`; else all five
 * `data-color-POS` attributes, or `#` + `colorData[POS + "Average"]` (any POS; `PROP: ` before it),
 * `"POS" not found.` when that prints empty. Values are printed unescaped.
 */
const imageColor: Formatter = (v, args) => {
  const item = rec(v);
  if (item.colorData === undefined) return undefined; // missing, as the reference (`raw` prints null)
  const colors = rec(item.colorData);
  if (args.length === 0) {
    let out = '';
    for (const p of COLOR_POSITIONS) out += `data-color-${p}="#${asString(colors[p + 'Average'])}" `;
    return out;
  }
  const key = args[0] + 'Average';
  const color = Object.prototype.hasOwnProperty.call(colors, key) ? asString(colors[key]) : '';
  if (color === '') return `"${args[0]}" not found.`;
  return args.length > 1 ? `${args[1]}: #${color}` : '#' + color;
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

/**
 * A size as the reference reads it for `width`, `height` and the resizing formatters: text split on
 * `x` into exactly two parts, each read as a leading integer (`NaN` when there is none); else null.
 */
function sizeOf(v: unknown): [number, number] | null {
  if (typeof v !== 'string') return null;
  const x = v.indexOf('x');
  if (x < 0 || v.indexOf('x', x + 1) >= 0) return null;
  return [parseInt(v.slice(0, x), 10), parseInt(v.slice(x + 1), 10)];
}

const LEADING_INT = /^[+-]?\d+/;
/** A size argument: its leading integer (no leading space), else NaN. */
function argInt(a: string | undefined): number {
  const m = a === undefined ? null : LEADING_INT.exec(a);
  return m === null ? NaN : Number(m[0]);
}

/** As the reference: the ratio truncated to a 32-bit integer (NaN and infinities are 0). */
const heightFor = ([w, h]: [number, number], n: number): number => ((n * h) / w) | 0;
const widthFor = ([w, h]: [number, number], n: number): number => ((n * w) / h) | 0;

function sized(fn: (size: [number, number], n: number) => string | number): Formatter {
  return (v, args) => {
    const size = sizeOf(v);
    return size === null ? INVALID_SIZE : fn(size, argInt(args[0]));
  };
}

/** The image formatters by name. */
export const IMAGE_FORMATTERS: Readonly<Record<string, Formatter>> = {
  image,
  'image-meta': (v, _a, ctx) => imageMeta(v, true, ctx.lookup('blockType')),
  'child-image-meta': childImageMeta,
  'cover-image-meta': (v) => imageMeta(rec(v).coverImage, false, undefined),
  'image-srcset': imageSrcset,
  'image-color': imageColor,
  // Not a size: missing, as the reference (`raw` prints null).
  width: (v) => sizeOf(v)?.[0],
  height: (v) => sizeOf(v)?.[1],
  resizedHeightForWidth: sized(heightFor),
  resizedWidthForHeight: sized(widthFor),
  squarespaceThumbnailForWidth: (_v, args) => thumbnailBucket(argInt(args[0])),
  squarespaceThumbnailForHeight: sized((s, n) => thumbnailBucket(widthFor(s, n))),
};

