import { copyFileSync, createReadStream, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import * as tar from 'tar';
import { createPostgresKysely, openDatabase } from '../infra/database/database.ts';
import { MIGRATIONS } from '../infra/database/migrate.ts';
import { KEY_FILE_NAME } from '../infra/secrets/secret-key.ts';
import { lastMigration } from './backup.ts';
import { foreignKeys, listTables, parentRowsFirst, writableColumns } from './catalog.ts';
import type { BackupTarget, Progress } from './context.ts';
import { checkManifest, MANIFEST_FILE, type BackupManifest } from './manifest.ts';
import { isEmptyDir, listFiles } from './media-files.ts';

/*
 * `plinth restore <file>`: brings a `plinth backup` archive back into an EMPTY data folder (SQLite)
 * or database (PostgreSQL) and media folder. A target holding anything is refused unless `force`
 * (then what is there is replaced). The database goes back at the backup's migration level and is
 * then migrated to this version's, so a backup of an older Plinth restores into a newer one.
 */

/** A restore that would overwrite something: the CLI says so and exits 1. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

/** Rows per INSERT (well under PostgreSQL's 65 535 parameters for the widest table). */
const BATCH = 500;

/** What {@link restoreBackup} brought back. */
export interface RestoreReport {
  manifest: BackupManifest;
  tables: Record<string, number>;
  mediaFiles: number;
}

/** Restores the archive `file` into the configured site. @throws RestoreRefused when the target is not empty (without force) or of the other dialect */
export async function restoreBackup(target: BackupTarget, file: string, options: { force?: boolean; progress?: Progress } = {}): Promise<RestoreReport> {
  const progress = options.progress ?? (() => {});
  const archive = path.resolve(file);
  if (!existsSync(archive)) throw new RestoreRefused(`There is no backup at ${archive}.`);
  const parent = path.dirname(path.resolve(target.dataDir));
  mkdirSync(parent, { recursive: true });
  const staging = mkdtempSync(path.join(parent, '.plinth-restore-'));
  try {
    progress('archive: unpacking');
    await tar.extract({ file: archive, cwd: staging, strict: true });
    if (!existsSync(path.join(staging, MANIFEST_FILE))) throw new RestoreRefused(`${archive} is not a Plinth backup (no manifest.json).`);
    const manifest = checkManifest(JSON.parse(readFileSync(path.join(staging, MANIFEST_FILE), 'utf8')));
    const dialect = target.databaseUrl ? 'postgres' : 'sqlite';
    if (manifest.dialect !== dialect) {
      throw new RestoreRefused(
        manifest.dialect === 'sqlite'
          ? 'This backup is of a SQLite site: restore it with DATABASE_URL unset (into DATA_DIR).'
          : 'This backup is of a PostgreSQL site: restore it with DATABASE_URL set to an empty database.',
      );
    }
    if (manifest.migration !== null && !(manifest.migration in MIGRATIONS)) {
      throw new RestoreRefused(`This backup was made at migration ${manifest.migration}, which this Plinth does not know: restore it with Plinth ${manifest.plinthVersion} or newer.`);
    }
    const mediaDir = target.media.dir;
    if (!options.force) await refuseNonEmpty(target, dialect, mediaDir);

    if (dialect === 'sqlite') restoreSqliteFile(staging, target.dataDir, options.force === true);
    else await restorePostgres(staging, target.databaseUrl as string, manifest, progress);

    let mediaFiles = 0;
    if (existsSync(path.join(staging, 'media'))) {
      progress('media: moving files into place');
      if (options.force) rmSync(mediaDir, { recursive: true, force: true });
      mkdirSync(path.dirname(mediaDir), { recursive: true });
      rmSync(mediaDir, { recursive: true, force: true }); // empty (checked above) or being replaced
      renameSync(path.join(staging, 'media'), mediaDir);
      mediaFiles = listFiles(mediaDir).files.length;
    }
    const keyFile = path.join(target.dataDir, KEY_FILE_NAME);
    if (manifest.secretKeyFile && existsSync(path.join(staging, KEY_FILE_NAME)) && (options.force || !existsSync(keyFile))) {
      mkdirSync(target.dataDir, { recursive: true });
      copyFileSync(path.join(staging, KEY_FILE_NAME), keyFile);
    }

    // Up to this version's schema, and the counts read back to compare with the manifest's.
    progress('database: migrating to this version');
    const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
    try {
      const tables: Record<string, number> = {};
      for (const table of Object.keys(manifest.tables)) {
        const row = await (database.db as Kysely<any>).selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
        tables[table] = Number(row?.n ?? 0);
      }
      return { manifest, tables, mediaFiles };
    } finally {
      await database.close();
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Refuses a target that holds a database with rows, or media files. */
async function refuseNonEmpty(target: BackupTarget, dialect: 'sqlite' | 'postgres', mediaDir: string): Promise<void> {
  if (dialect === 'sqlite') {
    const database = path.join(target.dataDir, 'plinth.sqlite');
    if (existsSync(database)) throw new RestoreRefused(`${target.dataDir} already holds a Plinth database: restore into an empty DATA_DIR, or pass --force to replace it (stop the server first).`);
  } else {
    const db = createPostgresKysely(target.databaseUrl as string, 1);
    try {
      for (const table of await listTables(db, 'postgres')) {
        const row = await sql<{ any: boolean }>`select exists (select 1 from ${sql.table(table)}) as any`.execute(db);
        if (row.rows[0]?.any) throw new RestoreRefused(`The database of DATABASE_URL is not empty (table ${table} has rows): restore into an empty database, or pass --force to replace its contents (stop the server first).`);
      }
    } finally {
      await db.destroy();
    }
  }
  if (!isEmptyDir(mediaDir)) throw new RestoreRefused(`The media folder ${mediaDir} is not empty: restore into an empty DATA_DIR, or pass --force to replace it.`);
}

/** SQLite: the backup's file becomes DATA_DIR/plinth.sqlite (with force, replacing the old one and its WAL). */
function restoreSqliteFile(staging: string, dataDir: string, force: boolean): void {
  mkdirSync(dataDir, { recursive: true });
  const destination = path.join(dataDir, 'plinth.sqlite');
  if (force) for (const suffix of ['', '-wal', '-shm']) rmSync(`${destination}${suffix}`, { force: true });
  renameSync(path.join(staging, 'database', 'plinth.sqlite'), destination);
}

/** PostgreSQL: the schema at the backup's migration level, its partitions, then every table's rows in one transaction. */
async function restorePostgres(staging: string, databaseUrl: string, manifest: BackupManifest, progress: Progress): Promise<void> {
  const db = createPostgresKysely(databaseUrl, 1);
  try {
    const level = await lastMigration(db, 'postgres');
    if (level !== null && manifest.migration !== null && level > manifest.migration) {
      throw new RestoreRefused(`The database is at migration ${level}, newer than the backup's ${manifest.migration}: restore into an empty database (this Plinth migrates it after the restore).`);
    }
    if (manifest.migration !== null) {
      const result = await new Migrator({ db, provider: { getMigrations: async () => ({ ...MIGRATIONS }) } }).migrateTo(manifest.migration);
      if (result.error) throw new Error(`Migrating the empty database to ${manifest.migration} failed: ${String(result.error)}`);
    }
    for (const partition of manifest.partitions ?? []) {
      // Names and bounds come from the catalog of the backed-up database (pg_get_expr), not from a visitor.
      await sql.raw(`create table if not exists "${partition.name}" partition of "${partition.parent}" ${partition.bound}`).execute(db);
    }
    const keys = await foreignKeys(db);
    await db.transaction().execute(async (trx) => {
      const tables = Object.keys(manifest.tables);
      // Rows a migration itself wrote are replaced by the backup's (and with force, what was there).
      if (tables.length) await sql`truncate ${sql.join(tables.map((table) => sql.table(table)))} cascade`.execute(trx);
      for (const [index, entry] of (manifest.files ?? []).entries()) {
        progress(`database: ${index + 1} of ${manifest.files?.length ?? 0} files (${entry.table})`);
        const columns = new Set(await writableColumns(trx, entry.table));
        const selfKeys = keys.filter((key) => key.table === entry.table && key.references === entry.table);
        const insert = (rows: Record<string, unknown>[]) => (trx as Kysely<any>).insertInto(entry.table).values(rows).execute();
        // Rows stream in batches; only a table that refers to itself is read whole, to put parents first.
        let rows: Record<string, unknown>[] = [];
        const lines = createInterface({ input: createReadStream(path.join(staging, 'database', entry.file)), crlfDelay: Infinity });
        for await (const line of lines) {
          if (!line) continue;
          rows.push(pick(JSON.parse(line) as Record<string, unknown>, columns));
          if (!selfKeys.length && rows.length === BATCH) {
            await insert(rows);
            rows = [];
          }
        }
        const ordered = parentRowsFirst(rows, selfKeys);
        for (let start = 0; start < ordered.length; start += BATCH) await insert(ordered.slice(start, start + BATCH));
      }
    });
  } finally {
    await db.destroy();
  }
}

/** The row's values for the columns the table has now (a column dropped since is left out). */
function pick(row: Record<string, unknown>, columns: ReadonlySet<string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([column]) => columns.has(column)));
}
