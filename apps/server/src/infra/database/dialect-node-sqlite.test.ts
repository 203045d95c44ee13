import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, sql, type Generated } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { NodeSqliteDialect, openNodeSqlite } from './dialect-node-sqlite.ts';

interface T {
  t: { id: Generated<number>; v: string | null; flag: number | null };
}

describe('NodeSqliteDialect', () => {
  const dir = mkdtempSync(join(tmpdir(), 'plinth-dialect-'));
  const db = new Kysely<T>({ dialect: new NodeSqliteDialect(join(dir, 'x.sqlite')) });
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('opens with WAL, foreign keys on and a busy timeout', async () => {
    const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
    expect(mode.rows[0].journal_mode).toBe('wal');
    const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
    expect(fk.rows[0].foreign_keys).toBe(1);
    const busy = await sql<{ timeout: number }>`pragma busy_timeout`.execute(db);
    expect(busy.rows[0].timeout).toBe(5000);
  });

  it('runs writes, reads and RETURNING, and maps booleans/undefined to 0/1/null', async () => {
    await sql`create table t (id integer primary key, v text, flag integer)`.execute(db);
    const insert = await db.insertInto('t').values({ v: 'a', flag: true as never }).executeTakeFirst();
    expect(insert.insertId).toBe(1n);
    const returned = await db.insertInto('t').values({ v: undefined as never, flag: false as never }).returning(['id', 'v', 'flag']).execute();
    expect(returned).toEqual([{ id: 2, v: null, flag: 0 }]);
    const rows = await db.selectFrom('t').selectAll().orderBy('id').execute();
    expect(rows).toEqual([{ id: 1, v: 'a', flag: 1 }, { id: 2, v: null, flag: 0 }]);
    const update = await db.updateTable('t').set({ v: 'b' }).executeTakeFirst();
    expect(update.numUpdatedRows).toBe(2n);
  });

  it('commits and rolls back transactions', async () => {
    await db.transaction().execute((tx) => tx.insertInto('t').values({ v: 'kept' }).execute());
    await expect(
      db.transaction().execute(async (tx) => {
        await tx.insertInto('t').values({ v: 'lost' }).execute();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const values = (await db.selectFrom('t').select('v').execute()).map((r) => r.v);
    expect(values).toContain('kept');
    expect(values).not.toContain('lost');
  });

  it('serialises concurrent transactions on the one connection', async () => {
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        db.transaction().execute(async (tx) => {
          await tx.insertInto('t').values({ v: `c${i}` }).execute();
        }),
      ),
    );
    const count = await db.selectFrom('t').select((eb) => eb.fn.countAll<number>().as('n')).where('v', 'like', 'c%').executeTakeFirstOrThrow();
    expect(count.n).toBe(10);
  });

  it('streams select results', async () => {
    const seen: string[] = [];
    for await (const row of db.selectFrom('t').select('v').where('v', 'like', 'c%').orderBy('v').stream()) seen.push(String(row.v));
    expect(seen).toHaveLength(10);
  });
});

describe('openNodeSqlite', () => {
  it('reuses prepared statements for the same SQL and marks readers by their columns', () => {
    const db = openNodeSqlite(':memory:');
    expect(db.prepare('select 1 as x')).toBe(db.prepare('select 1 as x'));
    expect(db.prepare('select 1 as x').reader).toBe(true);
    expect(db.prepare('create table z (a)').reader).toBe(false);
    db.close();
  });
});
