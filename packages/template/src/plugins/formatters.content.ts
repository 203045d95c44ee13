/** Content formatters (jsont.md §9): item classes, colours, durations, URLs, audio and video. */
import { IMAGE_FORMATTERS, focalPoint } from './formatters.image.ts';
import { imageTagFormatter } from './image-tag.ts';
import { RECORD_TYPES } from '@plinth/platform';
import { isOnSale, isSoldOut } from './commerce.ts';
import { code } from './codes.ts';
import { arr, asNumber, asString, htmlattrFormatterEscape, isTruthy, rec } from './util.ts';
import { slugify } from '../text-filters.ts';
import type { Formatter } from '../types.ts';

/**
 * `item-classes`, as the reference: `hentry`; `promoted promoted-block-X` for a truthy
 * `promotedBlockType`; category-, tag- (every entry printed), author- (a non-empty printed
 * `displayName`); `post-type-` and the `recordTypeLabel` in scope (as text, raw); article-index- in a loop; `featured` for a
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
  out += ' post-type-' + asString(ctx.lookup('recordTypeLabel'));
  const index = ctx.loopIndex();
  if (index > 0) out += ' article-index-' + index;
  if (isTruthy(item.starred)) out += ' featured';
  if (code(item.recordType) === RECORD_TYPES.STORE_ITEM) {
    if (isOnSale(item, ctx)) out += ' on-sale';
    if (isSoldOut(item, ctx)) out += ' sold-out';
  }
  return out;
};

const HEX = /^#?([0-9a-f]{3,6})$/i;

/**
 * `color-weight`, as the reference: a colour of 3 to 6 hex digits (`#` optional; 3 digits doubled,
 * 4 and 5 read as a number), `light` when its red channel is at least 128, else `dark`; missing for
 * anything else (numbers are read as their text).
 */
const colorWeight: Formatter = (v) => {
  const m = typeof v === 'string' || typeof v === 'number' ? HEX.exec(String(v)) : null;
  if (m === null) return undefined;
  const h = m[1];
  const red = h.length === 3 ? parseInt(h[0] + h[0], 16) : (parseInt(h, 16) >> 16) & 255;
  return red >= 128 ? 'light' : 'dark';
};

/** Two decimals, as the reference rounds them: the exact binary value, a tie upward (`toFixed`); no trailing zeros. */
const round2 = (n: number): number => Number(n.toFixed(2));

/**
 * `website-color`, as the reference: `{hue, saturation, lightness[, alpha]}` (hue 0-360, the rest
 * 0-1; values read as numbers, null 0) → `hsl(H, S%, L%)` / `hsla(H, S%, L%, A)` rounded to two
 * decimals, else the bound messages (platform.md §5) as the reference concatenates them: a missing
 * H/S/L key is `Missing an H/S/L value.`; a hue or alpha that is not a number passes (printed NaN),
 * a saturation or lightness that is not one is out of bounds.
 */
const websiteColor: Formatter = (v) => {
  const c = rec(v);
  if (c.hue === undefined || c.saturation === undefined || c.lightness === undefined) return 'Missing an H/S/L value.';
  const h = asNumber(c.hue), s = asNumber(c.saturation), l = asNumber(c.lightness);
  const a = c.alpha === undefined ? null : asNumber(c.alpha);
  // As the reference: the H/S/L messages each end with a space, the alpha message does not.
  let errors = '';
  if (h < 0 || h > 360) errors += 'Hue out of bounds. ';
  if (!(s >= 0 && s <= 1)) errors += 'Saturation out of bounds. ';
  if (!(l >= 0 && l <= 1)) errors += 'Lightness out of bounds. ';
  if (a !== null && (a < 0 || a > 1)) errors += 'Alpha out of bounds.';
  if (errors !== '') return errors;
  const body = `${round2(h)}, ${round2(s * 100)}%, ${round2(l * 100)}%`;
  return a === null ? `hsl(${body})` : `hsla(${body}, ${round2(a)})`;
};

/**
 * `humanizeDuration`, as the reference: milliseconds (read as numbers, else 0) → `m:ss`, whole
 * seconds and minutes truncated to 32-bit integers (negative durations print `-1:-1`).
 */
const humanizeDuration: Formatter = (v) => {
  const ms = asNumber(v);
  const s = (ms / 1000) | 0;
  return `${(s / 60) | 0}:${String(s % 60).padStart(2, '0')}`;
};

const AUDIO_SCRIPT = "<script>Y.use('squarespace-audio-player-frontend');</script>\n";

/** `audio-player`: the reference's YUI bootstrap line and the player mount point (values unescaped, as there). */
const audioPlayer: Formatter = (v) => {
  const item = rec(v);
  const id = asString(item.id);
  const url = asString(rec(item.structuredContent).audioAssetUrl);
  return AUDIO_SCRIPT + `<div class="squarespace-audio-player" data-audio-asset-url="${url}" data-item-id="${id}" id="audio-player-${id}"></div>`;
};

const VIDEO_OVERLAY_END = '<div class="sqs-video-opaque"> </div><div class="sqs-video-icon"></div></div>';

/**
 * `video [load-false [color-data]]`, as the reference: the oEmbed HTML escaped into `data-html` of
 * an `sqs-video-wrapper` (provider name unescaped); with a truthy `overlay`, an overlay holding the
 * lazy main image (a truthy `mainImageId`; its colours with a `color-data` argument and truthy
 * `colorData`) or `no-thumb`.
 */
const video: Formatter = (v, args) => {
  const item = rec(v);
  const o = rec(item.oembed);
  let out = '<div class="sqs-video-wrapper" ';
  if (args[0] === 'load-false' || args[1] === 'load-false') out += ' data-load="false" ';
  out += `data-html="${htmlattrFormatterEscape(asString(o.html))}" data-provider-name="${asString(o.providerName)}">`;
  if (isTruthy(item.overlay)) {
    if (isTruthy(item.mainImageId)) {
      out += `<div class="sqs-video-overlay" style="opacity: 0;"><img data-load="false" data-src="${asString(item.assetUrl)}" ` +
        `data-image-dimensions="${asString(item.originalSize)}" data-image-focal-point="${focalPoint(item)}" `;
      if ((args[0] === 'color-data' || args[1] === 'color-data') && isTruthy(item.colorData)) {
        const c = rec(item.colorData);
        out += `data-color-topleft="#${asString(c.topLeftAverage)}" data-color-topright="#${asString(c.topRightAverage)}" ` +
          `data-color-bottomleft="#${asString(c.bottomLeftAverage)}" data-color-bottomright="#${asString(c.bottomRightAverage)}" ` +
          `data-color-center="#${asString(c.centerAverage)}" `;
      }
      out += '/>' + VIDEO_OVERLAY_END;
    } else out += '<div class="sqs-video-overlay no-thumb" style="opacity: 0;">' + VIDEO_OVERLAY_END;
  }
  return out + '</div>';
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
