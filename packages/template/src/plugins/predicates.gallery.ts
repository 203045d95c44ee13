/**
 * Gallery predicates (jsont.md §9), as the reference decides them: they read the `options` in scope
 * (looked up outward; the nearest one wins, even when it is not an object) without defaults.
 * Designs, meta positions and alignments compare the setting with the name exactly; the boolean
 * ones take `true`, `"true"` or a non-zero whole number; `gallery-meta?` is a truthy
 * `controls` or `indicators` (as the reference). Names come from `@plinth/platform` (platform.md §3).
 */
import { GALLERY_ACTIVE_ALIGNMENTS, GALLERY_DESIGNS, GALLERY_META_POSITIONS } from '@plinth/platform';
import { flag } from './codes.ts';
import { isTruthy, rec } from './util.ts';
import type { Predicate, PredicateContext } from '../types.ts';

/** The `options` in scope, or an empty record. */
const options = (ctx: PredicateContext): Record<string, unknown> => rec(ctx.lookup('options'));

const BOOLEANS = ['autoplay', 'auto-crop', 'controls', 'lightbox', 'square-thumbs', 'show-meta', 'show-meta-on-hover', 'thumbnails'] as const;

const predicates: Record<string, Predicate> = {
  'gallery-meta?': (_a, ctx) => { const o = options(ctx); return isTruthy(o.controls) || isTruthy(o.indicators); },
};
for (const d of GALLERY_DESIGNS) predicates[`gallery-design-${d}?`] = (_a, ctx) => options(ctx).design === d;
for (const p of GALLERY_META_POSITIONS) predicates[`gallery-meta-position-${p}?`] = (_a, ctx) => options(ctx)['meta-position'] === p;
for (const a of GALLERY_ACTIVE_ALIGNMENTS) predicates[`gallery-active-alignment-${a}?`] = (_a, ctx) => options(ctx)['active-alignment'] === a;
for (const b of BOOLEANS) predicates[`gallery-${b}?`] = (_a, ctx) => flag(options(ctx)[b]);

/** The gallery predicates by name. */
export const GALLERY_PREDICATES: Readonly<Record<string, Predicate>> = predicates;
