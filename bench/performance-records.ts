import type autocannon from 'autocannon';
import { measure, type LoadResult } from './load.ts';
import type { LoadOptions } from './options.ts';

/*
 * Core Web Vitals ingestion (issue 13): `POST /api/1/performance/records` as a browser sends it — a
 * text/plain JSON batch of one page load's records — against the events bench's server. Page-load
 * ids are issued first through `GET /api/1/performance/settings` (each visitor its own crumb, as a
 * browser has, so the per-visitor limit of 60 calls a minute is not what is measured).
 */

/** Records per batch: the six metrics, navigation timing and three images (a page's first flush). */
export const RECORDS_PER_BATCH = 10;
/** Batches per page load: a page that stays open flushes again when hidden; under the 300-record and 60-call limits. */
const BATCHES_PER_PAGE_LOAD = 10;
/** Page-load ids issued before the load (enough for 80,000 batches). */
const PAGE_LOADS = 8_000;
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

export interface RecordsLoad {
  load: LoadResult;
  /** Records per second answered 204 (batches × records per batch). */
  recordsPerSecond: number;
  pageLoads: number;
  /** Batches answered 204 (warm-up included); rows then expected in performance_records. */
  accepted: number;
  expectedRows: number;
}

/** A crumb cookie of bench visitor `i` (16+ characters, the crumb pattern). */
const crumb = (i: number) => `benchperf${String(i).padStart(8, '0')}`;

/** Issues `count` page-load ids of the product page, 50 requests at a time. */
async function issuePageLoads(baseURL: string, productPath: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < count; start += 50) {
    const batch = Array.from({ length: Math.min(50, count - start) }, async (_, k) => {
      const response = await fetch(`${baseURL}/api/1/performance/settings?pageType=50&width=${k % 2 ? 390 : 1280}`, {
        headers: { referer: `${baseURL}${productPath}`, 'user-agent': FIREFOX, cookie: `crumb=${crumb(start + k)}` },
      });
      if (response.status !== 200) throw new Error(`settings answered ${response.status}: ${await response.text()}`);
      return ((await response.json()) as { pageLoadId: string }).pageLoadId;
    });
    ids.push(...(await Promise.all(batch)));
  }
  return ids;
}

/** One page load's batch: the six metrics (values spread over all ratings), navigation timing and three images. */
function batchBody(pageLoadId: string, n: number): string {
  const ts = 1_700_000_000_000 + n;
  const metric = (event: string, value: number, attribution: Record<string, string> = {}) => ({ app: 'storefront', event, pageLoadId, ts, data: { value, version: '4.8.0', attribution }, raw: value });
  const image = (i: number) => ({ app: 'storefront', event: 'image', pageLoadId, ts, data: { name: `https://shop.example/media/p${i}.jpg?w=750`, entryType: 'resource', initiatorType: 'img', startTime: 300 + i, duration: 80 + (n % 200), transferSize: 40_000, version: '4.8.0' } });
  return JSON.stringify([
    metric('LCP', 900 + (n % 4000), { target: 'div>picture.plinth-variant-image>img', resource: 'https://shop.example/media/mug.png' }),
    metric('CLS', (n % 40) / 100, { target: 'div.product__summary' }),
    metric('INP', 40 + (n % 600), { target: 'button.plinth-add-to-cart__button' }),
    metric('FCP', 300 + (n % 3000)),
    metric('TTFB', 50 + (n % 2000)),
    metric('FID', n % 400, { target: 'h1.product__title' }),
    { app: 'storefront', event: 'page-speed', pageLoadId, ts, data: { name: 'https://shop.example/shop/mug?utm_source=x', entryType: 'navigation', responseStart: 80, domInteractive: 400, loadEventEnd: 1200, transferSize: 20_000, type: 'navigate', version: '4.8.0' } },
    image(1),
    image(2),
    image(3),
  ]);
}

/** Issues the page loads, then measures the records route. */
export async function measureRecords(baseURL: string, productPath: string, options: LoadOptions, log: (line: string) => void): Promise<RecordsLoad> {
  log(`events: issuing ${PAGE_LOADS.toLocaleString('en-US')} page-load ids …`);
  const ids = await issuePageLoads(baseURL, productPath, PAGE_LOADS);
  const batches = new Map<number, number>();
  let sent = 0;
  const requests: autocannon.Request[] = [
    {
      method: 'POST',
      path: '/api/1/performance/records',
      // The connection's context remembers the page load of its request in flight (pipelining 1).
      setupRequest: (request, context) => {
        const n = sent++;
        const load = Math.floor(n / BATCHES_PER_PAGE_LOAD) % ids.length;
        (context as { load?: number }).load = load;
        return { ...request, headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': FIREFOX, cookie: `crumb=${crumb(load)}` }, body: batchBody(ids[load], n) };
      },
      onResponse: (status, _body, context) => {
        const { load } = context as { load: number };
        if (status === 204) batches.set(load, (batches.get(load) ?? 0) + 1);
      },
    },
  ];
  log('events: measuring POST /api/1/performance/records …');
  const load = await measure({ url: baseURL, requests }, options);
  let accepted = 0;
  let expectedRows = 0;
  // Each metric counts once per page load; navigation timing and images are kept from every batch.
  for (const count of batches.values()) {
    accepted += count;
    expectedRows += 6 + 4 * count;
  }
  return { load, recordsPerSecond: load.rps * RECORDS_PER_BATCH, pageLoads: ids.length, accepted, expectedRows };
}
