import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase } from './db/database.ts';
import { seedDemo } from './db/seed/demo.ts';

/**
 * Opens (and migrates) the database, seeds the demo store on first start,
 * serves it, and stops cleanly on Ctrl-C or SIGTERM.
 */
export async function startServer(config: Config): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (await seedDemo(database.db)) console.log('Seeded the demo store.');
  const app = await buildApp({ database, smtpUrl: config.smtpUrl, logger: { level: process.env.LOG_LEVEL || 'warn' } });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping Plinth…`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
  console.log(`Plinth demo store: http://${config.host}:${config.port}/  (${where}; Ctrl-C stops it)`);
}
