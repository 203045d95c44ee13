import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
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

/** `plinth theme check <folder>`. */
export async function themeCommand(argv: string[], io: CliIo): Promise<number> {
  const [subcommand, ...rest] = argv;
  if (subcommand !== 'check') throw new UsageError(subcommand ? `plinth theme: unknown subcommand '${subcommand}'` : 'plinth theme: missing subcommand (check)');
  const { values, positionals } = parseCommandArgs('theme check', rest, { json: { type: 'boolean' } }, { min: 1, max: 1, names: '<folder>' });
  const dir = resolve(positionals[0]!);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new UsageError(`plinth theme check: no folder '${positionals[0]}'`);
  if (!isDeveloperTheme(dir)) throw new UsageError(`plinth theme check: '${positionals[0]}' has no template.conf (not a developer-platform theme)`);
  const engine = createEngine({ formatters: Object.assign({}, ...FEATURES.map((feature) => feature.formatters?.(NO_ISLANDS) ?? {})) });
  const { problems } = await loadDeveloperTheme(dir, DEFAULT_THEME_DIR, engine);
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  if (values.json) io.out(`${JSON.stringify(problems, null, 2)}\n`);
  else {
    for (const problem of problems) io.out(`${formatProblem(problem)}\n`);
    io.err(`${errors} error${errors === 1 ? '' : 's'}, ${problems.length - errors} warning${problems.length - errors === 1 ? '' : 's'}\n`);
  }
  return errors ? EXIT.failed : EXIT.ok;
}
