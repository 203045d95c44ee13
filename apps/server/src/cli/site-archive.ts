import { cpSync, createReadStream, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql, type Kysely } from 'kysely';
import * as tar from 'tar';
import { foreignKeys, listTables, parentRowsFirst, parentsFirst, type ForeignKey } from '../backup/catalog.ts';
import { plinthVersion, type BackupTarget, type Progress } from '../backup/context.ts';
import { listFiles } from '../backup/media-files.ts';
import { openDatabase, type DialectName } from '../infra/database/database.ts';
import { MIGRATIONS } from '../infra/database/migrate.ts';

/*
 * The whole site in one archive (issue 34 "The whole site"): `plinth export <file>` writes every
 * table Plinth owns as versioned JSON lines (the same on SQLite and PostgreSQL) and the media
 * folder; `plinth import-site <file>` loads it into an empty data folder or database of either kind
 * — SQLite to PostgreSQL and back — and checks that every row and every file arrived. Derived tables
 * (the search index and its state) are left out: the site rebuilds them. An archive of a newer
 * format, or from a newer Plinth's schema, is refused with a clear message.
 */

/** The archive layout's version this Plinth writes and reads. */
export const SITE_ARCHIVE_VERSION = 1;
const MANIFEST = 'site.json';

/** Tables the site rebuilds from the others (never archived). */
const DERIVED = (table: string) => /^search_fts(_\w+)?$/.test(table) || table === 'search_documents' || table === 'search_index_state';

/** What site.json says. */
export interface SiteManifest {
  format: 'plinth-site';
  formatVersion: number;
  plinthVersion: string;
  createdAt: string;
  /** The dialect it was exported from (any can import it). */
  dialect: DialectName;
  migration: string | null;
  /** Rows per table, in the order they load (parents first). */
  tables: Record<string, number>;
  /** Media files (relative paths) with their sizes. */
  media: Record<string, number>;
}

/** Why an import-site cannot go on: the CLI says so and exits 1. */
export class SiteArchiveRefused extends Error {}

/** Rows per INSERT. */
const BATCH = 200;

/** A value as JSON: bytes as `{ "$bytes": base64 }`. */
function encode(row: Record<string, unknown>): string {
  return JSON.stringify(row, (_key, value: unknown) => (value instanceof Uint8Array ? { $bytes: Buffer.from(value).toString('base64') } : value));
}

function decode(line: string): Record<string, unknown> {
  return JSON.parse(line, (_key, value: unknown) => (value && typeof value === 'object' && '$bytes' in value ? Buffer.from(String((value as { $bytes: string }).$bytes), 'base64') : value)) as Record<string, unknown>;
}

/** SQLite: every single-column foreign key (as the catalog's `foreignKeys` reads PostgreSQL's). */
async function sqliteForeignKeys(db: Kysely<any>, tables: readonly string[]): Promise<ForeignKey[]> {
  const keys: ForeignKey[] = [];
  for (const table of tables) {
    const { rows } = await sql<{ table: string; from: string; to: string | null }>`select * from pragma_foreign_key_list(${table})`.execute(db);
    for (const row of rows) keys.push({ table, column: row.from, references: row.table, referencedColumn: row.to ?? 'id' });
  }
  return keys;
}

async function keysOf(db: Kysely<any>, dialect: DialectName, tables: readonly string[]): Promise<ForeignKey[]> {
  return dialect === 'postgres' ? foreignKeys(db) : sqliteForeignKeys(db, tables);
}

async function columnsOf(db: Kysely<any>, dialect: DialectName, table: string): Promise<Set<string>> {
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db);
    return new Set(rows.map((r) => r.name));
  }
  const { rows } = await sql<{ name: string }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER'`.execute(db);
  return new Set(rows.map((r) => r.name));
}

async function lastMigration(db: Kysely<any>): Promise<string | null> {
  const row = await db.selectFrom('kysely_migration').select('name').orderBy('name', 'desc').executeTakeFirst();
  return (row?.name as string | undefined) ?? null;
}

/** Writes the whole site to `file` (a .tar.gz). @returns its manifest */
export async function exportSite(target: BackupTarget, file: string, progress: Progress = () => {}): Promise<SiteManifest> {
  const destination = path.resolve(file);
  mkdirSync(path.dirname(destination), { recursive: true });
  const staging = mkdtempSync(path.join(path.dirname(destination), '.plinth-export-'));
  const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, migrate: false });
  try {
    const { db, dialect } = database;
    mkdirSync(path.join(staging, 'tables'));
    const all = (await listTables(db, dialect)).filter((table) => !DERIVED(table));
    const order = parentsFirst(all, await keysOf(db, dialect, all));
    const tables: Record<string, number> = {};
    let migration: string | null = null;
    // One read transaction: every table of the same instant.
    await db.transaction().execute(async (trx) => {
      if (dialect === 'postgres') await sql`set transaction isolation level repeatable read read only`.execute(trx);
      migration = await lastMigration(trx);
      for (const [i, table] of order.entries()) {
        progress(`database: ${i + 1} of ${order.length} tables (${table})`);
        const out = createWriteStream(path.join(staging, 'tables', `${table}.jsonl`));
        let count = 0;
        for (let offset = 0; ; offset += 2000) {
          const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by 1 limit 2000 offset ${offset}`.execute(trx)).rows;
          for (const row of rows) if (!out.write(`${encode(row)}\n`)) await once(out, 'drain');
          count += rows.length;
          if (rows.length < 2000) break;
        }
        out.end();
        await once(out, 'finish');
        tables[table] = count;
      }
    });
    const s3 = target.media.s3 !== undefined;
    const listed = s3 ? { files: [] as string[], bytes: 0 } : listFiles(target.media.dir);
    const media = Object.fromEntries(listed.files.map((f) => [f, statSync(path.join(target.media.dir, f)).size]));
    if (listed.files.length) symlinkSync(target.media.dir, path.join(staging, 'media'), 'dir');
    const manifest: SiteManifest = { format: 'plinth-site', formatVersion: SITE_ARCHIVE_VERSION, plinthVersion: plinthVersion(), createdAt: new Date().toISOString(), dialect, migration, tables, media };
    writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    progress(`archive: packing ${listed.files.length} media files`);
    const partial = `${destination}.partial`;
    await tar.create({ gzip: true, file: partial, cwd: staging, follow: true, portable: true }, [MANIFEST, 'tables', ...(listed.files.length ? ['media'] : [])]);
    renameSync(partial, destination);
    return manifest;
  } finally {
    await database.close();
    rmSync(staging, { recursive: true, force: true });
    rmSync(`${destination}.partial`, { force: true });
  }
}

/** What {@link importSite} loaded, checked against the archive. */
export interface SiteImportReport {
  manifest: SiteManifest;
  rows: number;
  files: number;
}

/**
 * Loads an archive into an empty site (no website yet; the media folder empty), checks every table's
 * rows and every file's size against the manifest.
 * @throws SiteArchiveRefused for a target that is not empty, an archive of a newer format or schema, or one that did not arrive whole
 */
export async function importSite(target: BackupTarget, file: string, progress: Progress = () => {}): Promise<SiteImportReport> {
  const archive = path.resolve(file);
  if (!existsSync(archive)) throw new SiteArchiveRefused(`There is no archive at ${archive}.`);
  mkdirSync(path.resolve(target.dataDir), { recursive: true });
  const staging = mkdtempSync(path.join(path.resolve(target.dataDir), '.plinth-import-site-'));
  try {
    progress('archive: unpacking');
    await tar.extract({ file: archive, cwd: staging, strict: true });
    if (!existsSync(path.join(staging, MANIFEST))) throw new SiteArchiveRefused(`${archive} is not a Plinth site archive (no ${MANIFEST}).`);
    const manifest = JSON.parse(readFileSync(path.join(staging, MANIFEST), 'utf8')) as SiteManifest;
    if (manifest.format !== 'plinth-site') throw new SiteArchiveRefused(`${archive} is not a Plinth site archive.`);
    if (manifest.formatVersion > SITE_ARCHIVE_VERSION) throw new SiteArchiveRefused(`This archive is of format ${manifest.formatVersion}, written by Plinth ${manifest.plinthVersion}; this Plinth (${plinthVersion()}) reads format ${SITE_ARCHIVE_VERSION} and older: import it with a newer Plinth.`);
    if (manifest.migration !== null && !(manifest.migration in MIGRATIONS)) throw new SiteArchiveRefused(`This archive's database is at migration ${manifest.migration}, which this Plinth (${plinthVersion()}) does not know: import it with Plinth ${manifest.plinthVersion} or newer.`);
    if (!target.media.s3 && listFiles(target.media.dir).files.length > 0) throw new SiteArchiveRefused(`The media folder ${target.media.dir} is not empty: import a site into an empty place.`);
    const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
    let rows = 0;
    try {
      const { db, dialect } = database;
      const sites = await db.selectFrom('websites').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      if (Number(sites.n) > 0) throw new SiteArchiveRefused('The database already holds a site: import a site into an empty data folder or database.');
      const present = new Set(await listTables(db, dialect));
      const tables = Object.keys(manifest.tables).filter((table) => present.has(table));
      const missing = Object.keys(manifest.tables).filter((table) => !present.has(table) && manifest.tables[table]);
      if (missing.length) throw new SiteArchiveRefused(`This Plinth has no table ${missing.join(', ')}: import the archive with Plinth ${manifest.plinthVersion} or newer.`);
      const keys = await keysOf(db, dialect, tables);
      const order = parentsFirst(tables, keys);
      await db.transaction().execute(async (trx) => {
        // Rows a migration itself wrote give way to the archive's.
        for (const table of [...order].reverse()) await trx.deleteFrom(table as never).execute();
        for (const [i, table] of order.entries()) {
          progress(`database: ${i + 1} of ${order.length} tables (${table})`);
          const columns = await columnsOf(trx, dialect, table);
          const selfKeys = keys.filter((key) => key.table === table && key.references === table);
          const insert = (batch: Record<string, unknown>[]) => (trx as Kysely<any>).insertInto(table).values(batch).execute();
          let batch: Record<string, unknown>[] = [];
          const lines = createInterface({ input: createReadStream(path.join(staging, 'tables', `${table}.jsonl`)), crlfDelay: Infinity });
          for await (const line of lines) {
            if (!line) continue;
            const row = decode(line);
            batch.push(Object.fromEntries(Object.entries(row).filter(([column]) => columns.has(column))));
            if (!selfKeys.length && batch.length === BATCH) {
              await insert(batch);
              batch = [];
            }
          }
          const ordered = parentRowsFirst(batch, selfKeys);
          for (let start = 0; start < ordered.length; start += BATCH) await insert(ordered.slice(start, start + BATCH));
        }
      });
      // Every row arrived?
      for (const table of order) {
        const { n } = await db.selectFrom(table as never).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow() as { n: number };
        if (Number(n) !== manifest.tables[table]) throw new SiteArchiveRefused(`Table ${table} holds ${n} rows after the import, not the archive's ${manifest.tables[table]}.`);
        rows += Number(n);
      }
    } finally {
      await database.close();
    }
    // Every file arrived?
    const files = Object.keys(manifest.media);
    if (files.length) {
      if (target.media.s3) throw new SiteArchiveRefused('The media of this site are in an S3 bucket: copy the archive’s media/ folder into the bucket yourself.');
      progress(`media: copying ${files.length} files`);
      cpSync(path.join(staging, 'media'), target.media.dir, { recursive: true });
      for (const relative of files) {
        const at = path.join(target.media.dir, relative);
        if (!existsSync(at) || statSync(at).size !== manifest.media[relative]) throw new SiteArchiveRefused(`The media file ${relative} did not arrive whole.`);
      }
    }
    return { manifest, rows, files: files.length };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
