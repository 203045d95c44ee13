/**
 * The Core Web Vitals script (platform.md §7, §9 "Performance"), part of the after-idle chunk
 * (after-idle.ts): it asks `getPerformanceSettings` for a page-load id, measures LCP,
 * CLS, INP, FCP and TTFB with web-vitals and the first input's delay with a `first-input`
 * observer, adds navigation timing, images and user timings 30 s after load, and sends the
 * records then and whenever the page is hidden (once the id is known): by beacon, or by XHR (a
 * string body goes as text/plain) when the beacon is refused. Metrics reported later than 60 s
 * after the navigation are not taken; the server adds the environment by host name.
 *
 * Every byte counts: this and web-vitals must stay within 4 kB gzip (scripts/report-size.ts).
 */
import { scriptUrl } from '../api/script-url.ts';
import { getPerformanceSettings } from '@plinth/api/client/routes/getPerformanceSettings';
import { postPerformanceRecords } from '@plinth/api/client/routes/postPerformanceRecords';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { AfterIdleContext } from '../after-idle.ts';
import { APP, ERROR_EVENT, MAX_ENTRIES, MAX_VALUE, METRICS_WAIT_MS, NO_PAGE_LOAD_ID, SETTINGS_TIMEOUT, UNEXPECTED_STATUS, VERSION, WAIT_MS } from './names.ts';
import { attributionOf } from './records.ts';

export function startPerformance({ page, reportError }: AfterIdleContext): void {
  const fail = (message: string, extra?: Record<string, unknown>) => reportError(ERROR_EVENT, new Error(message), extra);
  let pending: object[] = [];
  let pageLoadId: string | undefined;

  /**
   * One XHR: the settings GET (30 s timeout; a non-200 status is an error, except 0, which is
   * ignored), or the POST of a batch (body).
   */
  const xhr = (url: string, body?: string) => {
    const request = new XMLHttpRequest();
    request.open(body ? 'POST' : 'GET', url);
    request.responseType = 'json';
    request.timeout = WAIT_MS;
    request.ontimeout = () => body || fail(SETTINGS_TIMEOUT);
    request.onloadend = () => {
      const { status } = request;
      if (status !== (body ? 204 : 200)) status && fail(UNEXPECTED_STATUS, { status, url });
      // Should the page have been hidden before the id came, what waited for it goes now.
      else if (!body) (pageLoadId = request.response?.pageLoadId) ? document.hidden && flush() : fail(NO_PAGE_LOAD_ID);
    };
    request.send(body);
  };
  const flush = () => {
    if (!pageLoadId || !pending.length) return;
    const body = JSON.stringify(pending.map((record) => ({ ...record, pageLoadId })));
    pending = [];
    const records = postPerformanceRecords.path;
    navigator.sendBeacon(records, body) || xhr(records, body);
  };
  /** Adds a record `{ app, event, ts, data, raw }` (the page-load id joins it when sent). */
  const take = (event: string, data: object, raw?: number) =>
    performance.now() <= METRICS_WAIT_MS && pending.push({ app: APP, event, ts: Date.now(), data: { ...data, version: VERSION }, raw });
  /** A metric's record (none for a value above 2147483647), with its culprit. */
  const metric = ({ name, value, entries }: Pick<Metric, 'name' | 'value' | 'entries'>) => value <= MAX_VALUE && take(name, { value, attribution: attributionOf(entries) }, value);

  // The page's type and collection (those it has) tell the server its template, the width its device.
  xhr(scriptUrl(getPerformanceSettings, {}, { width: innerWidth, pageType: page.pageType, collectionId: page.collectionId }));

  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(metric);
  // The spec's input delay: the first input's wait for the main thread.
  new PerformanceObserver((list, observer) => {
    const entries = list.getEntries() as PerformanceEventTiming[];
    observer.disconnect();
    metric({ name: 'FID' as Metric['name'], value: entries[0].processingStart - entries[0].startTime, entries });
  }).observe({ type: 'first-input', buffered: true });

  // 30 s after load: navigation timing, images and user timings (20 of each kind) join what was measured.
  setTimeout(() => {
    const add = (event: string, type: string) =>
      performance
        .getEntriesByType(type)
        .filter((entry) => type !== 'resource' || (entry as PerformanceResourceTiming).initiatorType === 'img')
        .slice(0, MAX_ENTRIES)
        .map((entry) => take(event, entry.toJSON()));
    add('page-speed', 'navigation');
    add('image', 'resource');
    add('user-timing', 'mark');
    add('user-timing', 'measure');
    flush();
  }, WAIT_MS);

  // Registered after web-vitals' own listeners, so CLS and INP are final when this runs.
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  addEventListener('pagehide', flush);
}
