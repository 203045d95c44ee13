import { expect, it } from 'vitest';
import { hotQuery } from './hot-query.ts';
import type { Schema } from './schema.ts';
import type { Kysely } from 'kysely';
import { forEachDialect } from '../../test-support/dialects.ts';

forEachDialect('hotQuery', (t) => {
  const byName = hotQuery((db: Kysely<Schema>, name: string, zone: string) =>
    db.selectFrom('websites').select(['id', 'name']).where('name', '=', name).where('time_zone', '=', zone).where('is_default', '=', 0).orderBy('id').limit(5),
  );

  it('binds new arguments into the once-compiled query, keeping its constants', async () => {
    await t.db.insertInto('websites').values([
      { id: 'a', name: 'A', is_default: 0, time_zone: 'UTC', created_at: 1 },
      { id: 'b', name: 'B', is_default: 0, time_zone: 'UTC', created_at: 1 },
      { id: 'c', name: 'B', is_default: 1, time_zone: 'UTC', created_at: 1 },
    ]).execute();
    expect(await byName(t.db, 'A', 'UTC')).toEqual([{ id: 'a', name: 'A' }]);
    expect(await byName(t.db, 'B', 'UTC')).toEqual([{ id: 'b', name: 'B' }]);
    expect(await byName(t.db, 'B', 'Europe/Paris')).toEqual([]);
  });

  it('works inside a transaction too', async () => {
    const rows = await t.db.transaction().execute((tx) => byName(tx, 'A', 'UTC'));
    expect(rows).toHaveLength(1);
  });

  it('refuses a builder that does not bind an argument as a parameter', async () => {
    const bad = hotQuery((db: Kysely<Schema>, _unused: string) => db.selectFrom('websites').select('id'));
    await expect(bad(t.db, 'x')).rejects.toThrow('argument 0 is not bound');
  });
});
