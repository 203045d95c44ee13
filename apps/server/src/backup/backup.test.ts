import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from '../infra/database/database.ts';
import { seedDemo } from '../seed/demo.ts';
import { adminQuery, postgresAvailable, TEST_POSTGRES_URL } from '../test-support/dialects.ts';
import { createBackup } from './backup.ts';
import { listTables } from './catalog.ts';
import type { BackupTarget } from './context.ts';
import { listFiles } from './media-files.ts';
import { restoreBackup } from './restore.ts';

/* Backup → restore round trip (issue 29 item 5) on both dialects: every table's rows and every media file come back. */

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function freshPostgres(): Promise<string> {
  const name = `plinth_backup_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  cleanups.push(() => adminQuery(`drop database if exists ${name} with (force)`));
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

function folder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'plinth-backup-test-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function target(databaseUrl: string | undefined, dataDir: string): BackupTarget {
  return { databaseUrl, dataDir, media: { dir: path.join(dataDir, 'media'), s3: undefined }, secretKey: undefined };
}

/** Every row of every table, as sorted JSON lines per table. */
async function everyRow(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<Record<string, string[]>> {
  const all: Record<string, string[]> = {};
  for (const table of await listTables(db, dialect)) {
    const rows = await db.selectFrom(table).selectAll().execute();
    all[table] = rows.map((row) => JSON.stringify(row, Object.keys(row).sort())).sort();
  }
  return all;
}

for (const dialect of ['sqlite', 'postgres'] as const) {
  describe.skipIf(dialect === 'postgres' && !postgresAvailable)(`backup and restore [${dialect}]`, () => {
    it('backs up the demo store with a media file while it serves, and restores every row and file into a fresh place', async () => {
      const sourceDir = folder();
      const source = target(dialect === 'postgres' ? await freshPostgres() : undefined, path.join(sourceDir, 'data'));
      const database: Database = await openDatabase({ databaseUrl: source.databaseUrl, dataDir: source.dataDir });
      cleanups.push(() => database.close());
      await seedDemo(database.db);
      const picture = randomBytes(300_000);
      mkdirSync(path.join(source.media.dir, 'originals'), { recursive: true });
      writeFileSync(path.join(source.media.dir, 'originals', 'photo.webp'), picture);
      writeFileSync(path.join(source.dataDir, 'secret.key'), `${randomBytes(32).toString('base64url')}\n`);
      const app = await buildApp({ database, media: { dir: source.media.dir } });
      cleanups.push(() => app.close());

      // Pages served over HTTP all through the backup.
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      let serving = true;
      let served = 0;
      const load = (async () => {
        while (serving) {
          const page = await fetch(`${address}/`);
          await page.arrayBuffer();
          expect(page.status).toBe(200);
          served += 1;
        }
      })();
      const file = path.join(sourceDir, 'site.tar.gz');
      const steps: string[] = [];
      const manifest = await createBackup(source, file, (line) => steps.push(line));
      serving = false;
      await load;
      expect(served).toBeGreaterThan(0);
      expect(steps.length).toBeGreaterThan(0);
      expect(manifest).toMatchObject({ format: 'plinth-backup', dialect, media: { storage: 'folder', files: 1, bytes: picture.length, copied: true }, secretKeyFile: true });
      expect(manifest.migration).toMatch(/^\d{4}-/);
      expect(manifest.tables.websites).toBe(1);
      expect(manifest.tables.items).toBeGreaterThan(5);

      const restoredDir = path.join(folder(), 'data');
      const restored = target(dialect === 'postgres' ? await freshPostgres() : undefined, restoredDir);
      const report = await restoreBackup(restored, file);
      expect(report.tables).toEqual(manifest.tables);
      expect(report.mediaFiles).toBe(1);

      const back = await openDatabase({ databaseUrl: restored.databaseUrl, dataDir: restored.dataDir });
      cleanups.push(() => back.close());
      expect(await everyRow(back.db, dialect)).toEqual(await everyRow(database.db, dialect));
      expect(listFiles(restored.media.dir).files).toEqual(listFiles(source.media.dir).files);
      expect(readFileSync(path.join(restored.media.dir, 'originals', 'photo.webp')).equals(picture)).toBe(true);
      expect(readFileSync(path.join(restoredDir, 'secret.key'), 'utf8')).toBe(readFileSync(path.join(source.dataDir, 'secret.key'), 'utf8'));

      // The restored site serves.
      const restoredApp = await buildApp({ database: back, media: { dir: restored.media.dir } });
      cleanups.push(() => restoredApp.close());
      expect((await restoredApp.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);

      // A second restore into the same place is refused: it is not empty any more.
      await expect(restoreBackup(restored, file)).rejects.toThrow(/not empty|already holds a Plinth database/);
      if (dialect === 'sqlite') expect(existsSync(path.join(restoredDir, 'plinth.sqlite'))).toBe(true);
    }, 120_000);
  });
}
