/**
 * Gallery predicates (jsont.md §9): they read the gallery `options` (looked up outward) through
 * `normalizeGallerySettings` of `@plinth/platform`, so missing or invalid settings take the
 * platform.md §3 defaults. (The reference applies no defaults; see the README.)
 */
import { GALLERY_ACTIVE_ALIGNMENTS, GALLERY_DESIGNS, GALLERY_META_POSITIONS, normalizeGallerySettings, type GallerySettings } from '@plinth/platform';
import type { Predicate, PredicateContext } from '../types.ts';

const cache = new WeakMap<object, GallerySettings>();
const EMPTY = normalizeGallerySettings({});

/** The normalised settings of the `options` in scope (cached per options object). */
function settings(ctx: PredicateContext): GallerySettings {
  const o = ctx.lookup('options');
  if (o === null || typeof o !== 'object') return EMPTY;
  let s = cache.get(o);
  if (s === undefined) cache.set(o, (s = normalizeGallerySettings(o)));
  return s;
}

const BOOLEANS = ['autoplay', 'auto-crop', 'controls', 'lightbox', 'square-thumbs', 'show-meta', 'show-meta-on-hover', 'thumbnails'] as const;

const predicates: Record<string, Predicate> = {
  'gallery-meta?': (_a, ctx) => settings(ctx)['show-meta'],
};
for (const d of GALLERY_DESIGNS) predicates[`gallery-design-${d}?`] = (_a, ctx) => settings(ctx).design === d;
for (const p of GALLERY_META_POSITIONS) predicates[`gallery-meta-position-${p}?`] = (_a, ctx) => settings(ctx)['meta-position'] === p;
for (const a of GALLERY_ACTIVE_ALIGNMENTS) predicates[`gallery-active-alignment-${a}?`] = (_a, ctx) => settings(ctx)['active-alignment'] === a;
for (const b of BOOLEANS) predicates[`gallery-${b}?`] = (_a, ctx) => settings(ctx)[b];

/** The gallery predicates by name. */
export const GALLERY_PREDICATES: Readonly<Record<string, Predicate>> = predicates;
