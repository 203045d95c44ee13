import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import type { Config } from '../config.ts';
import type { ScheduledJob } from './feature.ts';
import { runRecovery, scheduleJobs } from './run-jobs.ts';

function recordingLog() {
  const lines: { level: string; message: string }[] = [];
  const at = (level: string) => (_object: unknown, message: string) => lines.push({ level, message });
  return { lines, log: { warn: at('warn'), error: at('error'), info: at('info'), debug: at('debug') } as unknown as FastifyBaseLogger };
}

const context = (log: FastifyBaseLogger) => ({ deps: {} as AppDeps, log, config: {} as Config });

describe('scheduled jobs', () => {
  it('runs a job on its interval, never two runs of one job at once, and logs a failure by its name', async () => {
    vi.useFakeTimers();
    try {
      const { lines, log } = recordingLog();
      let running = 0;
      let most = 0;
      let runs = 0;
      let release: () => void = () => {};
      const slow: ScheduledJob = {
        name: 'slow work',
        everyMs: () => 100,
        run: async () => {
          runs++;
          running++;
          most = Math.max(most, running);
          await new Promise<void>((resolve) => (release = resolve));
          running--;
        },
      };
      const failing: ScheduledJob = { name: 'pruning things', everyMs: () => 100, atStart: true, run: async () => Promise.reject(new Error('no')) };
      const stop = scheduleJobs([slow, failing], context(log));
      await vi.advanceTimersByTimeAsync(350);
      expect(runs).toBe(1); // the first run still holds: later turns are skipped
      expect(most).toBe(1);
      release();
      await vi.advanceTimersByTimeAsync(100);
      expect(runs).toBe(2);
      expect(lines.filter((line) => line.message === 'pruning things failed').length).toBeGreaterThanOrEqual(4);
      release();
      await stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('crash recovery', () => {
  it('runs every step even when one fails, and logs what each settled', async () => {
    const { lines, log } = recordingLog();
    const done: string[] = [];
    await runRecovery(
      [
        { name: 'payments', run: async () => Promise.reject(new Error('down')) },
        { name: 'media processing', run: async () => done.push('media') },
      ],
      { ...context(log), now: 0 },
    );
    expect(done).toEqual(['media']);
    expect(lines).toEqual([
      { level: 'error', message: 'settling the payments a stopped process left failed' },
      { level: 'info', message: 'settled what a stopped process left' },
    ]);
  });
});
