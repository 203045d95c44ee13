import { describe, expect, it } from 'vitest';
import { progressReporter, type CliIo } from './io.ts';

/* Progress shows on a terminal only, never with --quiet, and clears its line when done. */

function io(stderrIsTTY: boolean): CliIo & { written: string[] } {
  const written: string[] = [];
  return { written, out: () => {}, err: (text) => written.push(text), env: {}, stderrIsTTY };
}

describe('progress', () => {
  it('rewrites one line on a terminal and clears it when done', () => {
    const terminal = io(true);
    const progress = progressReporter(terminal, false);
    progress.update('database: 1 of 3 tables');
    progress.done();
    expect(terminal.written).toEqual(['\r\x1b[2Kdatabase: 1 of 3 tables', '\r\x1b[2K']);
  });

  it('stays quiet in a pipe, and with --quiet on a terminal', () => {
    for (const [tty, quiet] of [
      [false, false],
      [true, true],
    ] as const) {
      const target = io(tty);
      const progress = progressReporter(target, quiet);
      progress.update('media: 3 of 9 files');
      progress.done();
      expect(target.written).toEqual([]);
    }
  });
});
