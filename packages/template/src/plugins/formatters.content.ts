/** Content formatters (jsont.md §9): item classes, colours, durations, URLs, audio and video. */
import { IMAGE_FORMATTERS } from './formatters.image.ts';
import { imageTagFormatter } from './image-tag.ts';
import { RECORD_TYPES } from '@plinth/platform';
import { isOnSale, isSoldOut } from './commerce.ts';
import { code } from './codes.ts';
import { arr, asString, htmlattrFormatterEscape, isTruthy, num, rec } from './util.ts';
import { slugify } from '../text-filters.ts';
import type { Formatter } from '../types.ts';

/**
 * `item-classes`, as the reference: `hentry`; `promoted promoted-block-X` for a truthy
 * `promotedBlockType`; category-, tag- (every entry printed), author- (a non-empty printed
 * `displayName`); `post-type-` (always empty there); article-index- in a loop; `featured` for a
 * truthy `starred`; for a store item (`recordType` 11, numeric text too) `on-sale` and `sold-out`.
 */
const itemClasses: Formatter = (v, _args, ctx) => {
  const item = rec(v);
  let out = 'hentry';
  if (isTruthy(item.promotedBlockType)) out += ' promoted promoted-block-' + slugify(asString(item.promotedBlockType));
  for (const c of arr(item.categories)) out += ' category-' + slugify(asString(c));
  for (const t of arr(item.tags)) out += ' tag-' + slugify(asString(t));
  const author = asString(rec(item.author).displayName);
  if (author !== '') out += ' author-' + slugify(author);
  out += ' post-type-';
  const index = ctx.loopIndex();
  if (index > 0) out += ' article-index-' + index;
  if (isTruthy(item.starred)) out += ' featured';
  if (code(item.recordType) === RECORD_TYPES.STORE_ITEM) {
    if (isOnSale(item, ctx)) out += ' on-sale';
    if (isSoldOut(item, ctx)) out += ' sold-out';
  }
  return out;
};

/** Hex colour (3 or 6 digits, `#` optional) → [r, g, b], or null. */
export function parseHex(v: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(v.trim());
  if (!m) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

/** `color-weight`: `light` or `dark` by perceived brightness; "" for an invalid colour. */
const colorWeight: Formatter = (v) => {
  const rgb = parseHex(asString(v));
  if (rgb === null) return '';
  const [r, g, b] = rgb;
  return (r * 299 + g * 587 + b * 114) / 1000 > 127.5 ? 'light' : 'dark';
};

const round = (n: number): number => Math.round(n * 1000) / 1000;

/**
 * `website-color`: `{hue, saturation, lightness[, alpha]}` (hue 0-360, the rest 0-1) →
 * `hsl(H, S%, L%)` / `hsla(H, S%, L%, A)`, else the bound messages (platform.md §5) as the reference concatenates them.
 */
const websiteColor: Formatter = (v) => {
  const c = rec(v);
  const [h, s, l] = [num(c.hue), num(c.saturation), num(c.lightness)];
  if (![h, s, l].every(Number.isFinite)) return 'Missing an H/S/L value.';
  const a = c.alpha === undefined || c.alpha === null ? null : num(c.alpha);
  // As the reference: the H/S/L messages each end with a space, the alpha message does not.
  let errors = '';
  if (h < 0 || h > 360) errors += 'Hue out of bounds. ';
  if (s < 0 || s > 1) errors += 'Saturation out of bounds. ';
  if (l < 0 || l > 1) errors += 'Lightness out of bounds. ';
  if (a !== null && !(a >= 0 && a <= 1)) errors += 'Alpha out of bounds.';
  if (errors !== '') return errors;
  const body = `${round(h)}, ${round(s * 100)}%, ${round(l * 100)}%`;
  return a === null ? `hsl(${body})` : `hsla(${body}, ${round(a)})`;
};

/** `humanizeDuration`: milliseconds → `m:ss`. */
const humanizeDuration: Formatter = (v) => {
  const ms = num(v);
  if (!Number.isFinite(ms) || ms < 0) return '';
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** `audio-player`: the player mount point (the reference's YUI bootstrap script is not emitted). */
const audioPlayer: Formatter = (v) => {
  const item = rec(v);
  const id = htmlattrFormatterEscape(asString(item.id));
  const url = htmlattrFormatterEscape(asString(rec(item.structuredContent).audioAssetUrl));
  return `<div class="squarespace-audio-player" data-audio-asset-url="${url}" data-item-id="${id}" id="audio-player-${id}"></div>`;
};

/** `video`: the oEmbed HTML escaped into `data-html` of an `sqs-video-wrapper`. */
const video: Formatter = (v) => {
  const o = rec(rec(v).oembed);
  return `<div class="sqs-video-wrapper" data-html="${htmlattrFormatterEscape(asString(o.html))}" data-provider-name="${htmlattrFormatterEscape(asString(o.providerName ?? o.provider_name))}"></div>`;
};

/** The content formatters by name. */
export const CONTENT_FORMATTERS: Readonly<Record<string, Formatter>> = {
  ...IMAGE_FORMATTERS,
  'image-tag': imageTagFormatter,
  AbsUrl: (v, _args, ctx) => asString(ctx.lookup('base-url')) + '/' + asString(v),
  'audio-player': audioPlayer,
  capitalize: (v) => asString(v).toUpperCase(), // quirk kept: upper-cases everything
  'color-weight': colorWeight,
  humanizeDuration,
  'item-classes': itemClasses,
  video,
  'website-color': websiteColor,
};
