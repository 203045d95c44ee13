import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDatabase, type SqliteStatement } from 'kysely';

/** Options for {@link openNodeSqlite}. */
export interface NodeSqliteOptions {
  /** Milliseconds a writer waits for another process's lock before SQLITE_BUSY. @default 5000 */
  busyTimeoutMs?: number;
  /** Prepared statements kept per connection, keyed by SQL text. @default 256 */
  statementCacheSize?: number;
}

/** node:sqlite accepts neither booleans nor undefined as parameters; normalise once here. */
function toParam(value: unknown): unknown {
  if (value === true) return 1;
  if (value === false) return 0;
  if (value === undefined) return null;
  return value;
}

/**
 * Adapts a `node:sqlite` DatabaseSync to the `SqliteDatabase` shape Kysely's SqliteDialect expects.
 * Prepared statements are cached by SQL text: preparing is a measurable part of a hot read path.
 */
export function adaptDatabaseSync(db: DatabaseSync, statementCacheSize = 256): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  const wrap = (stmt: StatementSync): SqliteStatement => ({
    // A statement returns rows exactly when it has result columns (SELECT, or anything with RETURNING).
    reader: stmt.columns().length > 0,
    all: (params) => stmt.all(...(params.map(toParam) as never[])),
    run: (params) => stmt.run(...(params.map(toParam) as never[])),
    iterate: (params) => stmt.iterate(...(params.map(toParam) as never[])),
  });
  return {
    prepare(sql) {
      let statement = cache.get(sql);
      if (statement === undefined) {
        statement = wrap(db.prepare(sql));
        if (cache.size >= statementCacheSize) cache.delete(cache.keys().next().value as string);
        cache.set(sql, statement);
      }
      return statement;
    },
    close() {
      cache.clear();
      db.close();
    },
  };
}

/** SQLite handles this process holds open (GET /metrics reports them). */
let openHandles = 0;

/** How many SQLite handles this process holds open now. */
export function openSqliteHandles(): number {
  return openHandles;
}

/** Opens a SQLite file (or ':memory:') with WAL, foreign keys and a busy timeout. */
export function openNodeSqlite(path: string, options: NodeSqliteOptions = {}): SqliteDatabase {
  const busyTimeoutMs = options.busyTimeoutMs ?? 5000;
  const db = new DatabaseSync(path, { enableForeignKeyConstraints: true, timeout: busyTimeoutMs });
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec(`PRAGMA busy_timeout = ${Math.trunc(busyTimeoutMs)}`);
  db.exec('PRAGMA foreign_keys = ON');
  const adapted = adaptDatabaseSync(db, options.statementCacheSize);
  openHandles++;
  return {
    ...adapted,
    close() {
      openHandles--;
      adapted.close();
    },
  };
}

/**
 * Kysely's SqliteDriver starts transactions with a deferred `begin`. Our transactions all write, and a
 * deferred one that reads first can fail with SQLITE_BUSY when another process writes meanwhile;
 * `begin immediate` takes the write lock up front and waits (busy_timeout) instead.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/**
 * A Kysely dialect over Node's built-in `node:sqlite`.
 * @example
 * const db = new Kysely<Schema>({ dialect: new NodeSqliteDialect('data/plinth.sqlite') });
 */
export class NodeSqliteDialect extends SqliteDialect {
  readonly #path: string;
  readonly #options: NodeSqliteOptions;

  /**
   * @param path file path or ':memory:'
   * @param options busy timeout and statement cache size
   */
  constructor(path: string, options: NodeSqliteOptions = {}) {
    super({ database: async () => openNodeSqlite(path, options) });
    this.#path = path;
    this.#options = options;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver({ database: async () => openNodeSqlite(this.#path, this.#options) });
  }
}
