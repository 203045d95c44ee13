/*
 * What a command writes to and reads: stdout for its answer (usage, version, --json, results),
 * stderr for errors and progress, the environment handed to readConfig. Tests run the real CLI as a
 * child process; the commands never reach for process.* themselves.
 */

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** The environment `readConfig` reads (options such as --demo are added to a copy). */
  env: NodeJS.ProcessEnv;
  /** Whether stderr is a terminal: progress is shown only then. */
  stderrIsTTY: boolean;
}

/** The process's own streams and environment. */
export function processIo(): CliIo {
  return {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    env: process.env,
    stderrIsTTY: process.stderr.isTTY === true,
  };
}

/** A bad command line: the message (naming the command and the offending word) goes to stderr, exit 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** Exit codes, the same for every command (EXIT_CODES_TEXT in usage.ts, docs/cli.md). */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/**
 * A progress reporter for long work: one line rewritten in place on a terminal (stderr), nothing in
 * a pipe or a file, nothing with --quiet. `done()` ends the line.
 */
export function progressReporter(io: CliIo, quiet: boolean): { update(message: string): void; done(): void } {
  const shown = io.stderrIsTTY && !quiet;
  let last = 0;
  let active = false;
  return {
    update(message) {
      if (!shown) return;
      const now = Date.now();
      if (active && now - last < 100) return; // at most ten redraws a second
      last = now;
      active = true;
      io.err(`\r\x1b[2K${message}`);
    },
    done() {
      if (shown && active) io.err('\r\x1b[2K');
      active = false;
    },
  };
}
