import { readConfig } from '../infra/config.ts';
import { parseCommandArgs } from './args.ts';
import { progressReporter, type CliIo } from './io.ts';
import { importSite, SiteArchiveRefused } from './site-archive.ts';

/** `plinth import-site <file>`: loads an archive of `plinth export` into an empty place (site-archive.ts). */
export async function importSiteCommand(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs('import-site', argv, { quiet: { type: 'boolean' }, json: { type: 'boolean' } }, { min: 1, max: 1, names: 'the archive to import' });
  const config = readConfig(io.env);
  const progress = progressReporter(io, values.quiet === true);
  let report;
  try {
    report = await importSite({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, media: config.media, secretKey: config.secretKey }, positionals[0] as string, progress.update);
  } catch (error) {
    if (!(error instanceof SiteArchiveRefused)) throw error;
    progress.done();
    io.err(`plinth import-site: ${error.message}\n`);
    return 1;
  } finally {
    progress.done();
  }
  if (values.json) io.out(`${JSON.stringify({ rows: report.rows, files: report.files, from: report.manifest.dialect, createdAt: report.manifest.createdAt }, null, 2)}\n`);
  else if (!values.quiet) io.out(`Imported ${report.rows.toLocaleString('en')} rows and ${report.files} media files (every one checked) from the ${report.manifest.dialect} site exported ${report.manifest.createdAt}.\n`);
  return 0;
}
