import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../infra/config.ts';
import { openDatabase } from '../infra/database/database.ts';
import { seedDemo } from '../seed/demo.ts';
import { backupObjectKey, backupToBucket } from './scheduled-backup.ts';
import { restoreBackup } from './restore.ts';

/* Scheduled backups to the media bucket (PLINTH_BACKUP_EVERY): the job's backup lands in the bucket and restores. */

describe('scheduled backups to the S3 bucket', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'plinth-scheduled-backup-test-'));
  let server: S3rver;
  let endpoint: string;
  beforeAll(async () => {
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(dir, 's3'), configureBuckets: [{ name: 'plinth-media' }], allowMismatchedSignatures: true });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const env = (dataDir: string) => ({
    DATA_DIR: dataDir,
    PLINTH_S3_BUCKET: 'plinth-media',
    PLINTH_S3_ENDPOINT: endpoint,
    PLINTH_S3_ACCESS_KEY_ID: 'S3RVER',
    PLINTH_S3_SECRET_ACCESS_KEY: 'S3RVER',
    PLINTH_BACKUP_EVERY: '6h',
    PLINTH_BACKUP_S3_PREFIX: 'nightly/',
  });

  it('reads PLINTH_BACKUP_EVERY and refuses it without a bucket or with a bad value', () => {
    expect(readConfig(env(path.join(dir, 'x'))).backup).toEqual({ everyMs: 6 * 3_600_000, prefix: 'nightly/' });
    expect(readConfig({ DATA_DIR: dir }).backup).toBeUndefined();
    expect(() => readConfig({ DATA_DIR: dir, PLINTH_BACKUP_EVERY: '1d' })).toThrow(/set PLINTH_S3_BUCKET too/);
    expect(() => readConfig({ ...env(dir), PLINTH_BACKUP_EVERY: 'daily' })).toThrow(/PLINTH_BACKUP_EVERY must be a number of minutes, hours or days/);
    expect(backupObjectKey('nightly/', Date.UTC(2026, 11, 7, 17, 20, 0, 123))).toBe('nightly/plinth-2026-12-07T17-20-00Z.tar.gz');
  });

  it('puts a backup of the site in the bucket, and it restores', async () => {
    const dataDir = path.join(dir, 'site');
    const config = readConfig(env(dataDir));
    const database = await openDatabase({ databaseUrl: undefined, dataDir });
    await seedDemo(database.db);
    await database.close();

    const now = Date.UTC(2026, 11, 7, 3, 0, 0);
    const key = await backupToBucket(config, now);
    expect(key).toBe('nightly/plinth-2026-12-07T03-00-00Z.tar.gz');
    const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: 'plinth-media', Prefix: 'nightly/' }));
    expect(listed.Contents?.map((object) => object.Key)).toEqual([key]);
    const object = await client.send(new GetObjectCommand({ Bucket: 'plinth-media', Key: key }));
    const file = path.join(dir, 'downloaded.tar.gz');
    writeFileSync(file, await (object.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray());
    client.destroy();

    const restored = path.join(dir, 'restored');
    const report = await restoreBackup({ databaseUrl: undefined, dataDir: restored, media: { dir: path.join(restored, 'media'), s3: undefined }, secretKey: undefined }, file);
    expect(report.tables.websites).toBe(1);
    expect(report.manifest.media).toMatchObject({ storage: 's3', copied: false });
  }, 60_000);
});
