import { getPerformanceReport, MAX_PERFORMANCE_RECORDS } from '@plinth/api';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore, type TestStore } from '../../test-support/test-app.ts';
import { createWebsite } from '../site/index.ts';
import { prunePerformance } from './index.ts';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const DAY = 86_400_000;
const TODAY = '2026-03-10';

/** The test clock: the app reads it, tests move it. */
const clock = { now: Date.parse(`${TODAY}T12:00:00Z`) };

/** A page-load id for a page, as the browser asks for it. */
async function settings(store: TestStore, query: string, options: { referer?: string; ua?: string; host?: string } = {}): Promise<LightMyRequestResponse> {
  return store.app.inject({
    method: 'GET',
    url: `/api/1/performance/settings?${query}`,
    headers: { 'user-agent': options.ua ?? FIREFOX, referer: options.referer ?? 'http://localhost/shop', ...(options.host ? { host: options.host } : {}) },
  });
}

async function pageLoadId(store: TestStore, query: string, referer?: string): Promise<string> {
  const response = await settings(store, query, { referer });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().pageLoadId;
}

/** Records as a beacon sends them: a JSON array as text/plain. */
function send(store: TestStore, body: unknown, options: { ua?: string; raw?: string; host?: string; contentType?: string } = {}) {
  return store.app.inject({
    method: 'POST',
    url: '/api/1/performance/records',
    headers: { 'user-agent': options.ua ?? FIREFOX, 'content-type': options.contentType ?? 'text/plain;charset=UTF-8', ...(options.host ? { host: options.host } : {}) },
    payload: options.raw ?? JSON.stringify(body),
  });
}

const metric = (pageLoadId: string, event: string, value: unknown, attribution?: Record<string, string>) => ({
  app: 'storefront',
  event,
  pageLoadId,
  ts: clock.now,
  data: { value, version: '4.8.0', environment: 'dev', ...(attribution ? { attribution } : {}) },
  raw: null,
});

forEachStore(
  'performance records and report',
  (store) => {
    let productCollection = '';
    const report = async (query = `from=${TODAY}&to=${TODAY}`) => {
      const owner = await ownerVisitor(store, 'REPORTING');
      const response = await owner.request({ method: 'GET', url: `/api/owner/performance?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      expect(getPerformanceReport.response.safeParse(response.json()).error).toBeUndefined();
      return response.json();
    };
    const overall = (body: { overall: Array<{ metric: string }> }, name: string) => body.overall.find((m) => m.metric === name);

    it('issues a page-load id for a page, and none to bots or on the search page', async () => {
      const site = await defaultSiteId(store.db);
      const shop = await store.db.selectFrom('collections').select('id').where('website_id', '=', site).where('type', '=', 'products').executeTakeFirstOrThrow();
      productCollection = shop.id;
      const response = await settings(store, `pageType=50&collectionId=${shop.id}&width=390`, { referer: 'http://localhost/shop/p/tee?x=1' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({ pageLoadId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      const row = await store.db.selectFrom('performance_page_loads').selectAll().where('id', '=', response.json().pageLoadId).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ website_id: site, path: '/shop/p/tee', template: 'content-item:products', device: 'mobile' });

      expect((await settings(store, 'pageType=2', { ua: GOOGLEBOT })).statusCode).toBe(204);
      // A signed-in owner's visit is not counted: an id that is never stored, whose records are dropped.
      const admin = await ownerVisitor(store, 'ADMIN');
      const own = await admin.request({ method: 'GET', url: '/api/1/performance/settings?pageType=2', headers: { referer: 'http://localhost/about', 'user-agent': FIREFOX } });
      expect(own.json().pageLoadId).toMatch(/^x-/);
      expect((await send(store, [metric(own.json().pageLoadId, 'LCP', 100)])).statusCode).toBe(204);
      expect(await store.db.selectFrom('performance_records').select('event').where('page_load_id', '=', own.json().pageLoadId).execute()).toEqual([]);
      expect((await settings(store, 'pageType=102', { referer: 'http://localhost/search?q=tee' })).statusCode).toBe(204);
      const bad = await settings(store, 'pageType=page&width=-3');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toContain('pageType must be a page type code.');
    });

    it('stores records of a page load and reports their p75 per template and device, counting a metric once per page load', async () => {
      const mobile = await pageLoadId(store, `pageType=50&collectionId=${productCollection}&width=390`);
      const desktop = await pageLoadId(store, 'pageType=2&width=1280');
      const first = await send(store, [
        metric(mobile, 'LCP', 4500, { element: 'img.hero', resource: 'http://localhost/img/hero.jpg?w=2500' }),
        metric(mobile, 'CLS', 0.3, { target: 'div.banner' }),
        metric(mobile, 'TTFB', 120),
        metric(mobile, 'FCP', 900),
        { app: 'storefront', event: 'page-speed', pageLoadId: mobile, ts: clock.now, data: { load: 1500, domContentLoaded: 700 }, raw: null },
      ]);
      expect(first.statusCode, first.body).toBe(204);
      // The environment is the server's to tell, by the host the records came to (localhost: dev).
      const speed = await store.db.selectFrom('performance_records').select('data_json').where('page_load_id', '=', mobile).where('event', '=', 'page-speed').executeTakeFirstOrThrow();
      expect(JSON.parse(speed.data_json).data).toEqual({ load: 1500, domContentLoaded: 700, environment: 'dev' });
      // A second flush repeats LCP (not counted again) and adds INP.
      expect((await send(store, [metric(mobile, 'LCP', 100), metric(mobile, 'INP', 350, { target: 'button.add' })])).statusCode).toBe(204);
      expect((await send(store, [metric(desktop, 'LCP', 1200, { element: 'h1' }), metric(desktop, 'CLS', 0)])).statusCode).toBe(204);

      const body = await report();
      expect(overall(body, 'LCP')).toEqual({ metric: 'LCP', p75: 4500, rating: 'poor', samples: 2, good: 1, needsImprovement: 0, poor: 1 });
      expect(overall(body, 'INP')).toMatchObject({ p75: 350, rating: 'needs-improvement', samples: 1 });
      expect(overall(body, 'FID')).toMatchObject({ p75: null, samples: 0 });
      const product = body.templates.find((t: { template: string }) => t.template === 'content-item:products');
      expect(product.metrics.find((m: { metric: string }) => m.metric === 'CLS')).toMatchObject({ p75: 0.3, rating: 'poor' });
      const devices = Object.fromEntries(body.devices.map((d: { device: string; metrics: Array<{ metric: string; p75: number }> }) => [d.device, d.metrics.find((m) => m.metric === 'LCP')!.p75]));
      expect(devices).toEqual({ mobile: 4500, desktop: 1200 });
      expect(body.daily.at(-1)).toMatchObject({ date: TODAY });
      // What to fix: the culprits of the page loads that missed "good" (the desktop LCP element was fine).
      expect(body.fixes).toEqual(
        expect.arrayContaining([
          { metric: 'LCP', kind: 'lcp-element', target: 'img.hero', visits: 1, poor: 1, samples: 1 },
          { metric: 'LCP', kind: 'lcp-resource', target: 'http://localhost/img/hero.jpg', visits: 1, poor: 1, samples: 1 },
          { metric: 'CLS', kind: 'shift-target', target: 'div.banner', visits: 1, poor: 1, samples: 1 },
          { metric: 'INP', kind: 'interaction-target', target: 'button.add', visits: 1, poor: 0, samples: 1 },
        ]),
      );
      expect(body.fixes.some((fix: { target: string }) => fix.target === 'h1')).toBe(false);
      const raw = await store.db.selectFrom('performance_records').select(['event', 'value']).where('page_load_id', '=', mobile).orderBy('event').execute();
      expect(raw.map((r) => r.event)).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB', 'page-speed']);
    });

    it('refuses unknown, expired and other sites’ page loads, and drops bad records and out-of-range values', async () => {
      const unknown = await send(store, [metric('no-such-load', 'LCP', 100)]);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.message).toBe('The pageLoadId is unknown or expired, or its page load sent all its records.');

      const other = await createWebsite(store.db, { name: 'Other shop', isDefault: false });
      await store.db.insertInto('website_hosts').values({ host: 'other-perf.test', website_id: other.id }).execute();
      const theirs = (await settings(store, 'pageType=2', { host: 'other-perf.test' })).json().pageLoadId;
      expect((await send(store, [metric(theirs, 'LCP', 100)])).statusCode).toBe(404);
      expect((await send(store, [metric(theirs, 'LCP', 100)], { host: 'other-perf.test' })).statusCode).toBe(204);

      const id = await pageLoadId(store, 'pageType=2&width=800');
      // Out of range, wrong types, another page load: dropped, the rest stored.
      const mixed = await send(store, [metric(id, 'LCP', 2147483648), metric(id, 'TTFB', -5), metric(id, 'SPEED', 1), metric(id, 'FCP', '900'), metric(theirs, 'CLS', 0.1), 'junk', metric(id, 'CLS', 0.05)]);
      expect(mixed.statusCode).toBe(204);
      const stored = await store.db.selectFrom('performance_records').select(['event', 'value']).where('page_load_id', '=', id).execute();
      expect(stored).toEqual([{ event: 'CLS', value: 0.05 }]);

      clock.now += DAY + 1000;
      expect((await send(store, [metric(id, 'LCP', 100)])).statusCode).toBe(404);
      clock.now -= DAY + 1000;
    });

    it('answers bad bodies with 4xx, never 5xx', async () => {
      const id = await pageLoadId(store, 'pageType=2');
      const cases: Array<[Parameters<typeof send>[2], number, string?]> = [
        [{ raw: '{not json' }, 400, 'The records must be a JSON array.'],
        [{ raw: '{"app":"x"}' }, 400],
        [{ raw: JSON.stringify(Array.from({ length: MAX_PERFORMANCE_RECORDS + 1 }, () => metric(id, 'LCP', 1))) }, 400, `At most ${MAX_PERFORMANCE_RECORDS} records at once.`],
        [{ raw: JSON.stringify([metric(id, 'LCP', 1, { element: 'x'.repeat(70_000) })]) }, 413],
        [{ raw: '[1]', contentType: 'application/xml' }, 415],
      ];
      for (const [options, status, message] of cases) {
        const response = await send(store, undefined, options);
        expect(response.statusCode, response.body).toBe(status);
        if (message) expect(response.json().error.message).toContain(message);
      }
      expect((await send(store, [], { contentType: 'application/json' })).statusCode).toBe(204);
      expect((await send(store, [metric(id, 'LCP', 1)], { ua: GOOGLEBOT })).statusCode).toBe(204);
    });

    it('caps the records of one page load', async () => {
      const id = await pageLoadId(store, 'pageType=2');
      const batch = Array.from({ length: 100 }, (_, i) => ({ app: 'storefront', event: 'image', pageLoadId: id, ts: clock.now, data: { duration: i }, raw: null }));
      for (let i = 0; i < 3; i++) expect((await send(store, batch)).statusCode).toBe(204);
      expect((await send(store, batch.slice(0, 1))).statusCode).toBe(404);
    });

    it('the report: owners with reports:read only, CSV, publishes, retention', async () => {
      const anonymous = await ownerVisitor(store);
      expect((await anonymous.request({ method: 'GET', url: '/api/owner/performance' })).statusCode).toBe(401);
      const editor = await ownerVisitor(store, 'EDITOR');
      expect((await editor.request({ method: 'GET', url: '/api/owner/performance' })).statusCode).toBe(403);
      const owner = await ownerVisitor(store, 'VIEWER');
      const csv = await owner.request({ method: 'GET', url: `/api/owner/performance?from=${TODAY}&to=${TODAY}&format=csv` });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      const lines = csv.body.trim().split('\r\n');
      expect(lines[0]).toBe('scope,group,metric,p75,rating,samples,good,needs improvement,poor');
      expect(lines).toContain('site,,LCP,4500,poor,2,1,0,1');
      const bad = await owner.request({ method: 'GET', url: '/api/owner/performance?from=2026-03-11&to=2026-03-01' });
      expect(bad.statusCode).toBe(400);

      const site = await defaultSiteId(store.db);
      const post = await store.db.selectFrom('items').select(['id', 'title']).where('website_id', '=', site).where('record_type', '=', 1).executeTakeFirstOrThrow();
      await store.db.updateTable('items').set({ published_at: clock.now - 3600_000 }).where('id', '=', post.id).execute();
      expect((await report()).publishes).toContainEqual({ at: clock.now - 3600_000, date: TODAY, title: post.title });

      // 91 days on (the default retention is 90), the raw records go and the daily figures stay.
      expect(await prunePerformance(store.db, clock.now + 91 * DAY)).toBeGreaterThan(0);
      expect(await store.db.selectFrom('performance_records').select('event').where('website_id', '=', site).execute()).toEqual([]);
      expect(overall(await report(), 'LCP')).toMatchObject({ p75: 4500, samples: 2 });
    });

    it('adds page loads of the same value into one histogram bucket and one culprit, a copy in the same batch counted once', async () => {
      const loads = [await pageLoadId(store, 'pageType=3&width=1024'), await pageLoadId(store, 'pageType=3&width=1024')];
      for (const id of loads) expect((await send(store, [metric(id, 'TTFB', 2500, { target: 'x' }), metric(id, 'LCP', 5000, { target: 'img.splash' }), metric(id, 'LCP', 100)])).statusCode).toBe(204);
      const buckets = await store.db.selectFrom('performance_histograms_daily').select(['metric', 'samples', 'good', 'poor']).where('template', '=', 'splash-page').orderBy('metric').execute();
      expect(buckets).toEqual([
        { metric: 'LCP', samples: 2, good: 0, poor: 2 },
        { metric: 'TTFB', samples: 2, good: 0, poor: 2 },
      ]);
      const fixes = await store.db.selectFrom('performance_fixes_daily').select(['kind', 'target', 'samples', 'poor']).where('target', '=', 'img.splash').execute();
      expect(fixes).toEqual([{ kind: 'lcp-element', target: 'img.splash', samples: 2, poor: 2 }]);
    });
  },
  { now: () => clock.now },
);
