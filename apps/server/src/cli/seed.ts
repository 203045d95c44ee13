import { TRAFFIC_USAGE } from './usage.ts';
import { readConfig } from '../infra/config.ts';
import { openDatabase } from '../infra/database/database.ts';
import { parseCommandArgs, wantsHelp } from './args.ts';
import { progressReporter, type CliIo } from './io.ts';

/** `plinth seed` and `plinth seed traffic`. */
export async function seedCommand(argv: string[], io: CliIo): Promise<number> {
  if (argv[0] === 'traffic') {
    const rest = argv.slice(1);
    if (wantsHelp(rest)) {
      io.out(`${TRAFFIC_USAGE}\n`);
      return 0;
    }
    const quiet = rest.includes('--quiet');
    const config = readConfig(io.env);
    const { seedTrafficCommand } = await import('../seed/traffic.ts');
    const progress = progressReporter(io, quiet);
    try {
      return await seedTrafficCommand(() => openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }), rest.filter((arg) => arg !== '--quiet'), Date.now(), progress.update);
    } finally {
      progress.done();
    }
  }
  parseCommandArgs('seed', argv, {}, { min: 0, max: 0, names: '' });
  const config = readConfig(io.env);
  const { seedDemo } = await import('../seed/demo.ts');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    io.out((await seedDemo(database.db, Date.now(), { customer: config.demoCustomer })) ? 'Seeded the demo store.\n' : 'A website exists already; nothing seeded.\n');
  } finally {
    await database.close();
  }
  return 0;
}
