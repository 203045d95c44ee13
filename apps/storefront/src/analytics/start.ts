/**
 * Starts the analytics of a page (part of the loader every page loads): the
 * error reporter always (its stub: the reporter loads with the first report);
 * on pages that are not excluded, the page view and, when the owner's policy
 * asks for it, the consent banner (its own chunk), and once the page is idle
 * after load, after-idle.ts (the Core Web Vitals script). The event trackers
 * load with the first event (events.ts).
 */
import { CRUMB_COOKIE } from '../cookies.ts';
import { cookiesAllowed, shouldAsk } from './consent.ts';
import { cookieJar, type CookieJar } from './cookie-jar.ts';
import type { ReportError } from './error-reporter.ts';
import { catchPageErrors, lazyErrorReporter } from './error-reporter-stub.ts';
import { isExcludedPage } from './exclusions.ts';
import { snapshot } from './hit.ts';
import { CONSENT_COOKIE, VISITOR_COOKIE } from './names.ts';
import { readPageInfo, type PageInfo } from './page.ts';
import { recordPageView, renewVisitorCookies } from './page-view.ts';
import { form, post, type Fetch } from './send.ts';

/** What the trackers need of the page. */
export interface AnalyticsContext {
  win: Window;
  jar: CookieJar;
  fetch: Fetch;
  page: PageInfo;
  crumb(): string | null;
  cookiesAllowed(): boolean;
  reportError: ReportError;
}

let context: AnalyticsContext | null = null;

/**
 * Sends an event of the newer format (see tracker.ts); resolves true once it
 * left. Nothing is sent before the analytics started or on excluded pages.
 */
export function trackEvent(schemaName: string, fields: Record<string, unknown>, options?: { validate?: boolean }): Promise<boolean> {
  const ctx = context;
  return ctx ? import('./events.ts').then((events) => events.pageTracker(ctx).trackEvent(schemaName, fields, options)) : Promise.resolve(false);
}

/** Sends an event of the older format (form-encoded to the contract's `recordEvent`); resolves to the status. */
export function recordEvent(event: string, data: Record<string, unknown>): Promise<number> {
  const ctx = context;
  return ctx ? import('./events.ts').then((events) => events.pageTracker(ctx).recordEvent(event, data)) : Promise.resolve(0);
}

/**
 * A widget's census call to `url` (the contract's `recordFormRender`, `recordQuickView`, … as
 * `urlOf(route, …)`: the loader carries no URL builder),
 * form-encoded like the page view: `event`, `data` (the time of the call with `fields`) and
 * `ss_cvr` while cookies are allowed. Resolves to the status (0: not sent or failed).
 */
export function recordCensus(url: string, event: string, fields: Record<string, unknown> = {}): Promise<number> {
  const ctx = context;
  if (!ctx) return Promise.resolve(0);
  // The server knows the site by its host and the page by the Referer of this same-origin call.
  // clientDate makes each call unique as sent: the server drops the same body again as a replay.
  const data = { clientDate: Date.now(), ...fields };
  return post(ctx.fetch, url, form({ event, data: JSON.stringify(data), ss_cvr: ctx.cookiesAllowed() ? ctx.jar.get(VISITOR_COOKIE) : null }));
}

export function startAnalytics(win: Window): void {
  const doc = win.document;
  const jar = cookieJar(doc);
  const fetch: Fetch = win.fetch.bind(win);
  const crumb = () => jar.get(CRUMB_COOKIE);
  // The reporter itself loads with the first report (error-reporter-stub.ts). The loader's hashed
  // file name names the build, so the server can group errors per release.
  const release = import.meta.url.slice(import.meta.url.lastIndexOf('/') + 1);
  const reportError = lazyErrorReporter((now) => import('./error-reporter-page.ts').then((m) => m.pageErrorReporter(fetch, crumb, release, now)));
  catchPageErrors(win, reportError);

  const page = readPageInfo(doc);
  if (isExcludedPage(win.location.pathname, page.pageType)) return;
  const allowed = () => cookiesAllowed(page.cookiePolicy, jar.get(CONSENT_COOKIE));
  context = { win, jar, fetch, page, crumb, cookiesAllowed: allowed, reportError };

  void recordPageView({ jar, fetch, page, browser: snapshot(win), now: Date.now(), cookiesAllowed: allowed() });
  if (shouldAsk(page.cookiePolicy, jar.get(CONSENT_COOKIE))) {
    void import('./consent-banner.ts').then((banner) =>
      // This view was already counted without cookies; from the next one on, with them.
      banner.showConsentBanner(doc, jar, (answer) => answer === 'accepted' && renewVisitorCookies(jar, Date.now())),
    );
  }
  // What waits for an idle page (the Core Web Vitals script) loads after load, off the first-load budget.
  // The loader is a module script, run before the document's load: the event is still to come.
  const afterIdle = () => void import('../after-idle.ts').then((m) => m.startAfterIdle({ win, page, reportError }));
  win.addEventListener('load', () => win.requestIdleCallback?.(afterIdle) ?? setTimeout(afterIdle));
}
