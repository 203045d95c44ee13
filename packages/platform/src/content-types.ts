/**
 * Content catalogues of platform.md §3 Enumerations: record (item) types, collection types,
 * folder behaviours, background sources and page-section kinds.
 */

/** Record types known to the template layer (`recordType` of an item); `UNDEFINED` is -1. */
export const RECORD_TYPES = Object.freeze({
  UNDEFINED: -1,
  TEXT: 1,
  IMAGE: 2,
  QUOTE: 4,
  LINK: 5,
  AUDIO: 7,
  VIDEO: 8,
  STORE_ITEM: 11,
  EVENT: 12,
  GALLERY: 14,
  BINARY: 15,
  CSS_ASSET: 16,
  TWEAK_ASSET: 17,
  DIGITAL_GOOD: 18,
  ATTACHMENT: 19,
  WORDPRESS_EXPORT: 20,
  JSON_EXPORT: 21,
  SITE_SEARCH: 30,
  ACTIVE_TIME: 31,
  TWEET: 50,
  CHECKIN: 52,
  KBARTICLE: 54,
} as const);
/** The name of a record type, e.g. `'STORE_ITEM'`. */
export type RecordType = keyof typeof RECORD_TYPES;

/** Item types of the fuller catalogue run from 1 to 63 (the template layer knows `RECORD_TYPES`). */
export const ITEM_TYPE_CODES = Object.freeze({ min: 1, max: 63 } as const);

/**
 * Item types the spec names (platform.md §3 "Item types 1-63: text, image, video, store item, event,
 * digital good, lesson, course item and others"). Those the template layer knows share its codes;
 * `LESSON` and `COURSE_ITEM` are named without a code, which lies in the reserved range 1-63.
 */
export const ITEM_TYPES = Object.freeze({
  TEXT: RECORD_TYPES.TEXT,
  IMAGE: RECORD_TYPES.IMAGE,
  VIDEO: RECORD_TYPES.VIDEO,
  STORE_ITEM: RECORD_TYPES.STORE_ITEM,
  EVENT: RECORD_TYPES.EVENT,
  DIGITAL_GOOD: RECORD_TYPES.DIGITAL_GOOD,
  LESSON: null,
  COURSE_ITEM: null,
} as const);

/**
 * Collection types listed by the template layer, with their codes (platform.md §3 "generic 1,
 * subscription 2, page 10, template-page 7 and others"; the others are the reference engine's).
 */
export const COLLECTION_TYPES = Object.freeze({
  GENERIC: 1,
  SUBSCRIPTION: 2,
  TWITTER: 3,
  FOURSQUARE: 4,
  INSTAGRAM: 5,
  GALLERY_BLOCK: 6,
  TEMPLATE_PAGE: 7,
  SPLASH_PAGE: 8,
  PAGE: 10,
  FIVEHUNDREDPIX: 11,
  FLICKR: 12,
  PRODUCTS: 13,
  SLIDE_GALLERY: 15,
  SLIDE_ALBUM: 16,
  SLIDE_VIDEO: 17,
  ALBUM_BLOCK: 18,
} as const);
/** The name of a collection type. */
export type CollectionType = keyof typeof COLLECTION_TYPES;

/** Collection type codes of the fuller catalogue. */
export const COLLECTION_TYPE_CODES = Object.freeze({ min: 1, max: 25 } as const);

/**
 * Collection types the fuller catalogue names beyond the template layer's ("portfolio, lessons,
 * course"); the spec gives no code for them, which lie in the reserved range 1-25.
 */
export const FULL_CATALOGUE_COLLECTION_TYPES = Object.freeze(['PORTFOLIO', 'LESSONS', 'COURSE'] as const);

/** What a navigation folder does when clicked. */
export const FOLDER_BEHAVIORS = Object.freeze({ INDEX: 1, REDIRECT: 2, NONE: 3 } as const);
/** The name of a folder behaviour. */
export type FolderBehavior = keyof typeof FOLDER_BEHAVIORS;

/** Index kinds of the fuller catalogue: the folder behaviours plus `VARIATION` 4. */
export const INDEX_KINDS = Object.freeze({ ...FOLDER_BEHAVIORS, VARIATION: 4 } as const);

/** Where a section background comes from; `UNDEFINED` is -1 (as for record types). */
export const BACKGROUND_SOURCES = Object.freeze({ UNDEFINED: -1, UPLOAD: 1, INSTAGRAM: 2, VIDEO: 3, NONE: 4 } as const);
/** The name of a background source. */
export type BackgroundSource = keyof typeof BACKGROUND_SOURCES;

/** Page-section kinds. */
export const PAGE_SECTION_KINDS = Object.freeze({ COVER_PAGE: 1, LOCK_SCREEN: 2, POPUP_OVERLAY: 3 } as const);
/** The name of a page-section kind. */
export type PageSectionKind = keyof typeof PAGE_SECTION_KINDS;
