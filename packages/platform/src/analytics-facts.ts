/*
 * The analytics facts the browser and the server share (platform.md §2, storefront.md §9): the
 * visitor cookie's name, lifetime and format, and the pages analytics never counts. One home, so
 * the page view's script, the census routes, the experiments and the recorder read one rule.
 * Small and dependency-free: the loader every page downloads imports it.
 */

/** The visitor cookie: `id|firstVisit|lastVisit|visitCount` (epoch ms). */
export const VISITOR_COOKIE = 'ss_cvr';
/** The visitor cookie lives 2 years (730 days), renewed by every page view. */
export const VISITOR_COOKIE_MAX_AGE_MS = 730 * 24 * 60 * 60 * 1000;

/** The fields of a visitor cookie. */
export interface VisitorCookie {
  id: string;
  firstVisit: number;
  lastVisit: number;
  visitCount: number;
}

/** A visitor id as the server stores it: 1 to 64 of A-Z a-z 0-9 _ - (`\w` is A-Za-z0-9_). */
const VISITOR_ID = /^[\w-]{1,64}$/;

/**
 * The fields of an `ss_cvr` value: four `|`-separated fields whose first is a visitor id (the
 * numbers as `Number` reads them: each reader checks the ones it uses), else null.
 * @example parseVisitorCookie('v1|10|20|3') // { id: 'v1', firstVisit: 10, lastVisit: 20, visitCount: 3 }
 */
export function parseVisitorCookie(value: string | null | undefined): VisitorCookie | null {
  const parts = value?.split('|') ?? [];
  if (parts.length !== 4 || !VISITOR_ID.test(parts[0] as string)) return null;
  const [firstVisit, lastVisit, visitCount] = parts.slice(1).map(Number) as [number, number, number];
  return { id: parts[0] as string, firstVisit, lastVisit, visitCount };
}

/** Whether a cookie's number is a time or a count (a non-negative safe integer). */
export const isVisitorCookieNumber = (n: number): boolean => Number.isSafeInteger(n) && n >= 0;

/** The `ss_cvr` value of a visitor. */
export const formatVisitorCookie = (v: VisitorCookie): string => `${v.id}|${v.firstVisit}|${v.lastVisit}|${v.visitCount}`;

/** Page types analytics never counts (§2): not found (100), lock screen (103), member-area access denied (106). */
export const ANALYTICS_SKIPPED_PAGE_TYPES: readonly [100, 103, 106] = [100, 103, 106];

/** The search page's path, which analytics never counts either (§2). */
export const SEARCH_PATH = '/search';

/** Whether analytics never counts a page: the search (and below it) or a skipped page type. */
export function isAnalyticsExcludedPage(path: string, pageType: unknown): boolean {
  return path === SEARCH_PATH || path.startsWith(`${SEARCH_PATH}/`) || (ANALYTICS_SKIPPED_PAGE_TYPES as readonly unknown[]).includes(pageType);
}
