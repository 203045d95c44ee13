/**
 * Content predicates on the current node (jsont.md §9): record types, promoted blocks, background sources,
 * slices and item tests, plus the collection and gallery ones. Codes come from `@plinth/platform`.
 */
import { BACKGROUND_SOURCES, PROMOTED_BLOCK_TYPES, RECORD_TYPES, SLICE_TYPES, type RecordType, type SliceType } from '@plinth/platform';
import { code } from './codes.ts';
import { COLLECTION_PREDICATES } from './predicates.collection.ts';
import { GALLERY_PREDICATES } from './predicates.gallery.ts';
import { stripTags } from './formatters.image.ts';
import { arr, asNumber, isTruthy, rec } from './util.ts';
import type { Predicate, PredicateContext } from '../types.ts';

/** Record-type predicates and the `RECORD_TYPES` entry each tests (`external-video?` is video too). */
const RECORD_TYPE_PREDICATES: Record<string, RecordType> = {
  'undefined?': 'UNDEFINED', 'text?': 'TEXT', 'image?': 'IMAGE', 'quote?': 'QUOTE', 'link?': 'LINK', 'audio?': 'AUDIO',
  'video?': 'VIDEO', 'external-video?': 'VIDEO', 'store-item?': 'STORE_ITEM', 'event?': 'EVENT', 'gallery?': 'GALLERY',
  'binary?': 'BINARY', 'css-asset?': 'CSS_ASSET', 'tweak-asset?': 'TWEAK_ASSET', 'digital-good?': 'DIGITAL_GOOD',
  'attachment?': 'ATTACHMENT', 'wordpress-export?': 'WORDPRESS_EXPORT', 'json-export?': 'JSON_EXPORT',
  'site-search?': 'SITE_SEARCH', 'active-time?': 'ACTIVE_TIME', 'tweet?': 'TWEET', 'checkin?': 'CHECKIN', 'kbarticle?': 'KBARTICLE',
};
/** These also match an item promoting a block of the kind given (`promotedBlockType`, exact lower case). */
const PROMOTED_ALSO: Readonly<Record<string, string>> = {
  'video?': 'video', 'external-video?': 'video', 'image?': 'image', 'quote?': 'quote', 'link?': 'link', 'gallery?': 'gallery',
};

const node = (ctx: PredicateContext) => rec(ctx.node);
const promoted = (ctx: PredicateContext) => node(ctx).promotedBlockType;

const DAY_MS = 86_400_000;

/**
 * `same-day?`, as the reference: `startDate` and `endDate` (read as numbers; missing or null is 0)
 * fall on the same UTC calendar day, whatever `website.timeZone` says. Dates that are not numbers
 * make the reference throw; here they are not the same day (README "Known differences").
 */
function sameDay(ctx: PredicateContext): boolean {
  const n = node(ctx);
  const a = asNumber(n.startDate), b = asNumber(n.endDate);
  if (!Number.isFinite(a) || !Number.isFinite(b)) return false;
  return Math.floor(a / DAY_MS) === Math.floor(b / DAY_MS);
}

const predicates: Record<string, Predicate> = {};
for (const [name, type] of Object.entries(RECORD_TYPE_PREDICATES)) {
  const want = RECORD_TYPES[type];
  const kind = PROMOTED_ALSO[name];
  predicates[name] = kind !== undefined
    ? (_a, ctx) => code(node(ctx).recordType) === want || promoted(ctx) === kind
    : (_a, ctx) => code(node(ctx).recordType) === want;
}
for (const kind of PROMOTED_BLOCK_TYPES) predicates[`promoted${kind.toUpperCase()}?`] = (_a, ctx) => promoted(ctx) === kind;
for (const [name, want] of Object.entries(BACKGROUND_SOURCES)) {
  predicates[`background-source-${name.toLowerCase()}?`] = (_a, ctx) => code(node(ctx).backgroundSource) === want;
}

/** Entries of an array or an object (0 for anything else). */
function size(v: unknown): number {
  if (Array.isArray(v)) return v.length;
  return v !== null && typeof v === 'object' ? Object.keys(v).length : 0;
}

/** An item with a main image, as the reference reads it: a truthy `mainImageId` or `systemDataId`. */
function hasMainImage(v: unknown): boolean {
  const n = rec(v);
  return isTruthy(n.mainImageId) || isTruthy(n.systemDataId);
}

/** An excerpt (text, or an object's `html` text) with something left once tags are stripped and trimmed. */
function hasExcerpt(v: unknown): boolean {
  const html = typeof v === 'string' ? v : rec(v).html;
  return typeof html === 'string' && stripTags(html).trim() !== '';
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
  'main-image?': (_a, ctx) => hasMainImage(ctx.node),
  /** The first child (of an `items` array) has a main image. */
  'child-images?': (_a, ctx) => hasMainImage(arr(node(ctx).items)[0]),
  'excerpt?': (_a, ctx) => hasExcerpt(node(ctx).excerpt),
  /** As the reference: the location has both `mapLat` and `mapLng`, whatever their values (the address is not read). */
  'location?': (_a, ctx) => {
    const l = rec(node(ctx).location);
    return l.mapLat !== undefined && l.mapLng !== undefined;
  },
  'external-link?': (_a, ctx) => isTruthy(node(ctx).externalLink),
  'passthrough?': (_a, ctx) => isTruthy(node(ctx).passthrough) && isTruthy(node(ctx).sourceUrl),
  /** As the reference: more than one entry, of an array or of an object. */
  'has-multiple?': (_a, ctx) => size(ctx.node) > 1,
  'same-day?': (_a, ctx) => sameDay(ctx),
  'show-past-events?': (_a, ctx) => node(ctx).showPastOrUpcomingEvents === 'past',
  'serviceNameEmail?': (_a, ctx) => node(ctx).serviceName === 'email',
  'current-type?': currentType,
};
