import { readFileSync } from 'node:fs';
import type { CliIo } from './io.ts';
import { THEME_USAGE } from './theme-usage.ts';
import { ADMIN_USAGE, BACKUP_USAGE, EXIT_CODES_TEXT, EXPORT_CSV_USAGE, EXPORT_USAGE, IMPORT_SITE_USAGE, IMPORT_USAGE, MIGRATE_USAGE, RENDER_HELP, RESTORE_USAGE, SECRETS_USAGE, SEED_USAGE, START_USAGE } from './usage.ts';

/** One `plinth` command: its one-line summary, its usage (printed by --help) and what it runs (loaded only then). */
export interface Command {
  summary: string;
  usage: string;
  /** Commands that print the help of their subcommands themselves (seed traffic). */
  ownHelp?: (argv: string[]) => boolean;
  run(argv: string[], io: CliIo): Promise<number>;
}

export const COMMANDS: Readonly<Record<string, Command>> = {
  start: { summary: 'serve the site (--demo, --workers, --port, --host)', usage: START_USAGE, run: async (argv, io) => (await import('./start.ts')).startCommand(argv, io) },
  migrate: { summary: 'bring the database schema up to date; --status lists applied and pending', usage: MIGRATE_USAGE, run: async (argv, io) => (await import('./migrate.ts')).migrateCommand(argv, io) },
  seed: { summary: 'add the demo store; seed traffic: made-up analytics', usage: SEED_USAGE, ownHelp: (argv) => argv[0] === 'traffic', run: async (argv, io) => (await import('./seed.ts')).seedCommand(argv, io) },
  admin: { summary: 'admin create: add a dashboard contributor', usage: ADMIN_USAGE, run: async (argv, io) => (await import('./admin.ts')).adminCliCommand(argv, io) },
  backup: { summary: 'write a consistent backup (database, media, manifest) while the site serves', usage: BACKUP_USAGE, run: async (argv, io) => (await import('./backup.ts')).backupCommand(argv, io) },
  restore: { summary: 'bring a backup back into an empty data folder or database', usage: RESTORE_USAGE, run: async (argv, io) => (await import('./backup.ts')).restoreCommand(argv, io) },
  import: { summary: 'import <kind> <file>: bring in a WordPress export or a product or customer CSV', usage: IMPORT_USAGE, run: async (argv, io) => (await import('./import.ts')).importCommand(argv, io) },
  'export-csv': { summary: 'export-csv <products|customers|orders> <file>: the dashboard\'s CSV exports', usage: EXPORT_CSV_USAGE, run: async (argv, io) => (await import('./export-csv.ts')).exportCsvCommand(argv, io) },
  export: { summary: 'export <file>: the whole site (every table as JSON, media) in one archive', usage: EXPORT_USAGE, run: async (argv, io) => (await import('./export.ts')).exportCommand(argv, io) },
  'import-site': { summary: 'import-site <file>: load a plinth export archive into an empty place (SQLite or PostgreSQL)', usage: IMPORT_SITE_USAGE, run: async (argv, io) => (await import('./import-site.ts')).importSiteCommand(argv, io) },
  secrets: { summary: 'secrets rotate: re-seal stored provider keys with a new PLINTH_SECRET_KEY', usage: SECRETS_USAGE, run: async (argv, io) => (await import('./secrets.ts')).secretsCommand(argv, io) },
  render: { summary: 'render a JSON-T template with data (exit 1 when it has errors)', usage: RENDER_HELP, run: async (argv) => (await import('../cli-render.ts')).renderCommand(argv) },
  theme: { summary: 'theme check <folder>: list a theme\'s problems; theme dev <folder>: serve it, reloaded on save', usage: THEME_USAGE, run: async (argv, io) => (await import('./theme.ts')).themeCommand(argv, io) },
};

/** The top-level usage. */
export function mainUsage(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((name) => name.length));
  const lines = Object.entries(COMMANDS).map(([name, command]) => `  ${name.padEnd(width)}  ${command.summary}`);
  return `Usage: plinth <command> [options]    plinth <command> --help    plinth --version

Commands:
${lines.join('\n')}

Environment: PORT (3000), HOST (localhost), DATA_DIR (./data), DATABASE_URL (PostgreSQL; SQLite when
unset), NODE_ENV, PLINTH_SECRET_KEY; all of them in docs/cli.md.
${EXIT_CODES_TEXT}`;
}

/** This Plinth's version (apps/server/package.json). */
export function version(): string {
  return (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
}
