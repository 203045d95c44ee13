import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';

/*
 * Which server processes are using the database right now — known without any heartbeat, because
 * each one holds a lock that its operating system (SQLite: a lock on a file beside the database) or
 * PostgreSQL (an advisory lock of its session) drops the moment the process dies, SIGKILL included.
 */

/** One process's place in the census. */
export interface CensusMembership {
  /**
   * True when no other live process was using the database as this one joined: whatever work is
   * still marked in progress (a pending payment, an image processing) was left by dead processes,
   * and this one may settle it now. Until {@link ready}, no other process can join (it waits).
   */
  readonly alone: boolean;
  /** Lets other processes join (they wait until then while this one is `alone`). */
  ready(): Promise<void>;
  /** Leaves the census (on shutdown; dying leaves it too). */
  leave(): Promise<void>;
}

/** Where the database is: PostgreSQL by URL, else SQLite in `dataDir`. */
export interface CensusOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** How long a process waits to join while another settles what dead ones left. @default 60 000 ms */
  waitMs?: number;
  /** Told when PostgreSQL drops the census's connection (the process then counts as gone to others). */
  onLost?: (error: Error) => void;
}

/** The census lock's key in PostgreSQL ('plinth' as a number): one per database. */
const PG_CENSUS_KEY = 0x706c696e7468;

/** The file whose locks are the census of a SQLite data folder (not the database: WAL locks differ). */
export const SQLITE_CENSUS_FILE = 'plinth-processes.lock';

/**
 * Joins the census of the database: first tries to hold it alone (exclusive), which succeeds only
 * when no live process is a member; then, after {@link CensusMembership.ready}, holds it shared for
 * the rest of its life like every other member.
 * @example
 * const census = await joinProcessCensus({ databaseUrl, dataDir });
 * if (census.alone) await settleWhatDeadProcessesLeft();
 * await census.ready();
 */
export async function joinProcessCensus(options: CensusOptions): Promise<CensusMembership> {
  return options.databaseUrl ? joinPostgres(options.databaseUrl, options) : joinSqlite(options.dataDir, options);
}

/**
 * SQLite: a small side file in rollback-journal mode. A member keeps a read transaction open on it
 * (a SHARED lock); `begin exclusive` succeeds only when nobody holds one, and while it is held
 * nobody can take one.
 */
async function joinSqlite(dataDir: string, options: CensusOptions): Promise<CensusMembership> {
  mkdirSync(dataDir, { recursive: true });
  const file = new DatabaseSync(join(dataDir, SQLITE_CENSUS_FILE), { timeout: 0 });
  const holdShared = () => {
    file.exec(`PRAGMA busy_timeout = ${options.waitMs ?? 60_000}`);
    file.exec('begin');
    file.prepare('select count(*) from sqlite_schema').get();
  };
  let alone: boolean;
  try {
    file.exec('begin exclusive');
    alone = true;
  } catch {
    alone = false;
    holdShared();
  }
  let member = true;
  let exclusive = alone;
  return {
    alone,
    async ready() {
      if (!exclusive || !member) return;
      exclusive = false;
      file.exec('commit');
      holdShared();
    },
    async leave() {
      if (!member) return;
      member = false;
      file.close();
    },
  };
}

/** PostgreSQL: a session advisory lock on one connection of its own, shared by members, exclusive to join alone. */
async function joinPostgres(databaseUrl: string, options: CensusOptions): Promise<CensusMembership> {
  const client = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
  await client.connect();
  client.on('error', (error) => options.onLost?.(error));
  const alone = (await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [PG_CENSUS_KEY])).rows[0]?.locked === true;
  if (!alone) await client.query(`set statement_timeout = ${options.waitMs ?? 60_000}; select pg_advisory_lock_shared(${PG_CENSUS_KEY})`);
  let member = true;
  let exclusive = alone;
  return {
    alone,
    async ready() {
      if (!exclusive || !member) return;
      exclusive = false;
      // Shared first, then the exclusive hold goes: the process is never out of the census meanwhile.
      await client.query('select pg_advisory_lock_shared($1)', [PG_CENSUS_KEY]);
      await client.query('select pg_advisory_unlock($1)', [PG_CENSUS_KEY]);
    },
    async leave() {
      if (!member) return;
      member = false;
      await client.end().catch(() => {});
    },
  };
}
