import { existsSync } from 'node:fs';
import path from 'node:path';
import { Migrator } from 'kysely/migration';
import { readConfig } from '../infra/config.ts';
import { openDatabase } from '../infra/database/database.ts';
import { MIGRATIONS, migrateToLatest } from '../infra/database/migrate.ts';
import { parseCommandArgs } from './args.ts';
import type { CliIo } from './io.ts';

/** Applied and pending migrations. */
export interface MigrationStatus {
  dialect: 'sqlite' | 'postgres';
  applied: { name: string; executedAt: string }[];
  pending: string[];
}

/** `plinth migrate [--status]`. */
export async function migrateCommand(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs('migrate', argv, { status: { type: 'boolean' }, json: { type: 'boolean' } }, { min: 0, max: 0, names: '' });
  const config = readConfig(io.env);
  if (values.status) {
    const status = await migrationStatus(config);
    if (values.json) io.out(`${JSON.stringify(status, null, 2)}\n`);
    else {
      for (const { name, executedAt } of status.applied) io.out(`applied  ${name}  ${executedAt}\n`);
      for (const name of status.pending) io.out(`pending  ${name}\n`);
      io.out(`${status.applied.length} applied, ${status.pending.length} pending (${status.dialect}).\n`);
    }
    return 0;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrate: false });
  try {
    const result = await migrateToLatest(database.db);
    const applied = (result.results ?? []).filter((migration) => migration.status === 'Success').map((migration) => migration.migrationName);
    io.out(applied.length ? `Applied ${applied.length} migration${applied.length === 1 ? '' : 's'} (${database.dialect}): ${applied.join(', ')}.\n` : `Database is up to date (${database.dialect}).\n`);
  } finally {
    await database.close();
  }
  return 0;
}

/** Reads the migration table without changing anything (a SQLite file that does not exist is not made). */
export async function migrationStatus(config: { databaseUrl: string | undefined; dataDir: string }): Promise<MigrationStatus> {
  const dialect = config.databaseUrl ? 'postgres' : 'sqlite';
  if (dialect === 'sqlite' && !existsSync(path.join(config.dataDir, 'plinth.sqlite'))) return { dialect, applied: [], pending: Object.keys(MIGRATIONS).sort() };
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrate: false });
  try {
    const migrations = await new Migrator({ db: database.db, provider: { getMigrations: async () => ({ ...MIGRATIONS }) } }).getMigrations();
    return {
      dialect,
      applied: migrations.filter((migration) => migration.executedAt).map((migration) => ({ name: migration.name, executedAt: (migration.executedAt as Date).toISOString() })),
      pending: migrations.filter((migration) => !migration.executedAt).map((migration) => migration.name),
    };
  } finally {
    await database.close();
  }
}
