import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { UsageError } from './io.ts';

/** Whether the arguments ask for help (`--help` or `-h` before a `--`). */
export function wantsHelp(argv: readonly string[]): boolean {
  for (const arg of argv) {
    if (arg === '--') return false;
    if (arg === '--help' || arg === '-h') return true;
  }
  return false;
}

/**
 * node's util.parseArgs, strict, with its errors reworded to name the command and the offending
 * option (`plinth start: unknown option '--prot'`).
 * @throws UsageError
 */
export function parseCommandArgs<T extends ParseArgsOptionsConfig>(command: string, argv: string[], options: T, positionals: { min: number; max: number; names: string }) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options, strict: true, allowPositionals: positionals.max > 0 });
  } catch (error) {
    const message = (error as Error).message;
    const word = /'([^']+)'/.exec(message)?.[1];
    const code = (error as { code?: string }).code;
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') throw new UsageError(`plinth ${command}: unknown option '${word}'`);
    if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') throw new UsageError(`plinth ${command}: unexpected argument '${word}'`);
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') throw new UsageError(`plinth ${command}: ${message.replace(/^Option /, 'option ')}`);
    throw new UsageError(`plinth ${command}: ${message}`);
  }
  if (parsed.positionals.length < positionals.min) throw new UsageError(`plinth ${command}: missing ${positionals.names}`);
  if (parsed.positionals.length > positionals.max) throw new UsageError(`plinth ${command}: unexpected argument '${parsed.positionals[positionals.max]}'`);
  return parsed;
}
