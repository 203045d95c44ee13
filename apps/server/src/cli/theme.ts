import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createEngine } from '@plinth/template';
import { DEFAULT_THEME_DIR } from '../app.ts';
import { FEATURES } from '../features.ts';
import type { IslandRenderer } from '../infra/islands.ts';
import { isDeveloperTheme, loadDeveloperTheme } from '../infra/theme/developer-platform/developer-theme.ts';
import { formatProblem } from '../infra/theme/developer-platform/problems.ts';
import { parseCommandArgs } from './args.ts';
import { EXIT, UsageError, type CliIo } from './io.ts';

/** Formatter names are all a check needs: the island renderer is never called while compiling. */
const NO_ISLANDS = {} as IslandRenderer;

/** Every problem of the developer-platform theme in `dir`, as `plinth start` would meet them. */
async function themeProblems(dir: string) {
  const engine = createEngine({ formatters: Object.assign({}, ...FEATURES.map((feature) => feature.formatters?.(NO_ISLANDS) ?? {})) });
  return (await loadDeveloperTheme(dir, DEFAULT_THEME_DIR, engine)).problems;
}

/** The folder a subcommand names, which must exist. */
function themeFolder(command: string, given: string): string {
  const dir = resolve(given);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new UsageError(`plinth theme ${command}: no folder '${given}'`);
  return dir;
}

/** `plinth theme check <folder>` and `plinth theme dev <folder>`. */
export async function themeCommand(argv: string[], io: CliIo): Promise<number> {
  const [subcommand, ...rest] = argv;
  if (subcommand === 'dev') return themeDevCommand(rest, io);
  if (subcommand !== 'check') throw new UsageError(subcommand ? `plinth theme: unknown subcommand '${subcommand}'` : 'plinth theme: missing subcommand (check, dev)');
  const { values, positionals } = parseCommandArgs('theme check', rest, { json: { type: 'boolean' } }, { min: 1, max: 1, names: '<folder>' });
  const dir = themeFolder('check', positionals[0]!);
  if (!isDeveloperTheme(dir)) throw new UsageError(`plinth theme check: '${positionals[0]}' has no template.conf (not a developer-platform theme)`);
  const problems = await themeProblems(dir);
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  if (values.json) io.out(`${JSON.stringify(problems, null, 2)}\n`);
  else {
    for (const problem of problems) io.out(`${formatProblem(problem)}\n`);
    io.err(`${errors} error${errors === 1 ? '' : 's'}, ${problems.length - errors} warning${problems.length - errors === 1 ? '' : 's'}\n`);
  }
  return errors ? EXIT.failed : EXIT.ok;
}

/**
 * `plinth theme dev <folder>`: serves the site with the theme, restarted and the open pages reloaded
 * on every save, its errors shown in the page (theme-dev/). Runs until Ctrl-C.
 */
async function themeDevCommand(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(
    'theme dev',
    argv,
    { port: { type: 'string', default: '4000' }, host: { type: 'string', default: '127.0.0.1' }, data: { type: 'string' }, demo: { type: 'boolean' } },
    { min: 1, max: 1, names: '<folder>' },
  );
  const themeDir = themeFolder('dev', positionals[0]!);
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new UsageError(`plinth theme dev: --port must be a port number (got '${values.port}')`);
  // Without --data: the demo store in a folder of its own for this theme, seeded once and kept between runs.
  const dataDir = values.data ? resolve(values.data) : join(tmpdir(), `plinth-theme-dev-${createHash('sha256').update(themeDir).digest('hex').slice(0, 12)}`);
  const { startThemeDev } = await import('./theme-dev/theme-dev.ts');
  const dev = await startThemeDev({
    themeDir,
    dataDir,
    demo: !values.data || values.demo === true,
    host: values.host,
    port,
    env: io.env,
    check: async (dir) => (isDeveloperTheme(dir) ? (await themeProblems(dir)).filter((problem) => problem.severity === 'error').map(formatProblem) : []),
    log: (line) => io.err(`${line}\n`),
  });
  io.out(`Theme dev: ${dev.url} — ${themeDir}, ${values.data ? `the content of ${dataDir}` : 'the demo store'}. Saves reload the page; Ctrl-C stops.\n`);
  // The one command that waits for the operator: it ends on Ctrl-C or SIGTERM.
  await new Promise((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await dev.close();
  return EXIT.ok;
}
