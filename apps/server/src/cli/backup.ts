import { readConfig } from '../infra/config.ts';
import { createBackup } from '../backup/backup.ts';
import { RestoreRefused, restoreBackup } from '../backup/restore.ts';
import { parseCommandArgs } from './args.ts';
import { progressReporter, type CliIo } from './io.ts';

/** `plinth backup <file>`. */
export async function backupCommand(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs('backup', argv, { quiet: { type: 'boolean' }, json: { type: 'boolean' } }, { min: 1, max: 1, names: 'the backup file to write' });
  const config = readConfig(io.env);
  const progress = progressReporter(io, values.quiet === true);
  const file = positionals[0] as string;
  let manifest;
  try {
    manifest = await createBackup({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, media: config.media, secretKey: config.secretKey }, file, progress.update);
  } finally {
    progress.done();
  }
  if (values.json) io.out(`${JSON.stringify(manifest, null, 2)}\n`);
  else if (!values.quiet) {
    const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
    io.out(`Backed up ${Object.keys(manifest.tables).length} tables (${rows.toLocaleString('en')} rows, migration ${manifest.migration}) and ${manifest.media.files} media files to ${file}.\n`);
    if (!manifest.media.copied) io.err('The media files are in the S3 bucket: they are not in this backup (back the bucket up on its own).\n');
  }
  return 0;
}

/** `plinth restore <file>`. */
export async function restoreCommand(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs('restore', argv, { force: { type: 'boolean' }, quiet: { type: 'boolean' }, json: { type: 'boolean' } }, { min: 1, max: 1, names: 'the backup file to restore' });
  const config = readConfig(io.env);
  const progress = progressReporter(io, values.quiet === true);
  let report;
  try {
    report = await restoreBackup({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, media: config.media, secretKey: config.secretKey }, positionals[0] as string, { force: values.force === true, progress: progress.update });
  } catch (error) {
    if (!(error instanceof RestoreRefused)) throw error;
    progress.done();
    io.err(`plinth restore: ${error.message}\n`);
    return 1;
  } finally {
    progress.done();
  }
  if (values.json) io.out(`${JSON.stringify({ tables: report.tables, mediaFiles: report.mediaFiles, migration: report.manifest.migration, createdAt: report.manifest.createdAt }, null, 2)}\n`);
  else if (!values.quiet) {
    const rows = Object.values(report.tables).reduce((sum, count) => sum + count, 0);
    io.out(`Restored ${Object.keys(report.tables).length} tables (${rows.toLocaleString('en')} rows) and ${report.mediaFiles} media files from the backup of ${report.manifest.createdAt}.\n`);
  }
  return 0;
}
