import { isClusterWorker } from './infra/cluster/worker.ts';
import { readConfig } from './infra/config.ts';

const USAGE = `Usage: plinth <command>

Commands:
  start     migrate, seed the demo store on first start, and serve it
  migrate   bring the database schema up to date
  seed      add the demo store when the database has no website;
            seed traffic [--days 30] [--visits 300] [--seed 1]: made-up analytics for the dashboard
  admin     admin create --email <email> --password <password> [--name <name>] [--role ADMIN]:
            add a dashboard contributor to the default site (exit 2 for bad arguments)
  render    render <template> <data.json> [--partials <dir>]: print a JSON-T template's output,
            its errors on stderr (exit 1 when there are errors, 2 for usage or file errors)

Environment: PORT (3000), HOST (localhost), DATA_DIR (./data), DATABASE_URL (PostgreSQL; SQLite when unset)`;

/** Runs one CLI command; resolves with the process exit code. */
export async function main(argv: string[]): Promise<number> {
  const [command] = argv;
  if (command === 'render') {
    const { renderCommand } = await import('./cli-render.ts');
    return renderCommand(argv.slice(1));
  }
  const config = readConfig();
  if (command === 'start') {
    // With --workers N the process started only looks after its workers: it loads none of the app.
    const { startServer } = config.workers > 1 && !isClusterWorker() ? await import('./infra/cluster/start-primary.ts') : await import('./start.ts');
    await startServer(config);
    return 0;
  }
  if (command === 'admin') {
    const { adminCommand } = await import('./seed/admin.ts');
    const { openDatabase } = await import('./infra/database/database.ts');
    return adminCommand(() => openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }), argv.slice(1));
  }
  if (command === 'seed' && argv[1] === 'traffic') {
    const { seedTrafficCommand } = await import('./seed/traffic.ts');
    const { openDatabase } = await import('./infra/database/database.ts');
    return seedTrafficCommand(() => openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }), argv.slice(2));
  }
  if (command === 'migrate' || command === 'seed') {
    // Loaded on demand so that `render` starts without the database drivers.
    const { openDatabase } = await import('./infra/database/database.ts');
    const { seedDemo } = await import('./seed/demo.ts');
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      if (command === 'seed') console.log((await seedDemo(database.db, Date.now(), { customer: config.demoCustomer })) ? 'Seeded the demo store.' : 'A website exists already; nothing seeded.');
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
