/**
 * Blocks and slices (platform.md §3 Enumerations): block-type codes, promoted block types,
 * and the slice and slide types of cover pages, lock screens and popup overlays.
 */

/**
 * Block types of the template layer by name, with their codes (platform.md §3 "BlockType: about 60
 * values with codes 1-69 in the template layer"): the codes the reference template engine resolves
 * (the image block's 5 is the one it reads for `altText`, jsont.md §10). Codes 15, 34-40 and 64 are
 * not used by the template layer.
 */
export const BLOCK_TYPES = Object.freeze({
  NAVIGATION: 1,
  HTML: 2,
  LOGO: 3,
  MAP: 4,
  IMAGE: 5,
  TWITTER: 6,
  JOURNAL: 7,
  GALLERY: 8,
  FORM: 9,
  GEO: 10,
  INDEX: 11,
  COLLECTION_LINK: 12,
  LINK: 13,
  TAGCLOUD: 14,
  COMMENTS: 16,
  FOLDER: 17,
  MENU: 18,
  SOCIAL_LINKS: 19,
  SUMMARY: 20,
  SPACER: 21,
  EMBED: 22,
  CODE: 23,
  FOURSQUARE: 24,
  INSTAGRAM: 25,
  CALENDAR: 26,
  POSTS_BY_AUTHOR: 27,
  POSTS_BY_TAG: 28,
  POSTS_BY_CATEGORY: 29,
  POSTS_BY_MONTH: 30,
  QUOTE: 31,
  VIDEO: 32,
  SEARCH: 33,
  AUDIO: 41,
  FIVEHUNDREDPIX: 42,
  PRODUCT: 43,
  MARKDOWN: 44,
  FLICKR: 45,
  AMAZON: 46,
  HORIZONTAL_RULE: 47,
  SOCIAL_ACCOUNT_LINKS: 48,
  RSS: 49,
  OPENTABLE: 50,
  NEWSLETTER: 51,
  DONATION: 52,
  BUTTON: 53,
  SOCIAL_ACCOUNT_LINKS_V2: 54,
  SUMMARY_V2: 55,
  SOUNDCLOUD: 56,
  EMAIL_FOOTER: 57,
  IN_BROWSER_MESSAGE_LINK: 58,
  TOURDATES: 59,
  ALBUM: 60,
  ARCHIVE: 61,
  CHART: 62,
  ZOLA: 63,
  ACUITY: 65,
  OPENTABLE_V2: 66,
  MEMBER_AREA: 67,
  TOCK: 68,
  ACCORDION: 69,
} as const);
/** The name of a template-layer block type, e.g. `'MEMBER_AREA'`. */
export type BlockType = keyof typeof BLOCK_TYPES;

/**
 * Block types the fuller catalogue (codes 1-71) names beyond the template layer's. The spec does not
 * give their codes; 70 and 71 are reserved for the fuller catalogue.
 */
export const FULL_CATALOGUE_BLOCK_TYPES = Object.freeze(['MARQUEE', 'SHAPE'] as const);

/** The block type of a code, or null (a code the template layer does not name). */
export function blockTypeName(code: number): BlockType | null {
  for (const [name, value] of Object.entries(BLOCK_TYPES)) if (value === code) return name as BlockType;
  return null;
}

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
