/**
 * The Core Web Vitals script (platform.md §7, §9 "Performance"), loaded after the page is idle
 * (after-idle.ts): it asks for a page-load id, measures LCP, CLS, INP, FCP and TTFB with
 * web-vitals and the first input's delay with a `first-input` observer, adds navigation timing,
 * images and user timings, and sends the records 30 s after load and whenever the page is hidden.
 * Metrics reported later than 60 s after the start are not taken.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { AfterIdleContext } from '../after-idle.ts';
import { FLUSH_AFTER_MS, MAX_ENTRIES, METRICS_WAIT_MS } from './names.ts';
import { entryRecord, environmentOf, metricRecord, resource, selectorOf, type Pending } from './records.ts';
import { requestPageLoadId, sendRecords } from './transport.ts';

type Entry = PerformanceEntry & Record<string, any>;

/** The culprit of a metric, from its entries: the LCP element and resource, the largest shift's or the slowest interaction's target. */
function attributionOf(metric: Metric): Record<string, string | undefined> {
  const entries = metric.entries as Entry[];
  if (metric.name === 'LCP') {
    const last = entries.at(-1);
    return { element: selectorOf(last?.element), resource: last?.url ? resource(last.url) : undefined };
  }
  if (metric.name === 'CLS') {
    const largest = entries.reduce<Entry | undefined>((a, b) => (a && a.value >= b.value ? a : b), undefined);
    return { target: selectorOf(largest?.sources?.find((s: Entry) => s.node)?.node) };
  }
  if (metric.name === 'INP') return { target: selectorOf(entries.find((e) => e.target)?.target) };
  return {};
}

export function startPerformance({ win, page, reportError }: AfterIdleContext): void {
  const perf = win.performance;
  const environment = environmentOf(win.location.hostname);
  const started = Date.now();
  let pending: Pending[] = [];
  const take = (record: Pending | null) => record && Date.now() - started <= METRICS_WAIT_MS && pending.push(record);

  const query = new URLSearchParams({ width: String(win.innerWidth) });
  if (page.pageType !== undefined) query.set('pageType', String(page.pageType));
  if (page.collectionId) query.set('collectionId', page.collectionId);
  const pageLoadId = requestPageLoadId(win, query.toString(), reportError);

  const flush = () => {
    const batch = pending;
    pending = [];
    if (batch.length) void pageLoadId.then((id) => id && sendRecords(win, batch.map((record) => ({ ...record, pageLoadId: id })), reportError));
  };

  const onMetric = (metric: Metric) => take(metricRecord(metric, environment, Date.now(), attributionOf(metric)));
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(onMetric);
  // The spec's input delay: the first input's wait for the main thread.
  new PerformanceObserver((list, observer) => {
    const first = list.getEntries()[0] as Entry | undefined;
    if (!first) return;
    observer.disconnect();
    take(metricRecord({ name: 'FID', value: first.processingStart - first.startTime }, environment, Date.now(), { target: selectorOf(first.target) }));
  }).observe({ type: 'first-input', buffered: true });

  // 30 s after load: navigation timing, images and user timings join what was measured.
  setTimeout(() => {
    const now = Date.now();
    const add = (event: string, entries: PerformanceEntry[]) => {
      for (const entry of entries.slice(0, MAX_ENTRIES)) take(entryRecord(event, entry.toJSON(), environment, now));
    };
    add('page-speed', perf.getEntriesByType('navigation'));
    add('image', (perf.getEntriesByType('resource') as Entry[]).filter((e) => e.initiatorType === 'img'));
    add('user-timing', [...perf.getEntriesByType('mark'), ...perf.getEntriesByType('measure')]);
    flush();
  }, FLUSH_AFTER_MS);

  // Registered after web-vitals' own listeners, so CLS and INP are final when this runs.
  win.addEventListener('visibilitychange', () => win.document.visibilityState === 'hidden' && flush());
  win.addEventListener('pagehide', flush);
}
