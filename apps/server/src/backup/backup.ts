import { createWriteStream, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { backup as sqliteBackup, DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import { once } from 'node:events';
import { sql, type Kysely } from 'kysely';
import * as tar from 'tar';
import { createPostgresKysely } from '../infra/database/database.ts';
import { KEY_FILE_NAME } from '../infra/secrets/secret-key.ts';
import { foreignKeys, listPartitions, listTables, parentsFirst, writableColumns } from './catalog.ts';
import { plinthVersion, type BackupTarget, type Progress } from './context.ts';
import { MANIFEST_FILE, type BackupManifest } from './manifest.ts';
import { listFiles } from './media-files.ts';

/*
 * `plinth backup <file>`: a consistent copy of the site while it serves, as one .tar.gz —
 * manifest.json, database/ (SQLite: the online backup API's copy of plinth.sqlite; PostgreSQL: one
 * JSON-lines file per table, read in one REPEATABLE READ READ ONLY transaction, so every table is of
 * the same instant), media/ (the media folder; objects in an S3 bucket are not copied) and, outside
 * production, DATA_DIR/secret.key. Written beside the target and renamed into place when complete.
 */

/** Rows read per query from PostgreSQL. */
const PAGE = 2000;

/** Writes a backup of the configured site to `file`. @returns its manifest */
export async function createBackup(target: BackupTarget, file: string, progress: Progress = () => {}): Promise<BackupManifest> {
  const destination = path.resolve(file);
  mkdirSync(path.dirname(destination), { recursive: true });
  const staging = mkdtempSync(path.join(path.dirname(destination), '.plinth-backup-'));
  try {
    mkdirSync(path.join(staging, 'database'));
    const database = target.databaseUrl ? await dumpPostgres(target.databaseUrl, path.join(staging, 'database'), progress) : await copySqlite(target.dataDir, path.join(staging, 'database'), progress);
    const s3 = target.media.s3 !== undefined;
    const media = s3 ? { files: [], bytes: 0 } : listFiles(target.media.dir);
    if (!s3 && media.files.length) symlinkSync(target.media.dir, path.join(staging, 'media'), 'dir');
    const keyFile = path.join(target.dataDir, KEY_FILE_NAME);
    const secretKeyFile = !target.secretKey && existsSync(keyFile);
    if (secretKeyFile) symlinkSync(keyFile, path.join(staging, KEY_FILE_NAME));
    const manifest: BackupManifest = {
      format: 'plinth-backup',
      formatVersion: 1,
      plinthVersion: plinthVersion(),
      createdAt: database.at,
      dialect: target.databaseUrl ? 'postgres' : 'sqlite',
      databaseFormat: target.databaseUrl ? 'json-lines' : 'sqlite-file',
      migration: database.migration,
      tables: database.tables,
      ...(database.partitions ? { partitions: database.partitions } : {}),
      ...(database.files ? { files: database.files } : {}),
      media: { storage: s3 ? 's3' : 'folder', files: media.files.length, bytes: media.bytes, copied: !s3 },
      secretKeyFile,
    };
    writeFileSync(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    progress(`archive: packing ${media.files.length} media files`);
    const entries = [MANIFEST_FILE, 'database', ...(media.files.length ? ['media'] : []), ...(secretKeyFile ? [KEY_FILE_NAME] : [])];
    const partial = `${destination}.partial`;
    // follow: the media folder and the key file are linked into the staging folder, not copied twice.
    await tar.create({ gzip: true, file: partial, cwd: staging, follow: true, portable: true }, entries);
    renameSync(partial, destination);
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
    rmSync(`${destination}.partial`, { force: true });
  }
}

interface DatabaseCopy {
  at: string;
  migration: string | null;
  tables: Record<string, number>;
  partitions?: BackupManifest['partitions'];
  files?: BackupManifest['files'];
}

/** SQLite's online backup: a page-by-page copy that other connections may write during (it restarts on their writes). */
async function copySqlite(dataDir: string, into: string, progress: Progress): Promise<DatabaseCopy> {
  const source = path.join(dataDir, 'plinth.sqlite');
  if (!existsSync(source)) throw new Error(`There is no Plinth database at ${source} (DATA_DIR): nothing to back up.`);
  const copy = path.join(into, 'plinth.sqlite');
  const live = new DatabaseSync(source, { readOnly: true, timeout: 5000 });
  try {
    await sqliteBackup(live, copy, {
      rate: 256,
      progress: ({ totalPages, remainingPages }) => progress(`database: ${totalPages - remainingPages} of ${totalPages} pages`),
    });
  } finally {
    live.close();
  }
  const at = new Date().toISOString();
  const snapshot = new DatabaseSync(copy);
  try {
    // One file, not three: the copy goes back as plinth.sqlite alone.
    snapshot.exec('pragma journal_mode = delete');
    const names = (snapshot.prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_migration%' order by name`).all() as { name: string }[]).map((row) => row.name);
    const tables: Record<string, number> = {};
    for (const name of names) tables[name] = Number((snapshot.prepare(`select count(*) as n from "${name}"`).get() as { n: number }).n);
    const hasMigrations = snapshot.prepare(`select 1 from sqlite_master where name = 'kysely_migration'`).get() !== undefined;
    const last = hasMigrations ? (snapshot.prepare('select name from kysely_migration order by name desc limit 1').get() as { name: string } | undefined) : undefined;
    return { at, migration: last?.name ?? null, tables };
  } finally {
    snapshot.close();
  }
}

/** PostgreSQL: every table as JSON lines, all read in one REPEATABLE READ snapshot. */
async function dumpPostgres(databaseUrl: string, into: string, progress: Progress): Promise<DatabaseCopy> {
  const db = createPostgresKysely(databaseUrl, 1);
  try {
    return await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        await sql`set transaction read only`.execute(trx);
        const at = new Date().toISOString();
        const migration = await lastMigration(trx, 'postgres');
        const tables = await listTables(trx, 'postgres');
        const order = parentsFirst(tables, await foreignKeys(trx));
        const partitions = await listPartitions(trx);
        const counts: Record<string, number> = {};
        const files: NonNullable<BackupManifest['files']> = [];
        for (const [index, table] of order.entries()) {
          progress(`database: ${index + 1} of ${order.length} tables (${table})`);
          const columns = await writableColumns(trx, table);
          // A partitioned table is read partition by partition (each has its own row addresses).
          const leaves = partitions.filter((partition) => partition.parent === table).map((partition) => partition.name);
          counts[table] = 0;
          for (const leaf of leaves.length ? leaves : [table]) {
            const fileName = `${leaf}.jsonl`;
            const rows = await dumpTable(trx, leaf, columns, path.join(into, fileName));
            files.push({ file: fileName, table, rows });
            counts[table] += rows;
          }
        }
        return { at, migration, tables: counts, partitions, files };
      });
  } finally {
    await db.destroy();
  }
}

/** Writes one table's rows (only `columns`) to a JSON-lines file, in pages by row address. @returns the row count */
async function dumpTable(trx: Kysely<any>, table: string, columns: readonly string[], file: string): Promise<number> {
  const out = createWriteStream(file);
  let count = 0;
  let after = '(0,0)';
  const list = sql.join(columns.map((column) => sql.ref(column)));
  for (;;) {
    const { rows } = await sql<Record<string, unknown> & { plinth_row: string }>`select ctid::text as plinth_row, ${list} from only ${sql.table(table)} where ctid > ${after}::tid order by ctid limit ${PAGE}`.execute(trx);
    for (const { plinth_row: _address, ...row } of rows) {
      if (!out.write(`${JSON.stringify(row)}\n`)) await once(out, 'drain');
    }
    count += rows.length;
    if (rows.length < PAGE) break;
    after = (rows[rows.length - 1] as { plinth_row: string }).plinth_row;
  }
  out.end();
  await once(out, 'finish');
  return count;
}

/** The last migration applied (null: none, or no migration table yet). */
export async function lastMigration(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<string | null> {
  const { rows } =
    dialect === 'postgres'
      ? await sql<{ present: boolean }>`select to_regclass('kysely_migration') is not null as present`.execute(db)
      : await sql<{ present: number }>`select count(*) as present from sqlite_master where name = 'kysely_migration'`.execute(db);
  if (!rows[0]?.present) return null;
  const row = await db.selectFrom('kysely_migration').select('name').orderBy('name', 'desc').limit(1).executeTakeFirst();
  return (row?.name as string | undefined) ?? null;
}
