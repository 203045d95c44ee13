import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { NodeSqliteDialect } from './dialect-node-sqlite.ts';
import { migrateToLatest } from './migrate.ts';
import type { Schema } from './schema.ts';

/** Which engine a {@link Database} runs on. */
export type DialectName = 'sqlite' | 'postgres';

/** An open, migrated database. */
export interface Database {
  db: Kysely<Schema>;
  dialect: DialectName;
  /** Closes the SQLite file or ends the pg pool. */
  close(): Promise<void>;
}

/** Options for {@link openDatabase}. */
export interface OpenDatabaseOptions {
  /** A `postgres://` URL; when absent, SQLite is used. */
  databaseUrl?: string;
  /** Folder of `plinth.sqlite` (created if missing). */
  dataDir: string;
  /** Run migrations on open. @default true */
  migrate?: boolean;
  /** pg pool size. @default 10 */
  poolSize?: number;
}

const INT8_OID = 20;

/**
 * pg returns BIGINT (and COUNT(*)) as strings because they can exceed 2^53. Ours are epoch
 * milliseconds and counters, far below that, so read them as numbers — per pool, not globally.
 */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID && format !== 'binary') return (value: string) => Number.parseInt(value, 10);
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

/** The pg pool under each PostgreSQL Kysely instance (GET /metrics reads its counts). */
const POOLS = new WeakMap<Kysely<Schema>, pg.Pool>();

/** The pg pool of a Kysely instance made by {@link createPostgresKysely}; undefined on SQLite. */
export function postgresPoolOf(db: Kysely<Schema>): pg.Pool | undefined {
  return POOLS.get(db);
}

/** Creates a Kysely instance over a pg pool with numbers for INT8. */
export function createPostgresKysely(databaseUrl: string, poolSize = 10): Kysely<Schema> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, types: pgTypes as never });
  // An idle client losing its connection (server restart, failover) must not crash the process; the
  // pool drops that client and the next query opens a fresh one.
  pool.on('error', (error) => console.error(`PostgreSQL idle client error: ${error.message}`));
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  POOLS.set(db, pool);
  return db;
}

/** Creates a Kysely instance over `${dataDir}/plinth.sqlite` (creating the folder). */
export function createSqliteKysely(dataDir: string): Kysely<Schema> {
  mkdirSync(dataDir, { recursive: true });
  return new Kysely<Schema>({ dialect: new NodeSqliteDialect(join(dataDir, 'plinth.sqlite')) });
}

/**
 * Opens the database: PostgreSQL when `databaseUrl` is set, else the SQLite file in `dataDir`; then
 * migrates it to the latest schema.
 * @example
 * const { db, close } = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: './data' });
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const dialect: DialectName = options.databaseUrl ? 'postgres' : 'sqlite';
  const db =
    dialect === 'postgres'
      ? createPostgresKysely(options.databaseUrl as string, options.poolSize)
      : createSqliteKysely(options.dataDir);
  try {
    if (options.migrate !== false) await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, dialect, close: () => db.destroy() };
}
