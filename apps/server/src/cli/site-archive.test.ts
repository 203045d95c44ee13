import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import * as tar from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import { listTables } from '../backup/catalog.ts';
import type { BackupTarget } from '../backup/context.ts';
import { listFiles } from '../backup/media-files.ts';
import { openDatabase } from '../infra/database/database.ts';
import { seedDemo } from '../seed/demo.ts';
import { adminQuery, postgresAvailable, TEST_POSTGRES_URL } from '../test-support/dialects.ts';
import { exportSite, importSite, SiteArchiveRefused } from './site-archive.ts';

/* The whole site SQLite → PostgreSQL → SQLite (issue 34): every table's rows and every media file arrive. */

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function freshPostgres(): Promise<string> {
  const name = `plinth_site_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  cleanups.push(() => adminQuery(`drop database if exists ${name} with (force)`));
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

function place(databaseUrl?: string): BackupTarget {
  const dir = mkdtempSync(path.join(tmpdir(), 'plinth-site-test-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const dataDir = path.join(dir, 'data');
  return { databaseUrl, dataDir, media: { dir: path.join(dataDir, 'media'), s3: undefined }, secretKey: undefined };
}

const DERIVED = /^search_(fts.*|documents|index_state)$/;

/** Every row of every archived table, as sorted JSON lines per table. */
async function everyRow(target: BackupTarget): Promise<Record<string, string[]>> {
  const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, migrate: false });
  try {
    const all: Record<string, string[]> = {};
    for (const table of await listTables(database.db, database.dialect)) {
      if (DERIVED.test(table)) continue;
      const rows = await (database.db as Kysely<any>).selectFrom(table).selectAll().execute();
      all[table] = rows.map((row) => JSON.stringify(row, Object.keys(row).sort())).sort();
    }
    return all;
  } finally {
    await database.close();
  }
}

describe.skipIf(!postgresAvailable)('plinth export and import-site', () => {
  it('takes the demo site with its media from SQLite to PostgreSQL and back, every row and file arriving', { timeout: 180_000 }, async () => {
    const source = place();
    const database = await openDatabase({ databaseUrl: undefined, dataDir: source.dataDir });
    await seedDemo(database.db);
    await database.close();
    mkdirSync(path.join(source.media.dir, 'site', 'abc'), { recursive: true });
    writeFileSync(path.join(source.media.dir, 'site', 'abc', 'photo.jpg'), randomBytes(5000));
    const first = path.join(path.dirname(source.dataDir), 'site.tar.gz');
    const manifest = await exportSite(source, first);
    expect(manifest).toMatchObject({ format: 'plinth-site', formatVersion: 1, dialect: 'sqlite', media: { 'site/abc/photo.jpg': 5000 } });
    expect(manifest.tables.websites).toBe(1);

    const postgres = place(await freshPostgres());
    const loaded = await importSite(postgres, first);
    expect(loaded.files).toBe(1);
    const second = path.join(path.dirname(postgres.dataDir), 'site.tar.gz');
    await exportSite(postgres, second);

    const back = place();
    await importSite(back, second);
    expect(await everyRow(back)).toEqual(await everyRow(source));
    expect(await everyRow(postgres)).toEqual(await everyRow(source));
    expect(listFiles(back.media.dir)).toEqual(listFiles(source.media.dir));
    expect(readFileSync(path.join(back.media.dir, 'site', 'abc', 'photo.jpg'))).toEqual(readFileSync(path.join(source.media.dir, 'site', 'abc', 'photo.jpg')));

    // Not into a place that holds a site.
    await expect(importSite(back, second)).rejects.toThrow(SiteArchiveRefused);
  });

  it('refuses an archive of a newer format with the version to use', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'plinth-site-newer-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(path.join(dir, 'site.json'), JSON.stringify({ format: 'plinth-site', formatVersion: 2, plinthVersion: '9.0.0', dialect: 'sqlite', migration: null, tables: {}, media: {} }));
    const file = path.join(dir, 'newer.tar.gz');
    await tar.create({ gzip: true, file, cwd: dir }, ['site.json']);
    await expect(importSite(place(), file)).rejects.toThrow(/This archive is of format 2, written by Plinth 9\.0\.0; this Plinth \(.+\) reads format 1 and older: import it with a newer Plinth\./);
  });
});
