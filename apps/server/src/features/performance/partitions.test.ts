import { sql } from 'kysely';
import { expect, it } from 'vitest';
import * as m0017 from '../../infra/database/migrations/0017-performance-partitions.ts';
import { monthPartitionName, monthStart } from '../../infra/database/month-partitions.ts';
import { forEachDialect } from '../../test-support/dialects.ts';
import { MONTHS_AHEAD, RECORDS_TABLE } from './partitions.ts';
import { prunePerformance } from './retention.ts';

const DAY = 86_400_000;

forEachDialect('performance record partitions', (t) => {
  const tables = async () => (await t.db.introspection.getTables()).map((table) => table.name);
  const record = (websiteId: string, pageLoadId: string, occurredAt: number, metric: string | null) => ({
    website_id: websiteId,
    page_load_id: pageLoadId,
    occurred_at: occurredAt,
    event: metric ?? 'image',
    metric,
    value: metric ? 100 : null,
    rating: metric ? 'good' : null,
    template: 'page',
    device: 'desktop',
    app: 'storefront',
    data_json: '{}',
  });
  /** The partition each record sits in, oldest first (PostgreSQL). */
  const partitionsOf = async (websiteId: string) =>
    (await sql<{ partition: string }>`select tableoid::regclass::text as partition from performance_records where website_id = ${websiteId} order by occurred_at`.execute(t.db)).rows.map((r) => r.partition);

  it('migration 0017 moves the records of 0011 into monthly partitions and keeps what was counted once per page load', async () => {
    const now = Date.now();
    await t.db.insertInto('websites').values({ id: 'w-0017', name: 'W', is_default: 0, created_at: 1 }).execute();
    await t.db.insertInto('performance_page_loads').values({ id: 'pl-0017', website_id: 'w-0017', created_at: now, template: 'page', device: 'desktop' }).execute();
    // Back to 0011's one table, with records of this month and of five months ago.
    await m0017.down(t.db);
    const old = monthStart(now, -5) + DAY;
    await t.db.insertInto('performance_records').values([record('w-0017', 'pl-0017', old, null), record('w-0017', 'pl-0017', now, 'LCP'), record('w-0017', 'pl-0017', now, null)]).execute();
    await m0017.up(t.db);

    expect(await t.db.selectFrom('performance_records').select(['occurred_at', 'metric']).where('website_id', '=', 'w-0017').orderBy('occurred_at').execute()).toHaveLength(3);
    // The LCP already stored counts as seen: a second one of that page load is not counted again.
    expect(await t.db.selectFrom('performance_page_load_metrics').selectAll().execute()).toEqual([{ page_load_id: 'pl-0017', metric: 'LCP' }]);
    // Two LCPs of one page load may now sit in the table: the unique index is gone (the seen table decides).
    await t.db.insertInto('performance_records').values(record('w-0017', 'pl-0017', now + 1, 'LCP')).execute();
    if (t.dialect === 'sqlite') {
      expect((await tables()).filter((name) => name.startsWith(`${RECORDS_TABLE}_`))).toEqual([]);
      return;
    }
    // Every month from the oldest record's to a year ahead has its partition.
    const names = await tables();
    for (let offset = -5; offset <= 12; offset++) expect(names).toContain(monthPartitionName(RECORDS_TABLE, monthStart(now, offset)));
    expect(names).toContain(`${RECORDS_TABLE}_default`);
    expect(names).not.toContain('performance_records_0011');
    expect(await partitionsOf('w-0017')).toEqual([
      monthPartitionName(RECORDS_TABLE, monthStart(old)),
      monthPartitionName(RECORDS_TABLE, monthStart(now)),
      monthPartitionName(RECORDS_TABLE, monthStart(now)),
      monthPartitionName(RECORDS_TABLE, monthStart(now)),
    ]);
    // Deleting the site deletes its records, in every partition.
    await t.db.deleteFrom('websites').where('id', '=', 'w-0017').execute();
    expect(await t.db.selectFrom('performance_records').select('event').where('website_id', '=', 'w-0017').execute()).toEqual([]);
  });

  it('retention drops the months no site keeps whole, trims the rest per site, and keeps a year of months ahead', async () => {
    const now = Date.UTC(2031, 6, 15);
    await t.db.insertInto('websites').values({ id: 'w-retention', name: 'W', is_default: 0, created_at: 1 }).execute();
    const months = [-6, -4, 0].map((offset) => monthStart(now, offset) + 2 * DAY);
    const warnings: string[] = [];
    // The months of those records exist before they arrive, as the hourly job makes them ahead.
    await prunePerformance(t.db, months[0], (message) => warnings.push(message));
    await t.db.insertInto('performance_records').values([...months.map((at) => record('w-retention', 'pl-r', at, null)), record('w-retention', 'pl-r', now - 89 * DAY, null)]).execute();
    if (t.dialect === 'postgres') expect(new Set(await partitionsOf('w-retention')).has(`${RECORDS_TABLE}_default`)).toBe(false);

    // 90 days kept (the default): four and six months ago go; 89 days ago stays.
    expect(await prunePerformance(t.db, now, (message) => warnings.push(message))).toBeGreaterThanOrEqual(0);
    const left = await t.db.selectFrom('performance_records').select('occurred_at').where('website_id', '=', 'w-retention').orderBy('occurred_at').execute();
    expect(left.map((row) => row.occurred_at)).toEqual([now - 89 * DAY, months[2]]);
    expect(warnings).toEqual([]);
    if (t.dialect === 'sqlite') return;
    const names = await tables();
    expect(names).not.toContain(monthPartitionName(RECORDS_TABLE, monthStart(now, -6)));
    expect(names).not.toContain(monthPartitionName(RECORDS_TABLE, monthStart(now, -4)));
    expect(names).toContain(monthPartitionName(RECORDS_TABLE, monthStart(now - 89 * DAY)));
    expect(names).toContain(monthPartitionName(RECORDS_TABLE, monthStart(now, MONTHS_AHEAD - 1)));
    await t.db.deleteFrom('websites').where('id', '=', 'w-retention').execute();
  });
});
