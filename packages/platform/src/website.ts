/** Website and analytics catalogues (platform.md §3 Enumerations, §3 Editor entities). */

/** Website (subscription) status codes. Codes 9 and 10 are not used. */
export const WEBSITE_STATUSES = Object.freeze({
  EXPIRED: 1,
  PAST_DUE: 2,
  TRIAL: 3,
  BETA: 4,
  REMOVED: 5,
  INTERNAL: 6,
  COMPED: 7,
  PAID: 8,
  LINKED: 11,
  ACTIVE_PARKING_PAGE: 12,
  RESOLD: 13,
  RESOLD_GRACE_PERIOD: 14,
  ENTERPRISE: 15,
} as const);
/** The name of a website status. */
export type WebsiteStatus = keyof typeof WEBSITE_STATUSES;

/** Kinds of analytics event. */
export const ANALYTICS_EVENT_KINDS = Object.freeze({ PAGE_VIEW: 1, SITE_SEARCH: 2, HEARTBEAT: 10, AUDIO: 20, VIDEO: 21 } as const);
/** The name of an analytics event kind. */
export type AnalyticsEventKind = keyof typeof ANALYTICS_EVENT_KINDS;

/** Page status labels shown in the editor. */
export const PAGE_STATUS_LABELS = Object.freeze({
  SCHEDULED: 'Scheduled',
  NEEDS_REVIEW: 'Needs Review',
  DRAFT: 'Draft',
  PRIVATE: 'Private',
} as const);
/** A page status. */
export type PageStatus = keyof typeof PAGE_STATUS_LABELS;

/** The note on a page that only site members can see. */
export const MEMBERS_ONLY_PAGE_NOTE = 'This page is locked; available only to site members.';

/** Collection views, device views and the other small constant sets of §3. */
export const COLLECTION_VIEWS = Object.freeze(['list', 'grid', 'product'] as const);
/** Device previews of the editor. */
export const DEVICE_VIEWS = Object.freeze(['desktop', 'phone', 'tablet'] as const);

/** Sections of the form model in the editor's form block. */
export const FORM_MODEL_SECTIONS = Object.freeze(['build', 'storage', 'advanced', 'captcha', 'disclaimer'] as const);

/**
 * Events of the style editor's tweaks (the site styles panel): a value changed, the panel closed,
 * saved or reset, and the panel's show and close hooks.
 */
export const TWEAK_EVENTS = Object.freeze(['change', 'close', 'save', 'reset', 'aftershow', 'afterclose', 'beforeopen'] as const);
/** A tweak event, e.g. `'aftershow'`. */
export type TweakEvent = (typeof TWEAK_EVENTS)[number];
