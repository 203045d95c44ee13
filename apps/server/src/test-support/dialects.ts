import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { openDatabase, type Database, type DialectName } from '../infra/database/database.ts';
import type { Schema } from '../infra/database/schema.ts';

/*
 * Runs one suite on SQLite and on PostgreSQL. Each suite gets its own temp SQLite folder or its own
 * fresh PostgreSQL database (plinth_test_<random>), dropped afterwards, so test files run in parallel.
 * When PostgreSQL does not answer, its suites are skipped with a console message saying so.
 */

/** The PostgreSQL server the tests use (any database on it; new ones are created beside it). */
export const TEST_POSTGRES_URL = process.env.PLINTH_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function probePostgres(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (error) {
    // CI provides PostgreSQL; there a missing server is a failure, not a skip.
    if (process.env.PLINTH_REQUIRE_POSTGRES === '1') {
      throw new Error(`PostgreSQL at ${TEST_POSTGRES_URL} does not answer (${(error as Error).message}), and PLINTH_REQUIRE_POSTGRES=1`);
    }
    console.warn(
      `PostgreSQL at ${TEST_POSTGRES_URL} does not answer (${(error as Error).message}): ` +
        'the PostgreSQL database suites are SKIPPED; only SQLite runs.',
    );
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Whether the test PostgreSQL server answered when this module loaded. */
export const postgresAvailable: boolean = await probePostgres();

/** Runs one statement on the test server's admin database (create or drop a database). */
export async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Drops a test database. pg's pool.end() resolves before its sockets close, so wait for the sessions
 * to go rather than killing them (which would surface as errors on the closing clients).
 */
async function dropDatabase(name: string): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt++) {
    try {
      await adminQuery(`drop database if exists ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error; // 55006: still being accessed
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  await adminQuery(`drop database if exists ${name} with (force)`);
}

/** A migrated, empty database of one dialect, and how to dispose of it. */
export interface TestDatabase extends Database {
  /** Where it is, as `plinth start`'s configuration names it (another connection, a thread, a process can open it). */
  location: { databaseUrl: string | undefined; dataDir: string };
  /** Closes and deletes the database (the temp folder or the PostgreSQL database). */
  dispose(): Promise<void>;
}

/** Opens a fresh, migrated test database of the given dialect. */
export async function openTestDatabase(dialect: DialectName): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'plinth-test-'));
    const database = await openDatabase({ dataDir });
    return {
      ...database,
      location: { databaseUrl: undefined, dataDir },
      async dispose() {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `plinth_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  } catch (error) {
    await dropDatabase(name);
    throw error;
  }
  return {
    ...database,
    location: { databaseUrl: url.toString(), dataDir: '' },
    async dispose() {
      await database.close();
      await dropDatabase(name);
    },
  };
}

/** What a {@link forEachDialect} suite sees; read it inside tests (it is set in beforeAll). */
export interface DialectContext {
  readonly db: Kysely<Schema>;
  readonly database: TestDatabase;
  readonly dialect: DialectName;
}

/**
 * Declares the suite `fn` twice: on SQLite and on PostgreSQL (skipped when PostgreSQL is down).
 * @param name suite name; the dialect is appended
 * @param fn declares tests (and may add its own beforeAll, e.g. to seed) using the context
 * @example
 * forEachDialect('sites', (t) => { it('finds', async () => { expect(await getWebsite(t.db, 'x')).toBeNull(); }); });
 */
export function forEachDialect(name: string, fn: (t: DialectContext) => void): void {
  for (const dialect of ['sqlite', 'postgres'] as const) {
    describe.skipIf(dialect === 'postgres' && !postgresAvailable)(`${name} [${dialect}]`, () => {
      let database: TestDatabase | undefined;
      const context: DialectContext = {
        get db() {
          return (database as TestDatabase).db;
        },
        get database() {
          return database as TestDatabase;
        },
        dialect,
      };
      beforeAll(async () => {
        database = await openTestDatabase(dialect);
      });
      afterAll(async () => {
        await database?.dispose();
      });
      fn(context);
    });
  }
}
