import { readConfig } from '../infra/config.ts';
import { parseCommandArgs } from './args.ts';
import { progressReporter, type CliIo } from './io.ts';
import { exportSite } from './site-archive.ts';

/** `plinth export <file>`: the whole site in one archive (site-archive.ts). */
export async function exportCommand(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs('export', argv, { quiet: { type: 'boolean' }, json: { type: 'boolean' } }, { min: 1, max: 1, names: 'the archive to write' });
  const config = readConfig(io.env);
  const progress = progressReporter(io, values.quiet === true);
  let manifest;
  try {
    manifest = await exportSite({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, media: config.media, secretKey: config.secretKey }, positionals[0] as string, progress.update);
  } finally {
    progress.done();
  }
  if (values.json) io.out(`${JSON.stringify(manifest, null, 2)}\n`);
  else if (!values.quiet) {
    const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
    io.out(`Exported ${Object.keys(manifest.tables).length} tables (${rows.toLocaleString('en')} rows) and ${Object.keys(manifest.media).length} media files to ${positionals[0]}.\n`);
  }
  return 0;
}
