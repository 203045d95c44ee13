import { expect, it, vi } from 'vitest';
import { forEachDialect } from '../test-support/dialects.ts';
import { seedTrafficCommand } from './traffic.ts';

const NOW = Date.parse('2026-04-15T18:30:00Z');

forEachDialect('plinth seed traffic', (t) => {
  const open = async () => ({ db: t.db, close: async () => {} });
  const quiet = () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    return { log, error, restore: () => (log.mockRestore(), error.mockRestore()) };
  };
  const generated = async () =>
    t.db
      .selectFrom('analytics_events')
      .select(['occurred_at', 'kind', 'visitor_id', 'path', 'event_name', 'referrer', 'utm_campaign', 'data_json'])
      .where('visitor_id', 'like', 'seed-%')
      .orderBy('occurred_at')
      .orderBy('visitor_id')
      .orderBy('kind')
      .orderBy('path')
      .execute();

  it('writes a deterministic week of visits from the catalogue with funnels and purchases, rolls it up, and a rerun replaces it', async () => {
    const console = quiet();
    expect(await seedTrafficCommand(open, ['--days', '7', '--visits', '60', '--seed', '7'], NOW)).toBe(0);
    expect(console.log.mock.calls[0][0]).toMatch(/^Wrote [\d,]+ analytics events over 7 days in [\d.]+ s \([\d,]+ rows\/s\), and 3 client error groups\.$/);
    const first = await generated();
    expect(await seedTrafficCommand(open, ['--days', '7', '--visits', '60', '--seed', '7'], NOW)).toBe(0);
    console.restore();
    const second = await generated();
    expect(second).toEqual(first);

    const days = new Set(first.map((event) => new Date(Number(event.occurred_at)).toISOString().slice(0, 10)));
    expect([...days].sort()).toEqual(['2026-04-09', '2026-04-10', '2026-04-11', '2026-04-12', '2026-04-13', '2026-04-14', '2026-04-15']);
    expect(first.every((event) => Number(event.occurred_at) <= NOW)).toBe(true);
    // Paths of the real catalogue; sources with referrers and UTM; every funnel step.
    const paths = new Set(first.map((event) => event.path));
    expect(paths.has('/shop/stoneware-mug')).toBe(true);
    expect(first.some((event) => event.referrer === 'https://www.google.com/')).toBe(true);
    expect(first.some((event) => event.utm_campaign === 'winter-sale')).toBe(true);
    const names = first.map((event) => event.event_name);
    for (const step of ['visit product page', 'add to cart', 'checkout', 'purchase']) expect(names, step).toContain(step);
    const count = (name: string) => names.filter((n) => n === name).length;
    expect(count('visit product page')).toBeGreaterThan(count('add to cart'));
    expect(count('add to cart')).toBeGreaterThan(count('purchase'));

    const totals = await t.db.selectFrom('analytics_rollups_daily').selectAll().where('dimension', '=', 'total').orderBy('bucket_start').execute();
    expect(totals).toHaveLength(7);
    expect(totals.reduce((sum, row) => sum + Number(row.page_views), 0)).toBe(first.filter((event) => event.kind === 'hit').length);
    expect(totals.reduce((sum, row) => sum + Number(row.orders), 0)).toBe(count('purchase'));
    expect(totals.reduce((sum, row) => sum + Number(row.revenue_cents), 0)).toBeGreaterThan(0);
    expect(Number((await t.db.selectFrom('analytics_client_errors').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBe(3);
  });

  it('refuses bad arguments with exit code 2 and the usage', async () => {
    const console = quiet();
    expect(await seedTrafficCommand(open, ['--days', '0'], NOW)).toBe(2);
    expect(console.error.mock.calls[0][0]).toMatch(/^--days must be at least 1\.\nUsage: plinth seed traffic/);
    expect(await seedTrafficCommand(open, ['--visits', 'many'], NOW)).toBe(2);
    expect(await seedTrafficCommand(open, ['--colour', 'red'], NOW)).toBe(2);
    console.restore();
  });
});
