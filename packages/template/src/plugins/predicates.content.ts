/**
 * Content predicates on the current node (jsont.md §9): record types, promoted blocks, background sources,
 * slices and item tests, plus the collection and gallery ones. Codes come from `@plinth/platform`.
 */
import { BACKGROUND_SOURCES, PROMOTED_BLOCK_TYPES, RECORD_TYPES, SLICE_TYPES, type RecordType, type SliceType } from '@plinth/platform';
import { validZone, zoned } from './zone.ts';
import { code } from './codes.ts';
import { COLLECTION_PREDICATES } from './predicates.collection.ts';
import { GALLERY_PREDICATES } from './predicates.gallery.ts';
import { arr, asString, isTruthy, num, rec } from './util.ts';
import type { Predicate, PredicateContext } from '../types.ts';

/** Record-type predicates and the `RECORD_TYPES` entry each tests (`external-video?` is video too). */
const RECORD_TYPE_PREDICATES: Record<string, RecordType> = {
  'undefined?': 'UNDEFINED', 'text?': 'TEXT', 'image?': 'IMAGE', 'quote?': 'QUOTE', 'link?': 'LINK', 'audio?': 'AUDIO',
  'video?': 'VIDEO', 'external-video?': 'VIDEO', 'store-item?': 'STORE_ITEM', 'event?': 'EVENT', 'gallery?': 'GALLERY',
  'binary?': 'BINARY', 'css-asset?': 'CSS_ASSET', 'tweak-asset?': 'TWEAK_ASSET', 'digital-good?': 'DIGITAL_GOOD',
  'attachment?': 'ATTACHMENT', 'wordpress-export?': 'WORDPRESS_EXPORT', 'json-export?': 'JSON_EXPORT',
  'site-search?': 'SITE_SEARCH', 'active-time?': 'ACTIVE_TIME', 'tweet?': 'TWEET', 'checkin?': 'CHECKIN', 'kbarticle?': 'KBARTICLE',
};
/** These also match an item promoting a block of the same kind (`promotedBlockType`, exact lower case). */
const PROMOTED_ALSO = new Set(['video?', 'image?', 'quote?', 'link?', 'gallery?']);

const node = (ctx: PredicateContext) => rec(ctx.node);
const promoted = (ctx: PredicateContext) => node(ctx).promotedBlockType;

function sameDay(ctx: PredicateContext): boolean {
  const n = node(ctx);
  const a = num(n.startDate), b = num(n.endDate);
  if (!Number.isFinite(a) || !Number.isFinite(b)) return false;
  const zone = validZone(ctx.lookup('website.timeZone'));
  const x = zoned(a, zone), y = zoned(b, zone);
  return x.year === y.year && x.month === y.month && x.day === y.day;
}

const predicates: Record<string, Predicate> = {};
for (const [name, type] of Object.entries(RECORD_TYPE_PREDICATES)) {
  const want = RECORD_TYPES[type];
  const kind = name.slice(0, -1);
  predicates[name] = PROMOTED_ALSO.has(name)
    ? (_a, ctx) => code(node(ctx).recordType) === want || promoted(ctx) === kind
    : (_a, ctx) => code(node(ctx).recordType) === want;
}
for (const kind of PROMOTED_BLOCK_TYPES) predicates[`promoted${kind.toUpperCase()}?`] = (_a, ctx) => promoted(ctx) === kind;
for (const [name, want] of Object.entries(BACKGROUND_SOURCES)) {
  predicates[`background-source-${name.toLowerCase()}?`] = (_a, ctx) => code(node(ctx).backgroundSource) === want;
}

/** `current-type? SLICE`: the node's `currentType` (truncated) is the slice's code; no name means `undefined`. */
function currentType(args: string[], ctx: PredicateContext): boolean {
  const name = args.length > 0 ? args[0] : 'undefined';
  if (!Object.prototype.hasOwnProperty.call(SLICE_TYPES, name)) return false;
  return Math.trunc(code(node(ctx).currentType)) === SLICE_TYPES[name as SliceType];
}

/** The content predicates by name. */
export const CONTENT_PREDICATES: Readonly<Record<string, Predicate>> = {
  ...predicates,
  ...COLLECTION_PREDICATES,
  ...GALLERY_PREDICATES,
  'main-image?': (_a, ctx) => isTruthy(node(ctx).mainImageId) || isTruthy(node(ctx).mainImage),
  'child-images?': (_a, ctx) => arr(node(ctx).items).length > 0,
  'excerpt?': (_a, ctx) => asString(node(ctx).excerpt).replace(/<[^>]*>/g, '').trim() !== '',
  'location?': (_a, ctx) => {
    const l = rec(node(ctx).location);
    return isTruthy(l.addressLine1) || (isTruthy(l.mapLat) && isTruthy(l.mapLng));
  },
  'external-link?': (_a, ctx) => isTruthy(node(ctx).externalLink),
  'passthrough?': (_a, ctx) => node(ctx).passthrough === true,
  'has-multiple?': (_a, ctx) => arr(ctx.node).length > 1,
  'same-day?': (_a, ctx) => sameDay(ctx),
  'show-past-events?': (_a, ctx) => isTruthy(node(ctx).showPastEvents),
  'serviceNameEmail?': (_a, ctx) => node(ctx).serviceName === 'email',
  'current-type?': currentType,
};
