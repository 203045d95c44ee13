/**
 * The page view (storefront.md §7): the contract's `recordHit`,
 * form-encoded `event`, `data` (the storefront event fields of platform.md §3
 * as JSON) and `ss_cvr` (left out while cookies are refused: the server then
 * counts the visit without cookies).
 */
import type { PageInfo } from './page.ts';

/** The `event` of a page view. */
export const PAGE_VIEW_EVENT = 'pageView';

/** What the browser knows beside the page info. */
export interface BrowserSnapshot {
  url: string;
  referrer: string;
  title: string;
  userAgent: string;
  language: string;
  viewport: { width: number; height: number };
  screen: { width: number; height: number };
}

export function snapshot(win: Window): BrowserSnapshot {
  return {
    url: win.location.href,
    referrer: win.document.referrer,
    title: win.document.title,
    userAgent: win.navigator.userAgent,
    language: win.navigator.language,
    viewport: { width: win.innerWidth, height: win.innerHeight },
    screen: { width: win.screen.width, height: win.screen.height },
  };
}

/** The `data` of a page view. `visitorCookie` is the ss_cvr id, or null without cookies. */
export function hitData(page: PageInfo, browser: BrowserSnapshot, visitorCookie: string | null, now: number) {
  return {
    websiteId: page.websiteId,
    templateId: null,
    memberAccountId: null,
    website_locale: page.locale,
    member_locale: browser.language,
    visitorCookie,
    userAgent: browser.userAgent,
    clientDate: now,
    viewportWidth: browser.viewport.width,
    viewportHeight: browser.viewport.height,
    screenWidth: browser.screen.width,
    screenHeight: browser.screen.height,
    url: browser.url,
    referrer: browser.referrer,
    title: browser.title,
    itemId: page.itemId,
    recordType: page.recordType,
    collectionId: page.collectionId,
    pageType: page.pageType,
  };
}
