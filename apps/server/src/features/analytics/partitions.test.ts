import { expect, it } from 'vitest';
import { monthPartitionName, monthStart } from '../../infra/database/month-partitions.ts';
import { forEachDialect } from '../../test-support/dialects.ts';
import { keepPartitionsAhead, MONTHS_AHEAD } from './partitions.ts';

forEachDialect('analytics partitions ahead', (t) => {
  it('makes a year of monthly partitions ahead of the clock on PostgreSQL; a month whose rows sit in the default partition is skipped, not fatal', async () => {
    const later = Date.UTC(2031, 4, 15);
    await t.db.insertInto('websites').values({ id: 'w-ahead', name: 'W', is_default: 0, created_at: 1 }).execute();
    // A row of June 2031 arrives before its partition exists: it lands in the default partition.
    await t.db.insertInto('analytics_events').values({ website_id: 'w-ahead', occurred_at: monthStart(later, 1) + 5, kind: 'hit', visitor_id: 'v', counting: 'cookie' }).execute();
    const warnings: string[] = [];
    const failed = await keepPartitionsAhead(t.db, later, (message) => warnings.push(message));
    const names = (await t.db.introspection.getTables()).map((table) => table.name);
    if (t.dialect === 'sqlite') {
      expect([failed, warnings]).toEqual([0, []]);
      return;
    }
    expect(failed).toBe(1);
    expect(warnings[0]).toContain('2031-06');
    expect(names).toContain(monthPartitionName('analytics_events', later));
    expect(names).not.toContain(monthPartitionName('analytics_events', monthStart(later, 1)));
    expect(names).toContain(monthPartitionName('analytics_events', monthStart(later, MONTHS_AHEAD - 1)));
    // Running again changes nothing and still fails only on that month.
    expect(await keepPartitionsAhead(t.db, later, () => {})).toBe(1);
    expect(await t.db.selectFrom('analytics_events').select('occurred_at').where('website_id', '=', 'w-ahead').execute()).toHaveLength(1);
  });
});
