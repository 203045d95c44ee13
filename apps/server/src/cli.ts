import { wantsHelp } from './cli/args.ts';
import { COMMANDS, mainUsage, version } from './cli/commands.ts';
import { EXIT, processIo, UsageError, type CliIo } from './cli/io.ts';

/*
 * The `plinth` command (bin/plinth.js, `node apps/server/src/cli.ts`). One file per command in cli/.
 * Conventions (issue 29): --help/-h on any command prints its usage to stdout and exits 0 before
 * anything is opened or created; --version/-v; an unknown command or option is named on stderr with
 * exit 2; long work shows progress on stderr only on a terminal. Documented in docs/cli.md.
 */

/** Runs one CLI command; resolves with the process exit code. */
export async function main(argv: string[], io: CliIo = processIo()): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined) {
    io.err(`${mainUsage()}\n`);
    return EXIT.usage;
  }
  if (command === '--help' || command === '-h' || command === 'help') {
    const topic = command === 'help' ? rest[0] : undefined;
    const known = topic === undefined ? undefined : COMMANDS[topic];
    if (topic !== undefined && !known) return usageError(io, new UsageError(`plinth help: unknown command '${topic}'`));
    io.out(`${known ? known.usage : mainUsage()}\n`);
    return EXIT.ok;
  }
  if (command === '--version' || command === '-v') {
    io.out(`${version()}\n`);
    return EXIT.ok;
  }
  const found = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
  if (!found) return usageError(io, new UsageError(command.startsWith('-') ? `plinth: unknown option '${command}'` : `plinth: unknown command '${command}'`));
  if (wantsHelp(rest) && !found.ownHelp?.(rest)) {
    io.out(`${found.usage}\n`);
    return EXIT.ok;
  }
  try {
    return await found.run(rest, io);
  } catch (error) {
    if (error instanceof UsageError) return usageError(io, error, command);
    throw error;
  }
}

function usageError(io: CliIo, error: UsageError, command?: string): number {
  io.err(`${error.message}\nRun 'plinth ${command ? `${command} ` : ''}--help' for the usage.\n`);
  return EXIT.usage;
}

if (import.meta.main) {
  main(process.argv.slice(2)).then(
    (code) => {
      if (code !== 0) process.exit(code);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(EXIT.failed);
    },
  );
}
