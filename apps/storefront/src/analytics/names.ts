/**
 * Names and limits of the browser analytics (platform.md §9 "Analytics and
 * session", storefront.md §7–§9). Exact: the server and old pages read them.
 * What only the event trackers use is in tracker-names.ts: every constant here
 * is in the script every page loads. The facts the server shares (the visitor cookie, the pages
 * never counted) have their home in @plinth/platform's analytics-facts.
 */
import { VISITOR_COOKIE } from '@plinth/platform/analytics-facts';

export { VISITOR_COOKIE };

/** Visit (session) cookie, 30 minutes, renewed by every page view. */
export const VISIT_COOKIE = 'ss_cvt';
/** Every analytics cookie cleared under a restrictive cookie policy until the visitor accepts. */
export const TRACKING_COOKIES = ['ss_cid', 'ss_cpvisit', 'ss_cvisit', VISITOR_COOKIE, VISIT_COOKIE] as const;

/** The visitor's answer to the consent banner: 'accepted' or 'declined' (1 year). */
export const CONSENT_COOKIE = 'ss_consent';

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;
export const VISIT_COOKIE_MS = 30 * MINUTE;
export const CONSENT_MS = 365 * DAY;

/** Every analytics request is abandoned after this long (and its failure ignored). */
export const ANALYTICS_TIMEOUT_MS = 2500;

/** Client error reporting limits (storefront.md §8). */
export const MAX_ERROR_SENDS = 20;
export const MAX_ERROR_QUEUE = 10;
export const MAX_STACK_LENGTH = 5000;
export const ERROR_DEBOUNCE_MS = 1000;
