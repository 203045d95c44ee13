import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { adminQuery, TEST_POSTGRES_URL } from '../../apps/server/src/test-support/dialects.ts';

/*
 * The store's database as the checks read it, beside the server (never instead of it): SQLite's file
 * opened read-only, or the run's own PostgreSQL database. Queries use `?` placeholders on both.
 */

/** Read access to the database under test. */
export interface StoreDatabase {
  all<T = Record<string, any>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** SQLite's `PRAGMA integrity_check` ('ok'); PostgreSQL has no such check and answers 'ok'. */
  integrityCheck(): Promise<string>;
  close(): Promise<void>;
}

/** The SQLite file of a data folder, opened read-only for each call (the server may be dead or alive). */
export function sqliteStore(dataDir: string): StoreDatabase {
  const file = join(dataDir, 'plinth.sqlite');
  const withDb = <T>(fn: (db: DatabaseSync) => T): T => {
    const db = new DatabaseSync(file, { readOnly: true, timeout: 5000 });
    try {
      return fn(db);
    } finally {
      db.close();
    }
  };
  return {
    all: async (sql, params = []) => withDb((db) => db.prepare(sql).all(...(params as never[])) as never),
    integrityCheck: async () => withDb((db) => (db.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[]).map((r) => r.integrity_check).join('; ')),
    close: async () => {},
  };
}

/** A fresh, empty PostgreSQL database for one run (the server migrates and seeds it), and how to drop it. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `plinth_crash_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}

/** The run's PostgreSQL database. */
export async function postgresStore(url: string): Promise<StoreDatabase> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    async all(sql, params = []) {
      let n = 0;
      const result = await client.query(sql.replace(/\?/g, () => `$${++n}`), params);
      return result.rows;
    },
    integrityCheck: async () => 'ok',
    close: () => client.end(),
  };
}
