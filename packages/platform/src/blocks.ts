/**
 * Blocks and slices (platform.md §3 Enumerations): block-type codes, promoted block types,
 * and the slice and slide types of cover pages, lock screens and popup overlays.
 */

/**
 * Block-type codes known by name. The spec gives only the code ranges (`BLOCK_TYPE_CODES`);
 * the image block's code 5 is the one the template layer reads (its `altText`, jsont.md §10).
 */
export const BLOCK_TYPES = Object.freeze({ IMAGE: 5 } as const);

/** Block-type code ranges: 1-69 in the template layer, 1-71 in the fuller catalogue, variants 1000-1019. */
export const BLOCK_TYPE_CODES = Object.freeze({
  template: Object.freeze({ min: 1, max: 69 }),
  full: Object.freeze({ min: 1, max: 71 }),
  /** Chart, gallery, summary and image variants. */
  variants: Object.freeze({ min: 1000, max: 1019 }),
} as const);

/** Block kinds an item can promote (`promotedBlockType`, lower-case in the context). */
export const PROMOTED_BLOCK_TYPES = Object.freeze([
  'map', 'embed', 'image', 'code', 'quote', 'twitter', 'link', 'video', 'foursquare', 'instagram', 'form',
] as const);
/** A promoted block type, e.g. `'video'`. */
export type PromotedBlockType = (typeof PROMOTED_BLOCK_TYPES)[number];

/**
 * Slice types by name with their codes, as the template layer resolves them (`currentType` of a
 * slice; `undefined` is -1). The spec names 20 slices for 19 values; `sub-heading`,
 * `popup-overlay-action` and `temp-lock-inject` have no code the template layer resolves.
 */
export const SLICE_TYPES = Object.freeze({
  undefined: -1,
  heading: 1,
  body: 3,
  image: 4,
  gallery: 5,
  video: 6,
  'social-icons': 7,
  buttons: 8,
  navigation: 9,
  'custom-form': 10,
  newsletter: 11,
  album: 12,
  map: 13,
  logo: 14,
  action: 15,
  lock: 17,
  password: 18,
  twitter: 19,
} as const);
/** The name of a slice type known to the template layer. */
export type SliceType = keyof typeof SLICE_TYPES;

/** Every named slice of the spec, including those without a resolvable code. */
export const SLICE_NAMES = Object.freeze([
  'heading', 'sub-heading', 'body', 'image', 'gallery', 'video', 'social-icons', 'buttons', 'navigation',
  'custom-form', 'newsletter', 'album', 'map', 'lock', 'password', 'twitter', 'logo', 'action',
  'popup-overlay-action', 'temp-lock-inject',
] as const);

/** Slide types (the page sections made of slices). */
export const SLIDE_TYPES = Object.freeze(['cover-page', 'lock-screen', 'popup-overlay'] as const);
