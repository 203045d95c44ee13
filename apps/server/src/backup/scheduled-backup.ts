import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../infra/config.ts';
import type { ScheduledJob } from '../infra/features/feature.ts';
import { createBackup } from './backup.ts';

/*
 * Scheduled backups (PLINTH_BACKUP_EVERY): `plinth start` writes a backup as `plinth backup` does and
 * puts it in the media bucket under PLINTH_BACKUP_S3_PREFIX, named by its time. One process of the
 * site runs it (the jobs lease). Old backups are not pruned here: give the bucket a lifecycle rule.
 */

type BackupConfig = Pick<Config, 'databaseUrl' | 'dataDir' | 'media' | 'secretKey' | 'backup'>;

/** The object key of a backup taken at `now`: `<prefix>plinth-2026-12-07T17-20-00Z.tar.gz`. */
export function backupObjectKey(prefix: string, now: number): string {
  return `${prefix}plinth-${new Date(now).toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-')}.tar.gz`;
}

/** Writes a backup to a temporary file and puts it in the bucket. @returns the object's key */
export async function backupToBucket(config: BackupConfig, now: number): Promise<string> {
  const { backup, media } = config;
  if (!backup || !media.s3) throw new Error('Scheduled backups need PLINTH_BACKUP_EVERY and PLINTH_S3_BUCKET');
  const s3 = media.s3;
  const folder = mkdtempSync(path.join(tmpdir(), 'plinth-scheduled-backup-'));
  try {
    const file = path.join(folder, 'backup.tar.gz');
    await createBackup(config, file);
    const client = new S3Client({
      region: s3.region,
      ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
      ...(s3.credentials ? { credentials: s3.credentials } : {}),
      forcePathStyle: s3.forcePathStyle,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    const key = backupObjectKey(backup.prefix, now);
    try {
      await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: createReadStream(file), ContentLength: statSync(file).size, ContentType: 'application/gzip' }));
    } finally {
      client.destroy();
    }
    return key;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The job `plinth start` runs when PLINTH_BACKUP_EVERY is set. */
export const SCHEDULED_BACKUP_JOB: ScheduledJob = {
  name: 'backing up to the S3 bucket',
  everyMs: (config) => config.backup?.everyMs ?? 24 * 60 * 60_000,
  run: async ({ config, log, now }) => {
    const key = await backupToBucket(config, now);
    log.info({ key }, 'backup written to the bucket');
  },
};
