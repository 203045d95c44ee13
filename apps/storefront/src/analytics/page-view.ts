/**
 * One page view: renews the visitor cookies when cookies are allowed (or
 * clears them when they are not) and posts the hit.
 */
import { recordHit } from '@plinth/api/client/routes/recordHit';
import type { CookieJar } from './cookie-jar.ts';
import { clearTrackingCookies } from './consent.ts';
import { hitData, PAGE_VIEW_EVENT, type BrowserSnapshot } from './hit.ts';
import { VISITOR_COOKIE_MAX_AGE_MS } from '@plinth/platform/analytics-facts';
import { VISIT_COOKIE, VISIT_COOKIE_MS, VISITOR_COOKIE } from './names.ts';
import type { PageInfo } from './page.ts';
import { form, post, type Fetch } from './send.ts';
import { formatVisitor, newId, parseVisitor, visitAfterPageView, type VisitorRecord } from './visitor.ts';

/** Sets ss_cvr and ss_cvt for a page view at `now`; returns the visitor. */
export function renewVisitorCookies(jar: CookieJar, now: number): VisitorRecord {
  const visitor = visitAfterPageView(parseVisitor(jar.get(VISITOR_COOKIE)), jar.get(VISIT_COOKIE) !== null, now, newId());
  jar.set(VISITOR_COOKIE, formatVisitor(visitor), VISITOR_COOKIE_MAX_AGE_MS);
  jar.set(VISIT_COOKIE, String(visitor.lastVisit), VISIT_COOKIE_MS);
  return visitor;
}

export interface PageViewInput {
  jar: CookieJar;
  fetch: Fetch;
  page: PageInfo;
  browser: BrowserSnapshot;
  now: number;
  cookiesAllowed: boolean;
}

/** Resolves to the hit's status (0: failed or timed out, ignored). */
export function recordPageView({ jar, fetch, page, browser, now, cookiesAllowed }: PageViewInput): Promise<number> {
  let visitor: VisitorRecord | null = null;
  if (cookiesAllowed) visitor = renewVisitorCookies(jar, now);
  else clearTrackingCookies(jar);
  const data = hitData(page, browser, visitor?.id ?? null, now);
  // The route takes no params or query: its path is its URL (the loader carries no URL builder).
  return post(fetch, recordHit.path, form({ event: PAGE_VIEW_EVENT, data: JSON.stringify(data), ss_cvr: visitor && formatVisitor(visitor) }));
}
