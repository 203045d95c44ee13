import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { newCrumb } from '../../infra/http/crumb.ts';
import { defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore, type TestStore } from '../../test-support/test-app.ts';
import { flushAnalyticsEvents } from '../analytics/index.ts';
import { rollUpRecent } from './rollup-service.ts';

/*
 * The parts joined: a visitor's journey sent through the real ingestion routes (census page views,
 * the newer tracker's commerce events) is rolled up and read back by the owner's reports.
 */

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const clock = { now: Date.UTC(2026, 10, 23, 12) };
const DAY = '2026-11-23';

forEachStore(
  'a visitor journey in the owner reports',
  (store) => {
    it('home → product → add to cart → checkout → purchase shows in the funnel, sources, pages and real time', async () => {
      const crumb = newCrumb();
      const visitor = `journey${Math.random().toString(36).slice(2, 10)}`;
      const ssCvr = `${visitor}|1763899000000|1763899000000|1`;
      const cookie = `crumb=${crumb}; ss_cvr=${encodeURIComponent(ssCvr)}`;
      const send = async (url: string, headers: Record<string, string>, payload: string): Promise<LightMyRequestResponse> => {
        clock.now += 20_000;
        return store.app.inject({ method: 'POST', url, headers: { 'user-agent': FIREFOX, cookie, ...headers }, payload });
      };
      const hit = (path: string, referrer = '', page: Record<string, unknown> = { pageType: 1 }) =>
        send('/api/census/RecordHit', { 'content-type': 'application/x-www-form-urlencoded' }, new URLSearchParams({ event: 'pageView', data: JSON.stringify({ url: `http://localhost${path}`, referrer, ...page }), ss_cvr: ssCvr }).toString());
      const event = (eventName: string, fields: Record<string, unknown> = {}) =>
        send(
          '/api/v1/clanker/events',
          { 'content-type': 'application/json' },
          JSON.stringify({ eventContent: JSON.stringify({ source_environment: 'prod', event_name: eventName, page_path: '/shop/stoneware-mug', ...fields }), eventSchemaName: 'CommerceShopping', crumb }),
        );

      const answers = [
        await hit('/?utm_source=newsletter&utm_medium=email&utm_campaign=journey-test', 'https://mail.example/'),
        // A product page's view is its visit_product_page: the page sends no event for it.
        await hit('/shop/stoneware-mug', '', { pageType: 50, recordType: 11, itemId: 'mug' }),
        await event('add_to_cart', { product_id: 'mug' }),
        await hit('/cart'),
        await event('checkout'),
        await event('purchase', { value: '48.00', currency: 'USD' }),
        await hit('/commerce/orders/journey'),
        // Not counted: the search page.
        await hit('/search?q=mug'),
      ];
      expect(answers.map((answer) => answer.statusCode)).toEqual([204, 204, 202, 204, 202, 202, 204, 204]);
      await flushAnalyticsEvents(store.app);
      const websiteId = await defaultSiteId(store.db);
      expect(await store.db.selectFrom('analytics_events').select('path').where('website_id', '=', websiteId).where('visitor_id', '=', visitor).where('kind', '=', 'hit').execute()).toHaveLength(4);
      const productView = await store.db.selectFrom('analytics_events').select(['path', 'item_id', 'session_id']).where('visitor_id', '=', visitor).where('event_name', '=', 'visit_product_page').execute();
      expect(productView).toEqual([{ path: '/shop/stoneware-mug', item_id: 'mug', session_id: expect.any(String) }]);
      await rollUpRecent(store.db, clock.now);

      const owner = await ownerVisitor(store, 'STORE_MANAGER');
      const get = async (url: string) => {
        const response = await owner.request({ method: 'GET', url });
        expect(response.statusCode, response.body).toBe(200);
        return response.json();
      };
      const funnel = await get(`/api/owner/analytics/funnel?from=${DAY}&to=${DAY}`);
      expect(funnel.steps.map((step: { sessions: number }) => step.sessions)).toEqual([1, 1, 1, 1]);
      expect([funnel.orders, funnel.revenue]).toEqual([1, '48.00']);
      expect(funnel.bySource).toEqual([{ value: 'newsletter', sessions: 1, orders: 1, revenue: '48.00', conversionRate: 1 }]);
      expect(funnel.byCampaign).toEqual([{ value: 'journey-test', sessions: 1, orders: 1, revenue: '48.00', conversionRate: 1 }]);

      const overview = await get(`/api/owner/analytics/overview?from=${DAY}&to=${DAY}`);
      expect(overview.current).toEqual({ visitors: 1, pageViews: 4, sessions: 1, bounceRate: 0, visitDurationSeconds: 120 });
      const entry = await get(`/api/owner/analytics/top?dimension=entry&from=${DAY}&to=${DAY}`);
      expect(entry.rows).toEqual([{ value: '/', visitors: 1, pageViews: 4, sessions: 1 }]);
      const exit = await get(`/api/owner/analytics/top?dimension=exit&from=${DAY}&to=${DAY}`);
      expect(exit.rows.map((row: { value: string }) => row.value)).toEqual(['/commerce/orders/journey']);
      const browsers = await get(`/api/owner/analytics/top?dimension=browser&from=${DAY}&to=${DAY}`);
      expect(browsers.rows.map((row: { value: string }) => row.value)).toEqual(['Firefox']);

      const realtime = await get('/api/owner/analytics/realtime');
      expect([realtime.visitors, realtime.pageViews]).toEqual([1, 4]);
    });
  },
  { now: () => clock.now },
);
