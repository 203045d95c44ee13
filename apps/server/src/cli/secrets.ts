import { readConfig } from '../infra/config.ts';
import { openDatabase } from '../infra/database/database.ts';
import { resealSecrets } from '../infra/secrets/reseal.ts';
import { openSiteSecretBox } from '../infra/secrets/secret-key.ts';
import { parseCommandArgs } from './args.ts';
import { UsageError, type CliIo } from './io.ts';

/** `plinth secrets rotate`. */
export async function secretsCommand(argv: string[], io: CliIo): Promise<number> {
  if (argv[0] !== 'rotate') throw new UsageError(argv[0] === undefined ? 'plinth secrets: missing subcommand (rotate)' : `plinth secrets: unknown subcommand '${argv[0]}'`);
  const { values } = parseCommandArgs('secrets rotate', argv.slice(1), { json: { type: 'boolean' } }, { min: 0, max: 0, names: '' });
  const config = readConfig(io.env);
  const site = openSiteSecretBox(config);
  if (!site.box.configured) {
    io.err('plinth secrets rotate: PLINTH_SECRET_KEY is not set: set the new key, and the old one as PLINTH_SECRET_KEY_PREVIOUS.\n');
    return 1;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const report = await resealSecrets(database.db, site.box, { rotate: true });
    if (values.json) io.out(`${JSON.stringify({ keyId: site.box.keyId, ...report })}\n`);
    else io.out(`Re-sealed ${report.resealed} secrets with key ${site.box.keyId}; sealed ${report.sealed} kept in plain text; ${report.current} were already under it.\n`);
  } finally {
    await database.close();
  }
  return 0;
}
