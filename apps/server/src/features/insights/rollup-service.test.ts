import { expect, it } from 'vitest';
import { createWebsite } from '../site/index.ts';
import { forEachDialect } from '../../test-support/dialects.ts';
import { pruneRawEvents, retentionDays, rollUpAll, rollUpDays, rollUpRecent } from './rollup-service.ts';
import { insertEvents, knownTraffic } from './test-traffic.ts';

const DAY = '2026-01-10';
const dayMs = Date.parse(`${DAY}T00:00:00Z`);
const HOUR = 3_600_000;

forEachDialect('insights rollup', (t) => {
  const newSite = async (settings = {}) => (await createWebsite(t.db, { name: 'Rollup test', isDefault: false, settings })).id;
  const rows = (websiteId: string, table: 'analytics_rollups_daily' | 'analytics_rollups_hourly', dimension: string) =>
    t.db.selectFrom(table).selectAll().where('website_id', '=', websiteId).where('dimension', '=', dimension).orderBy('bucket_start').orderBy('dimension_value').execute();
  const figures = (row: Record<string, unknown>) => {
    const { website_id: _w, bucket_start: _b, dimension: _d, ...rest } = row;
    return Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, k === 'dimension_value' ? v : Number(v)]));
  };

  it('rolls known events up into known daily totals, funnel, sources and pages', async () => {
    const site = await newSite();
    await insertEvents(t.db, site, knownTraffic(DAY));
    expect(await rollUpAll(t.db, site)).toEqual({ days: 2, rows: expect.any(Number), events: 13 });

    const totals = await rows(site, 'analytics_rollups_daily', 'total');
    expect(totals.map((row) => [Number(row.bucket_start), figures(row)])).toEqual([
      [
        dayMs,
        // s1: 3 page views, 5 minutes, bought for 48.00; s2: one page (a bounce); s3: 2 pages, 40 s, added to cart.
        { dimension_value: '', visitors: 2, page_views: 6, sessions: 3, bounces: 1, duration_ms: 340_000, product_views: 2, adds_to_cart: 2, checkouts: 1, purchases: 1, orders: 1, revenue_cents: 4800 },
      ],
      [dayMs + 24 * HOUR, { dimension_value: '', visitors: 1, page_views: 1, sessions: 1, bounces: 1, duration_ms: 0, product_views: 0, adds_to_cart: 0, checkouts: 0, purchases: 0, orders: 0, revenue_cents: 0 }],
    ]);

    const sources = (await rows(site, 'analytics_rollups_daily', 'source')).filter((row) => Number(row.bucket_start) === dayMs);
    expect(sources.map((row) => [row.dimension_value, Number(row.sessions), Number(row.orders), Number(row.revenue_cents)])).toEqual([
      ['Direct', 1, 0, 0],
      ['google.com', 1, 1, 4800],
      ['newsletter', 1, 0, 0],
    ]);
    const pages = (await rows(site, 'analytics_rollups_daily', 'page')).filter((row) => Number(row.bucket_start) === dayMs);
    expect(pages.map((row) => [row.dimension_value, Number(row.page_views), Number(row.visitors)])).toEqual([
      ['/', 1, 1],
      ['/blog', 1, 1],
      ['/cart', 1, 1],
      ['/shop', 1, 1],
      ['/shop/linen-apron', 1, 1],
      ['/shop/stoneware-mug', 1, 1],
    ]);
    expect((await rows(site, 'analytics_rollups_daily', 'entry-page')).map((row) => row.dimension_value)).toEqual(['/', '/blog', '/shop', '/']);
    expect((await rows(site, 'analytics_rollups_daily', 'exit-page')).filter((row) => Number(row.bucket_start) === dayMs).map((row) => row.dimension_value)).toEqual(['/blog', '/cart', '/shop/linen-apron']);
    expect((await rows(site, 'analytics_rollups_daily', 'product')).map((row) => [row.dimension_value, Number(row.product_views), Number(row.adds_to_cart), Number(row.visitors)])).toEqual([
      ['apron', 1, 0, 1],
      ['mug', 1, 1, 1],
    ]);
    expect((await rows(site, 'analytics_rollups_daily', 'utm-campaign')).map((row) => [row.dimension_value, Number(row.sessions)])).toEqual([['winter', 1]]);
    expect((await rows(site, 'analytics_rollups_daily', 'counting')).map((row) => [Number(row.bucket_start), row.dimension_value])).toEqual([
      [dayMs, 'cookie'],
      [dayMs + 24 * HOUR, 'cookieless'],
    ]);

    // Hours: s1 at 10:00, s2 at 11:30, s3 at 15:00, C the next day at 00:10.
    const hours = await rows(site, 'analytics_rollups_hourly', 'total');
    expect(hours.map((row) => [(Number(row.bucket_start) - dayMs) / HOUR, Number(row.page_views), Number(row.orders)])).toEqual([
      [10, 3, 1],
      [11, 1, 0],
      [15, 2, 0],
      [24, 1, 0],
    ]);
  });

  it('cuts a cookieless visitor\'s events into visits by 30 minutes of quiet', async () => {
    const site = await newSite();
    const at = (hh: number, mm: number) => dayMs + hh * HOUR + mm * 60_000;
    const cookieless = { visitor_id: 'hash-1', session_id: null, counting: 'cookieless' as const };
    await insertEvents(t.db, site, [
      { ...cookieless, at: at(9, 0), path: '/' },
      { ...cookieless, at: at(9, 29), path: '/shop' },
      // 31 minutes after the last event: a new visit.
      { ...cookieless, at: at(10, 0), path: '/blog' },
    ]);
    await rollUpAll(t.db, site);
    const [total] = await rows(site, 'analytics_rollups_daily', 'total');
    expect([Number(total.visitors), Number(total.sessions), Number(total.bounces), Number(total.duration_ms)]).toEqual([1, 2, 1, 29 * 60_000]);
  });

  it('re-rolling a day replaces its rows: same figures, none doubled, a late event counted', async () => {
    const site = await newSite();
    await insertEvents(t.db, site, knownTraffic(DAY));
    await rollUpAll(t.db, site);
    const count = async () => Number((await t.db.selectFrom('analytics_rollups_daily').select((eb) => eb.fn.countAll().as('n')).where('website_id', '=', site).executeTakeFirstOrThrow()).n);
    const before = await count();
    await rollUpDays(t.db, site, dayMs, dayMs);
    await rollUpAll(t.db, site);
    expect(await count()).toBe(before);
    expect(Number((await rows(site, 'analytics_rollups_daily', 'total'))[0].page_views)).toBe(6);

    await insertEvents(t.db, site, [{ at: dayMs + 20 * HOUR, visitor_id: 'D', session_id: 's9', path: '/about' }]);
    await rollUpDays(t.db, site, dayMs, dayMs);
    const [total] = await rows(site, 'analytics_rollups_daily', 'total');
    expect([Number(total.visitors), Number(total.page_views), Number(total.sessions)]).toEqual([3, 7, 4]);
  });

  it('the periodic run rolls up today and yesterday of sites with recent events', async () => {
    const site = await newSite();
    const now = Date.parse('2026-03-05T08:00:00Z');
    await insertEvents(t.db, site, [
      { at: now - 30 * 60_000, visitor_id: 'A', session_id: 'x', path: '/' },
      { at: now - 20 * HOUR, visitor_id: 'B', session_id: 'y', path: '/shop' },
      // Three days ago: outside the run.
      { at: now - 72 * HOUR, visitor_id: 'C', session_id: 'z', path: '/blog' },
    ]);
    const run = await rollUpRecent(t.db, now);
    expect(run.days).toBeGreaterThanOrEqual(2);
    const totals = await rows(site, 'analytics_rollups_daily', 'total');
    expect(totals.map((row) => [new Date(Number(row.bucket_start)).toISOString().slice(0, 10), Number(row.page_views)])).toEqual([
      ['2026-03-04', 1],
      ['2026-03-05', 1],
    ]);
  });

  it('deletes raw events older than the site retention (default 90 days), keeping the rollups', async () => {
    const now = Date.parse('2026-06-01T12:00:00Z');
    const short = await newSite({ analyticsRetentionDays: 7 });
    const usual = await newSite();
    const ages = [3, 10, 100];
    for (const site of [short, usual]) {
      await insertEvents(t.db, site, ages.map((days) => ({ at: now - days * 24 * HOUR, visitor_id: `v${days}`, session_id: `s${days}`, path: `/${days}` })));
      await rollUpAll(t.db, site);
    }
    await pruneRawEvents(t.db, now);
    const kept = async (site: string) => (await t.db.selectFrom('analytics_events').select('path').where('website_id', '=', site).orderBy('path').execute()).map((row) => row.path);
    expect(await kept(short)).toEqual(['/3']);
    expect(await kept(usual)).toEqual(['/10', '/3']);
    expect((await rows(short, 'analytics_rollups_daily', 'total')).length).toBe(3);
  });
});

it('keeps raw events for the setting only within the bounds the settings route accepts (1 to 3650 days), else 90', () => {
  expect(retentionDays({ analyticsRetentionDays: 30 })).toBe(30);
  expect(retentionDays({ analyticsRetentionDays: 3650 })).toBe(3650);
  for (const stored of [0, 3651, 1e9, 2.5, '30', null]) expect(retentionDays({ analyticsRetentionDays: stored as number })).toBe(90);
});
