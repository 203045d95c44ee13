/** Content predicates on the current node (jsont.md §9): record types, item, collection and gallery tests. */
import { validZone, zoned } from './zone.ts';
import { arr, asString, isTruthy, num, rec } from './util.ts';
import type { Predicate, PredicateContext } from '../types.ts';

/** recordType codes per predicate (checked against the reference). */
const RECORD_TYPES: Record<string, number> = {
  'undefined?': -1, 'text?': 1, 'image?': 2, 'quote?': 4, 'link?': 5, 'audio?': 7, 'video?': 8, 'external-video?': 8,
  'store-item?': 11, 'event?': 12, 'gallery?': 14, 'binary?': 15, 'css-asset?': 16, 'tweak-asset?': 17,
  'digital-good?': 18, 'attachment?': 19, 'wordpress-export?': 20, 'json-export?': 21, 'site-search?': 30,
  'active-time?': 31, 'tweet?': 50, 'checkin?': 52, 'kbarticle?': 54,
};
/** These also match a promoted block of the same kind. */
const PROMOTED_ALSO = new Set(['video?', 'image?', 'quote?', 'link?', 'gallery?']);
const PROMOTED = ['MAP', 'EMBED', 'IMAGE', 'CODE', 'QUOTE', 'TWITTER', 'LINK', 'VIDEO', 'FOURSQUARE', 'INSTAGRAM', 'FORM'];
const BACKGROUND: Record<string, number> = { undefined: -1, upload: 1, instagram: 2, video: 3, none: 4 };

const node = (ctx: PredicateContext) => rec(ctx.node);
const promoted = (ctx: PredicateContext) => asString(node(ctx).promotedBlockType).toUpperCase();
/** Collection fields: the node's `collection`, or the node itself when it is a collection. */
const coll = (ctx: PredicateContext) => (node(ctx).collection !== undefined ? rec(node(ctx).collection) : node(ctx));

function sameDay(ctx: PredicateContext): boolean {
  const n = node(ctx);
  const a = num(n.startDate), b = num(n.endDate);
  if (!Number.isFinite(a) || !Number.isFinite(b)) return false;
  const zone = validZone(ctx.lookup('website.timeZone'));
  const x = zoned(a, zone), y = zoned(b, zone);
  return x.year === y.year && x.month === y.month && x.day === y.day;
}

/** Gallery option (path `options`, looked up outward) with its default (platform.md §3). */
const GALLERY_DEFAULTS: Record<string, unknown> = {
  design: 'grid', autoplay: false, 'auto-crop': true, controls: false, lightbox: false, 'square-thumbs': true,
  'show-meta': true, 'show-meta-on-hover': false, thumbnails: false, 'meta-position': 'bottom', 'active-alignment': 'center',
};
function galleryOption(ctx: PredicateContext, key: string): unknown {
  const v = rec(ctx.lookup('options'))[key];
  return v === undefined || v === null ? GALLERY_DEFAULTS[key] : v;
}

const predicates: Record<string, Predicate> = {};
for (const [name, code] of Object.entries(RECORD_TYPES)) {
  predicates[name] = (_a, ctx) =>
    node(ctx).recordType === code || (PROMOTED_ALSO.has(name) && promoted(ctx) === name.slice(0, -1).toUpperCase());
}
for (const p of PROMOTED) predicates[`promoted${p}?`] = (_a, ctx) => promoted(ctx) === p;
for (const [name, code] of Object.entries(BACKGROUND)) {
  predicates[`background-source-${name}?`] = (_a, ctx) => num(node(ctx).backgroundSource) === code;
}
for (const d of ['grid', 'slideshow', 'slider', 'stacked']) predicates[`gallery-design-${d}?`] = (_a, ctx) => galleryOption(ctx, 'design') === d;
for (const p of ['top', 'top-left', 'top-right', 'center', 'bottom', 'bottom-left', 'bottom-right']) {
  predicates[`gallery-meta-position-${p}?`] = (_a, ctx) => galleryOption(ctx, 'meta-position') === p;
}
for (const a of ['center', 'left', 'right']) predicates[`gallery-active-alignment-${a}?`] = (_a, ctx) => galleryOption(ctx, 'active-alignment') === a;
for (const b of ['autoplay', 'auto-crop', 'controls', 'lightbox', 'square-thumbs', 'show-meta', 'show-meta-on-hover', 'thumbnails']) {
  predicates[`gallery-${b}?`] = (_a, ctx) => isTruthy(galleryOption(ctx, b));
}

/** The content predicates by name. */
export const CONTENT_PREDICATES: Readonly<Record<string, Predicate>> = {
  ...predicates,
  'gallery-meta?': (_a, ctx) => isTruthy(galleryOption(ctx, 'show-meta')),
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
  'current-type?': (args, ctx) => args.length > 0 && asString(node(ctx).type) === args[0],
  'collection?': (_a, ctx) => isTruthy(node(ctx).collection) || node(ctx).typeName !== undefined,
  'collection-page?': (_a, ctx) => coll(ctx).type === 10,
  'collection-template-page?': (_a, ctx) => coll(ctx).type === 7,
  'folder?': (_a, ctx) => coll(ctx).folder === true,
  'index?': (_a, ctx) => coll(ctx).folder === true && coll(ctx).folderBehavior === 1,
  'redirect?': (_a, ctx) => coll(ctx).folder === true && coll(ctx).folderBehavior === 2,
  'clickable?': (_a, ctx) => !(coll(ctx).folder === true && coll(ctx).folderBehavior === 3),
  'calendar-view?': (_a, ctx) => coll(ctx).calendarView === true,
  'collectionTypeNameEquals?': (args, ctx) => args.length > 0 && coll(ctx).typeName === args[0],
};
