import { readConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { seedDemo } from './db/seed/demo.ts';

const USAGE = `Usage: plinth <command>

Commands:
  start     migrate, seed the demo store on first start, and serve it
  migrate   bring the database schema up to date
  seed      add the demo store when the database has no website

Environment: PORT (3000), HOST (localhost), DATA_DIR (./data), DATABASE_URL (PostgreSQL; SQLite when unset)`;

/** Runs one CLI command; resolves with the process exit code. */
export async function main(argv: string[]): Promise<number> {
  const [command] = argv;
  const config = readConfig();
  if (command === 'start') {
    const { startServer } = await import('./start.ts');
    await startServer(config);
    return 0;
  }
  if (command === 'migrate' || command === 'seed') {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      if (command === 'seed') console.log((await seedDemo(database.db)) ? 'Seeded the demo store.' : 'A website exists already; nothing seeded.');
      else console.log(`Database is up to date (${database.dialect}).`);
    } finally {
      await database.close();
    }
    return 0;
  }
  console.error(USAGE);
  return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
}

if (import.meta.main) {
  main(process.argv.slice(2)).then(
    (code) => {
      if (code !== 0) process.exit(code);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
