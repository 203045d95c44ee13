/** Page types and their numeric codes (platform.md §2 "Page types"). */
export const PAGE_TYPES = Object.freeze({
  MAIN_CONTENT: 1,
  PAGE: 2,
  SPLASH_PAGE: 3,
  CONTENT_ITEM: 50,
  NOT_FOUND: 100,
  ERROR: 101,
  SEARCH: 102,
  LOCK_SCREEN: 103,
  POPUP_OVERLAY: 104,
  PROTECTED_CONTENT: 105,
  MEMBER_AREA_ACCESS_DENIED: 106,
  SHOW_CART: 200,
  CHECKOUT: 201,
  ORDER_CONFIRMED: 202,
  DONATE: 203,
  CONTRIBUTION_CONFIRMED: 204,
  COMMERCE_CART_V2: 205,
  SUBSCRIPTION_CONFIRMED: 206,
  ORDER_RECEIVED: 207,
  MEMBERSHIP_CONFIRMED: 208,
  REVIEWS_REQUEST: 209,
  DIGITAL_PRODUCT_COMPOSER_PREVIEW: 210,
  ORDER_STATUS: 211,
  NEWSLETTER_UNSUBSCRIBE: 300,
  COMMERCE_EMAIL_PREVIEW: 301,
} as const);

/** The name of a page type, e.g. `'SHOW_CART'`. */
export type PageType = keyof typeof PAGE_TYPES;
/** The numeric code of a page type. */
export type PageTypeCode = (typeof PAGE_TYPES)[PageType];

/** Page types the analytics layer does not record, and the search path it ignores (§2): their home is analytics-facts.ts. */
export { ANALYTICS_SKIPPED_PAGE_TYPES, SEARCH_PATH } from './analytics-facts.ts';
