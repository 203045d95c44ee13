import { readConfig } from '../infra/config.ts';
import { openDatabase } from '../infra/database/database.ts';
import { UsageError, type CliIo } from './io.ts';

/** `plinth admin create …` (the work is seed/admin.ts's adminCommand). */
export async function adminCliCommand(argv: string[], io: CliIo): Promise<number> {
  if (argv[0] !== 'create') throw new UsageError(argv[0] === undefined ? 'plinth admin: missing subcommand (create)' : `plinth admin: unknown subcommand '${argv[0]}'`);
  const config = readConfig(io.env);
  const { adminCommand } = await import('../seed/admin.ts');
  return adminCommand(() => openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }), argv.slice(1));
}
