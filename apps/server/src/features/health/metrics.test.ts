import { expect, it } from 'vitest';
import { forEachStore } from '../../test-support/test-app.ts';

/*
 * GET /metrics (docs/deploy.md "Health and metrics"): Prometheus text, only when the operator set
 * PLINTH_METRICS_TOKEN and only for that bearer token.
 */

const TOKEN = 'metrics-token-for-tests-0123456789';
const scrape = (app: Parameters<Parameters<typeof forEachStore>[1]>[0]['app'], token = TOKEN) => app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });

/** The value of one sample line (`name{labels} value`), or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

forEachStore('metrics without PLINTH_METRICS_TOKEN', (store) => {
  it('is not served at all: 404, even with a token', async () => {
    expect((await store.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await scrape(store.app)).statusCode).toBe(404);
  });
});

forEachStore(
  'metrics with PLINTH_METRICS_TOKEN',
  (store) => {
    it('asks for the bearer token: 401 without it or with another', async () => {
      const none = await store.app.inject({ method: 'GET', url: '/metrics' });
      expect(none.statusCode).toBe(401);
      expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(none.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Metrics need the bearer token set in PLINTH_METRICS_TOKEN.' } });
      expect((await scrape(store.app, `${TOKEN}x`)).statusCode).toBe(401);
      expect((await store.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: TOKEN } })).statusCode).toBe(401);
    });

    it('answers Prometheus text: process metrics, request durations by route pattern and status, the database pool', async () => {
      expect((await store.app.inject({ method: 'GET', url: '/api/owner/orders/order-secret-123' })).statusCode).toBe(401);
      expect((await store.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      const response = await scrape(store.app);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = response.body;
      expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
      expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
      expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/owner/orders/:id",status="401"}')).toBe(1);
      expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/healthz",status="200"}')).toBe(1);
      expect(text).not.toContain('order-secret-123');
      if (store.dialect === 'postgres') {
        expect(sample(text, 'plinth_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
        expect(sample(text, 'plinth_db_pool_connections{state="waiting"}')).toBe(0);
      } else {
        expect(sample(text, 'plinth_sqlite_open_handles')).toBeGreaterThanOrEqual(1);
      }
    });

    it('counts page-cache hits and misses; the probes never go through the page cache', async () => {
      const before = await scrape(store.app);
      const hits = sample(before.body, 'plinth_page_cache_lookups_total{result="hit"}') ?? -1;
      const misses = sample(before.body, 'plinth_page_cache_lookups_total{result="miss"}') ?? -1;
      expect(hits).toBeGreaterThanOrEqual(0);
      for (let i = 0; i < 3; i++) expect((await store.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect((await store.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      const probed = (await scrape(store.app)).body;
      expect(sample(probed, 'plinth_page_cache_lookups_total{result="hit"}')).toBe(hits);
      expect(sample(probed, 'plinth_page_cache_lookups_total{result="miss"}')).toBe(misses);

      for (let i = 0; i < 3; i++) expect((await store.app.inject({ method: 'GET', url: '/shop' })).statusCode).toBe(200);
      const after = (await scrape(store.app)).body;
      expect(sample(after, 'plinth_page_cache_lookups_total{result="miss"}')).toBe(misses + 1);
      expect(sample(after, 'plinth_page_cache_lookups_total{result="hit"}')).toBe(hits + 2);
      expect(sample(after, 'plinth_page_cache_entries')).toBeGreaterThanOrEqual(1);
    });

    it('reads the outbox, the webhook queue and the analytics buffer when scraped', async () => {
      const site = await store.db.selectFrom('websites').select('id').where('is_default', '=', 1).executeTakeFirstOrThrow();
      const waiting = async () => Number((await store.db.selectFrom('outbox').select((eb) => eb.fn.countAll().as('n')).where('status', '=', 'outbox').executeTakeFirstOrThrow()).n);
      await store.app.deps.mailer.send({ websiteId: site.id, kind: 'other', to: 'ops@plinth.test', subject: 'Waiting', text: 'In the outbox.' });
      const text = (await scrape(store.app)).body;
      expect(sample(text, 'plinth_outbox_waiting_messages')).toBe(await waiting());
      expect(sample(text, 'plinth_outbox_waiting_messages')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'plinth_integration_deliveries_pending{target="webhook"}')).toBe(0);
      expect(sample(text, 'plinth_integration_deliveries_pending{target="mailing-list"}')).toBe(0);
      expect(sample(text, 'plinth_analytics_buffer_events')).toBeGreaterThanOrEqual(0);
    });
  },
  { serving: { metricsToken: TOKEN } },
);
