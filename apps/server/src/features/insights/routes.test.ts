import { getAnalyticsFunnel, getAnalyticsOverview, getAnalyticsProducts, getAnalyticsRealtime, getAnalyticsTop } from '@plinth/api';
import { expect, it } from 'vitest';
import { bundledGeoipDb } from '../../infra/config.ts';
import { defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore } from '../../test-support/test-app.ts';
import { flushAnalyticsEvents } from '../analytics/index.ts';
import { rollUpAll } from './rollup-service.ts';
import { insertEvents, knownTraffic } from './test-traffic.ts';

const DAY = '2026-01-10';
const NOW = Date.parse('2026-01-20T12:00:00Z');
const q = `from=${DAY}&to=2026-01-11`;

forEachStore(
  'owner analytics reports',
  (store) => {
    let loaded = false;
    /** The known traffic on the demo site, rolled up once per dialect. */
    const withTraffic = async () => {
      if (loaded) return;
      loaded = true;
      const site = await defaultSiteId(store.db);
      await insertEvents(store.db, site, knownTraffic(DAY));
      // Realtime: two page views of one visitor in the last 30 minutes, one older.
      await insertEvents(store.db, site, [
        { at: NOW - 5 * 60_000, visitor_id: 'R1', session_id: 'r1', path: '/shop' },
        { at: NOW - 60_000, visitor_id: 'R1', session_id: 'r1', path: '=HYPERLINK("http://evil")' },
        { at: NOW - 40 * 60_000, visitor_id: 'R2', session_id: 'r2', path: '/old' },
      ]);
      // A real product viewed twice and added once by one visitor, on a day of its own.
      const [product, other] = await store.db.selectFrom('items').select(['id', 'title']).where('website_id', '=', site).where('record_type', '=', 11).orderBy('title').limit(2).execute();
      productTitle = product.title;
      productId = product.id;
      otherTitle = other.title;
      otherId = other.id;
      const at = Date.parse('2026-01-15T09:00:00Z');
      await insertEvents(store.db, site, [
        { at, visitor_id: 'P', session_id: 'p1', kind: 'event', event_name: 'visit_product_page', item_id: product.id },
        { at: at + 1000, visitor_id: 'P', session_id: 'p1', kind: 'event', event_name: 'add_to_cart', item_id: product.id },
        { at: at + 60_000, visitor_id: 'P', session_id: 'p2', kind: 'event', event_name: 'visit_product_page', item_id: product.id },
      ]);
      // Its orders that day: 2 × 15.00 beside the other product (1 × 60.00, never viewed), then 1 × 15.00;
      // one in another currency and one the day after are not the day's revenue.
      const order = async (id: string, number: number, day: string, currency: string, lines: Array<[string, number, number]>) => {
        await store.db
          .insertInto('orders')
          .values({ id, website_id: site, order_number: number, customer_email: 'buyer@example.com', currency, subtotal_cents: 0, grand_total_cents: 0, created_at: Date.parse(`${day}T10:00:00Z`) })
          .execute();
        await store.db
          .insertInto('order_items')
          .values(lines.map(([item, quantity, cents], index) => ({ id: `${id}-${index}`, order_id: id, website_id: site, item_id: item, variant_id: 'v', sku: 'SKU', product_name: 'name then', quantity, unit_price_cents: cents })))
          .execute();
      };
      await order('report-o1', 9001, '2026-01-15', 'USD', [
        [product.id, 2, 1500],
        [other.id, 1, 6000],
      ]);
      await order('report-o2', 9002, '2026-01-15', 'USD', [[product.id, 1, 1500]]);
      await order('report-o3', 9003, '2026-01-15', 'EUR', [[product.id, 1, 9999]]);
      await order('report-o4', 9004, '2026-01-16', 'USD', [[product.id, 2, 1500]]);
      await rollUpAll(store.db, site);
    };
    let productTitle = '';
    let productId = '';
    let otherTitle = '';
    let otherId = '';

    it('refuses without a session (401) and to a role without reports:read (403)', async () => {
      const paths = ['/api/owner/analytics/overview', '/api/owner/analytics/realtime', '/api/owner/analytics/top?dimension=page', '/api/owner/analytics/funnel', '/api/owner/analytics/products'];
      const anonymous = await ownerVisitor(store);
      const editor = await ownerVisitor(store, 'EDITOR');
      const viewer = await ownerVisitor(store, 'VIEWER');
      for (const path of paths) {
        const none = await anonymous.request({ method: 'GET', url: path });
        expect(none.statusCode, path).toBe(401);
        expect(none.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue.' } });
        const refused = await editor.request({ method: 'GET', url: path });
        expect(refused.statusCode, path).toBe(403);
        expect(refused.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'Your role does not allow this.' } });
        expect((await viewer.request({ method: 'GET', url: path })).statusCode, path).toBe(200);
      }
    });

    it('answers 400 with a readable message for bad ranges, dimensions and formats', async () => {
      const owner = await ownerVisitor(store, 'REPORTING');
      const cases: Array<[string, string]> = [
        ['/api/owner/analytics/overview?from=2026-02-30&to=2026-03-01', 'from must be a day written YYYY-MM-DD.'],
        ['/api/owner/analytics/overview?from=yesterday', 'from must be a day written YYYY-MM-DD.'],
        ['/api/owner/analytics/overview?from=2026-03-02&to=2026-03-01', 'from must not be after to.'],
        ['/api/owner/analytics/funnel?from=2024-01-01&to=2026-01-01', 'The range must be at most 366 days.'],
        ['/api/owner/analytics/top?dimension=password', 'dimension must be one of page, entry, exit, referrer, source, utm_campaign, utm_medium, utm_source, device, browser, os, country, counting.'],
        ['/api/owner/analytics/products?sort=price', 'sort must be one of views, revenue.'],
        ['/api/owner/analytics/top?dimension=page&limit=0', 'limit must be at least 1.'],
        ['/api/owner/analytics/overview?format=xml', 'format must be json or csv.'],
        ['/api/owner/analytics/funnel?table=orders', 'table must be one of steps, sources, campaigns.'],
      ];
      for (const [url, message] of cases) {
        const response = await owner.request({ method: 'GET', url });
        expect(response.statusCode, url).toBe(400);
        expect(response.json().error.message, url).toContain(message);
      }
    });

    it('overview: totals of the range and of the period before, every day in the series', async () => {
      await withTraffic();
      const owner = await ownerVisitor(store, 'STORE_MANAGER');
      const response = await owner.request({ method: 'GET', url: `/api/owner/analytics/overview?${q}` });
      expect(response.statusCode, response.body).toBe(200);
      expect(getAnalyticsOverview.response.safeParse(response.json()).error).toBeUndefined();
      expect(response.json()).toEqual({
        range: { from: DAY, to: '2026-01-11' },
        previousRange: { from: '2026-01-08', to: '2026-01-09' },
        current: { visitors: 3, pageViews: 7, sessions: 4, bounceRate: 0.5, visitDurationSeconds: 85 },
        previous: { visitors: 0, pageViews: 0, sessions: 0, bounceRate: 0, visitDurationSeconds: 0 },
        daily: [
          { date: DAY, visitors: 2, pageViews: 6, sessions: 3 },
          { date: '2026-01-11', visitors: 1, pageViews: 1, sessions: 1 },
        ],
      });
      const shifted = await owner.request({ method: 'GET', url: '/api/owner/analytics/overview?from=2026-01-12&to=2026-01-13' });
      expect(shifted.json().previous).toEqual({ visitors: 3, pageViews: 7, sessions: 4, bounceRate: 0.5, visitDurationSeconds: 85 });
    });

    it('top lists of pages, entry and exit pages, referrers, sources, UTM and devices', async () => {
      await withTraffic();
      const owner = await ownerVisitor(store, 'REPORTING');
      const top = async (dimension: string, extra = '') => {
        const response = await owner.request({ method: 'GET', url: `/api/owner/analytics/top?dimension=${dimension}&${q}${extra}` });
        expect(response.statusCode, response.body).toBe(200);
        expect(getAnalyticsTop.response.safeParse(response.json()).error).toBeUndefined();
        return response.json().rows.map((row: { value: string; visitors: number; pageViews: number; sessions: number }) => [row.value, row.visitors, row.pageViews, row.sessions]);
      };
      // By visitors, then page views, then value.
      expect(await top('entry')).toEqual([
        ['/', 2, 4, 2],
        ['/shop', 1, 2, 1],
        ['/blog', 1, 1, 1],
      ]);
      expect(await top('page', '&limit=2')).toEqual([
        ['/', 2, 2, 2],
        ['/blog', 1, 1, 1],
      ]);
      expect(await top('exit')).toEqual([
        ['/cart', 1, 3, 1],
        ['/shop/linen-apron', 1, 2, 1],
        ['/', 1, 1, 1],
        ['/blog', 1, 1, 1],
      ]);
      expect(await top('referrer')).toEqual([['google.com', 1, 3, 1]]);
      expect(await top('source')).toEqual([
        ['Direct', 2, 3, 2],
        ['google.com', 1, 3, 1],
        ['newsletter', 1, 1, 1],
      ]);
      expect(await top('utm_campaign')).toEqual([['winter', 1, 1, 1]]);
      expect(await top('utm_medium')).toEqual([['email', 1, 1, 1]]);
      // Ties of mixed case sort by each dialect's collation: compared as sets after the leader.
      const [desktop, ...devices] = await top('device');
      expect(desktop).toEqual(['desktop', 1, 5, 2]);
      expect(devices).toEqual(expect.arrayContaining([['Unknown', 1, 1, 1], ['mobile', 1, 1, 1]]));
      const [germany, ...countries] = await top('country');
      expect(germany).toEqual(['DE', 1, 5, 2]);
      expect(countries).toEqual(expect.arrayContaining([['Unknown', 1, 1, 1], ['US', 1, 1, 1]]));
      // The counting method: with the ss_cvr cookie, or without (consent not given).
      expect(await top('counting')).toEqual([
        ['cookie', 2, 6, 3],
        ['cookieless', 1, 1, 1],
      ]);
    });

    it('funnel: steps with drop-off, orders, revenue and conversion by source and campaign', async () => {
      await withTraffic();
      const owner = await ownerVisitor(store, 'ADMIN');
      const response = await owner.request({ method: 'GET', url: `/api/owner/analytics/funnel?${q}` });
      expect(response.statusCode, response.body).toBe(200);
      expect(getAnalyticsFunnel.response.safeParse(response.json()).error).toBeUndefined();
      expect(response.json()).toEqual({
        range: { from: DAY, to: '2026-01-11' },
        currency: 'USD',
        steps: [
          { step: 'product_view', label: 'Product view', sessions: 2, dropOff: 0 },
          { step: 'add_to_cart', label: 'Added to cart', sessions: 2, dropOff: 0 },
          { step: 'checkout', label: 'Checkout', sessions: 1, dropOff: 0.5 },
          { step: 'purchase', label: 'Purchase', sessions: 1, dropOff: 0 },
        ],
        orders: 1,
        revenue: '48.00',
        conversionRate: 0.25,
        bySource: [
          { value: 'Direct', sessions: 2, orders: 0, revenue: '0.00', conversionRate: 0 },
          { value: 'google.com', sessions: 1, orders: 1, revenue: '48.00', conversionRate: 1 },
          { value: 'newsletter', sessions: 1, orders: 0, revenue: '0.00', conversionRate: 0 },
        ],
        byCampaign: [{ value: 'winter', sessions: 1, orders: 0, revenue: '0.00', conversionRate: 0 }],
      });

      // A quiet range: nobody reached a step, so nobody dropped off.
      const quiet = (await owner.request({ method: 'GET', url: '/api/owner/analytics/funnel?from=2025-01-01&to=2025-01-02' })).json();
      expect(quiet.steps.map((step: { sessions: number; dropOff: number }) => [step.sessions, step.dropOff])).toEqual([
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 0],
      ]);
      expect([quiet.orders, quiet.revenue, quiet.conversionRate, quiet.bySource, quiet.byCampaign]).toEqual([0, '0.00', 0, [], []]);
    });

    it('realtime: the last 30 minutes from the raw events', async () => {
      await withTraffic();
      const owner = await ownerVisitor(store, 'VIEWER');
      const response = await owner.request({ method: 'GET', url: '/api/owner/analytics/realtime' });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(getAnalyticsRealtime.response.safeParse(body).error).toBeUndefined();
      expect([body.visitors, body.pageViews, body.until - body.since]).toEqual([1, 2, 30 * 60_000]);
      expect(body.perMinute).toHaveLength(30);
      expect(body.perMinute.reduce((sum: number, m: { pageViews: number }) => sum + m.pageViews, 0)).toBe(2);
      // Oldest first; the last minute is the one holding now.
      expect(body.perMinute.at(-1).minute).toBe(NOW - (NOW % 60_000));
      expect(body.pages.map((p: { value: string }) => p.value).sort()).toEqual(['/shop', '=HYPERLINK("http://evil")']);
    });

    it('products: views, adds and add rate by product, with the current title (null once removed)', async () => {
      await withTraffic();
      const owner = await ownerVisitor(store, 'REPORTING');
      const response = await owner.request({ method: 'GET', url: '/api/owner/analytics/products?from=2026-01-15&to=2026-01-15' });
      expect(response.statusCode, response.body).toBe(200);
      expect(getAnalyticsProducts.response.safeParse(response.json()).error).toBeUndefined();
      expect(response.json()).toMatchObject({ currency: 'USD', sort: 'views' });
      expect(response.json().rows).toEqual([{ itemId: productId, title: productTitle, views: 2, adds: 1, addRate: 0.5, visitors: 1, orders: 2, revenue: '45.00' }]);
      const known = await owner.request({ method: 'GET', url: `/api/owner/analytics/products?${q}` });
      expect(known.json().rows).toEqual([
        { itemId: 'apron', title: null, views: 1, adds: 0, addRate: 0, visitors: 1, orders: 0, revenue: '0.00' },
        { itemId: 'mug', title: null, views: 1, adds: 1, addRate: 1, visitors: 1, orders: 0, revenue: '0.00' },
      ]);
      const csv = await owner.request({ method: 'GET', url: `/api/owner/analytics/products?${q}&format=csv` });
      expect(csv.body).toBe(
        'Product,Product id,Views,Adds to cart,Add rate,Visitors,Orders,Revenue (USD)\r\n(removed product),apron,1,0,0.0%,1,0,0.00\r\n(removed product),mug,1,1,100.0%,1,0,0.00\r\n',
      );
    });

    it('products by revenue: orders and line revenue in the site currency from the orders of the range, best sellers first', async () => {
      await withTraffic();
      const owner = await ownerVisitor(store, 'REPORTING');
      const response = await owner.request({ method: 'GET', url: '/api/owner/analytics/products?from=2026-01-15&to=2026-01-15&sort=revenue' });
      expect(response.statusCode, response.body).toBe(200);
      expect(getAnalyticsProducts.response.safeParse(response.json()).error).toBeUndefined();
      expect(response.json()).toMatchObject({ currency: 'USD', sort: 'revenue' });
      // The other product sold without a view of its page: listed by revenue, with no views.
      expect(response.json().rows).toEqual([
        { itemId: otherId, title: otherTitle, views: 0, adds: 0, addRate: 0, visitors: 0, orders: 1, revenue: '60.00' },
        { itemId: productId, title: productTitle, views: 2, adds: 1, addRate: 0.5, visitors: 1, orders: 2, revenue: '45.00' },
      ]);
      const top = await owner.request({ method: 'GET', url: '/api/owner/analytics/products?from=2026-01-15&to=2026-01-16&sort=revenue&limit=1' });
      expect(top.json().rows).toMatchObject([{ itemId: productId, orders: 3, revenue: '75.00' }]);
      const csv = await owner.request({ method: 'GET', url: '/api/owner/analytics/products?from=2026-01-15&to=2026-01-15&sort=revenue&format=csv' });
      expect(csv.body.split('\r\n').slice(0, 3)).toEqual([
        'Product,Product id,Views,Adds to cart,Add rate,Visitors,Orders,Revenue (USD)',
        `${otherTitle},${otherId},0,0,0.0%,0,1,60.00`,
        `${productTitle},${productId},2,1,50.0%,1,2,45.00`,
      ]);
    });

    it('every table as CSV, by ?format=csv or Accept: text/csv, formula cells made text', async () => {
      await withTraffic();
      const owner = await ownerVisitor(store, 'REPORTING');
      const csv = async (url: string, accept?: string) => {
        const response = await owner.request({ method: 'GET', url, headers: accept ? { accept } : {} });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(response.headers['content-disposition']).toMatch(/^attachment; filename="analytics-[a-z0-9-]+\.csv"$/);
        return response.body;
      };
      expect(await csv(`/api/owner/analytics/overview?${q}&format=csv`)).toBe('Date,Visitors,Page views,Sessions\r\n2026-01-10,2,6,3\r\n2026-01-11,1,1,1\r\n');
      expect(await csv(`/api/owner/analytics/top?dimension=referrer&${q}`, 'text/csv')).toBe('Referrer,Visitors,Page views,Sessions\r\ngoogle.com,1,3,1\r\n');
      // Countries keep their ISO codes; counting methods are said in words.
      expect(await csv(`/api/owner/analytics/top?dimension=country&${q}&format=csv`)).toMatch(/^Country,Visitors,Page views,Sessions\r\nDE,1,5,2\r\n/);
      expect(await csv(`/api/owner/analytics/top?dimension=counting&${q}&format=csv`)).toBe(
        'Counting method,Visitors,Page views,Sessions\r\nWith cookies,2,6,3\r\nWithout cookies (consent not given),1,1,1\r\n',
      );
      expect(await csv(`/api/owner/analytics/funnel?${q}&format=csv`)).toBe(
        'Step,Sessions,Drop-off\r\nProduct view,2,0.0%\r\nAdded to cart,2,0.0%\r\nCheckout,1,50.0%\r\nPurchase,1,0.0%\r\n',
      );
      expect(await csv(`/api/owner/analytics/funnel?${q}&format=csv&table=sources`)).toBe(
        'Source,Sessions,Orders,Revenue (USD),Conversion rate\r\nDirect,2,0,0.00,0.0%\r\ngoogle.com,1,1,48.00,100.0%\r\nnewsletter,1,0,0.00,0.0%\r\n',
      );
      expect(await csv('/api/owner/analytics/realtime?format=csv')).toContain(`'=HYPERLINK(""http://evil"")`);
      // ?format=json wins over the Accept header.
      const json = await owner.request({ method: 'GET', url: `/api/owner/analytics/overview?${q}&format=json`, headers: { accept: 'text/csv' } });
      expect(json.headers['content-type']).toMatch(/^application\/json/);
    });

    // Last: its page views are in the real-time window of the tests above.
    it('countries: a page view counts for the country of its address (GeoLite2), and the address is not kept', async () => {
      const site = await defaultSiteId(store.db);
      const view = (remoteAddress: string, path: string) =>
        store.app.inject({
          method: 'POST',
          url: '/api/census/RecordHit',
          remoteAddress,
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' },
          payload: new URLSearchParams({ event: 'pageView', data: JSON.stringify({ url: `http://localhost${path}` }) }).toString(),
        });
      // GB twice (one cookieless visitor), SE as a dual-stack socket reports it, and a private address.
      for (const [address, path] of [
        ['81.2.69.142', '/geo/gb'],
        ['81.2.69.142', '/geo/gb-again'],
        ['::ffff:89.160.20.112', '/geo/se'],
        ['10.0.0.7', '/geo/lan'],
      ]) {
        expect((await view(address, path)).statusCode).toBe(204);
      }
      await flushAnalyticsEvents(store.app);
      const rows = await store.db.selectFrom('analytics_events').selectAll().where('website_id', '=', site).where('path', 'like', '/geo/%').orderBy('path').execute();
      expect(rows.map((row) => [row.path, row.country, row.counting])).toEqual([
        ['/geo/gb', 'GB', 'cookieless'],
        ['/geo/gb-again', 'GB', 'cookieless'],
        ['/geo/lan', null, 'cookieless'],
        ['/geo/se', 'SE', 'cookieless'],
      ]);
      expect(JSON.stringify(rows)).not.toMatch(/81\.2\.69\.142|89\.160\.20\.112|10\.0\.0\.7/);

      await rollUpAll(store.db, site);
      const owner = await ownerVisitor(store, 'REPORTING');
      const today = new Date(NOW).toISOString().slice(0, 10);
      const response = await owner.request({ method: 'GET', url: `/api/owner/analytics/top?dimension=country&from=${today}&to=${today}` });
      expect(response.statusCode, response.body).toBe(200);
      expect(getAnalyticsTop.response.safeParse(response.json()).error).toBeUndefined();
      // Unknown: the private address and the real-time test's two visitors (3 page views) of today.
      expect(response.json().rows.map((row: { value: string; visitors: number; pageViews: number }) => [row.value, row.visitors, row.pageViews])).toEqual([
        ['Unknown', 3, 4],
        ['GB', 1, 2],
        ['SE', 1, 1],
      ]);
    });
  },
  { now: () => NOW, geoipDb: bundledGeoipDb() },
);
