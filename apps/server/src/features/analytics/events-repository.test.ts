import { expect, it } from 'vitest';
import { forEachDialect } from '../../test-support/dialects.ts';
import { insertEvents, type EventRow } from './events-repository.ts';

forEachDialect('analytics events repository', (t) => {
  const row = (websiteId: string, n: number): EventRow => ({ website_id: websiteId, occurred_at: n, kind: 'hit', visitor_id: `v${n}`, counting: 'cookie', path: `/p${n}` });

  it('writes a batch of more than one statement, and none of it when one row fails', async () => {
    await t.db.insertInto('websites').values({ id: 'w-events', name: 'W', is_default: 0, created_at: 1 }).execute();
    await insertEvents(t.db, Array.from({ length: 1200 }, (_, n) => row('w-events', n)));
    const count = async () => (await t.db.selectFrom('analytics_events').select('path').where('website_id', '=', 'w-events').execute()).length;
    expect(await count()).toBe(1200);
    // The last row names no site: the whole batch, its first 500-row chunks included, is not written.
    const batch = [...Array.from({ length: 700 }, (_, n) => row('w-events', 5000 + n)), row('no-such-site', 9999)];
    await expect(insertEvents(t.db, batch)).rejects.toThrow();
    expect(await count()).toBe(1200);
  });
});
