import type { ScheduledJob } from '../../infra/features/feature.ts';
import { RollupThread } from './rollup-in-thread.ts';
import { pruneRawEvents, rollUpRecent } from './rollup-service.ts';

/** Events written this long after they occurred are still picked up by the next run (the ingestion buffer writes within 250 ms, and its byte budget keeps a backlog to a few seconds). */
const LATE_WRITE_MS = 5_000;

/** The rollup job, and how to end its thread (tests; a stopping process simply exits). */
export interface RollupJob extends ScheduledJob {
  close(): Promise<void>;
}

/**
 * The rollup job (its cadence `PLINTH_ANALYTICS_ROLLUP_MS`): the recent days of the sites that
 * received events since the last run, then raw-event retention. In a thread of its own whenever the
 * database can be opened there (every real start): see rollup-in-thread.ts.
 */
export function rollupJob(): RollupJob {
  /** When this process's last successful run started. */
  let lastRunAt: number | undefined;
  let thread: RollupThread | undefined;
  return {
    name: 'rolling up analytics',
    everyMs: (config) => config.analyticsRollupEveryMs,
    atStart: true,
    run: async ({ deps, config }) => {
      const now = Date.now();
      const changedSince = lastRunAt === undefined ? undefined : lastRunAt - LATE_WRITE_MS;
      if (config.databaseUrl || config.dataDir) {
        thread ??= new RollupThread({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
        await thread.run(now, changedSince);
      } else {
        await rollUpRecent(deps.db, now, changedSince);
        await pruneRawEvents(deps.db, now);
      }
      lastRunAt = now;
    },
    close: async () => thread?.close(),
  };
}
