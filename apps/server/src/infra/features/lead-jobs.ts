import type { Kysely } from 'kysely';
import type { Schema } from '../database/schema.ts';
import type { JobContext, ScheduledJob } from './feature.ts';
import { holdLease, releaseLease } from './job-lease.ts';
import { scheduleJobs } from './run-jobs.ts';

/** The lease whose holder runs every scheduled job of the site. */
export const SCHEDULED_JOBS_LEASE = 'scheduled-jobs';

/** How the processes of a site agree on which one runs the jobs. */
export interface JobLeaderOptions {
  db: Kysely<Schema>;
  /** This process ({@link import('./job-lease.ts').processOwnerId}). */
  owner: string;
  /** How long the lease lasts unless renewed: the longest the jobs stop when their process dies. */
  leaseMs: number;
}

/** A process's part in running the scheduled jobs. */
export interface JobLeadership {
  /** Whether this process runs the jobs now. */
  leading(): boolean;
  /** Stops the jobs (waiting for runs in progress) and gives the lease up for another process. */
  stop(): Promise<void>;
}

/**
 * Runs the scheduled jobs in exactly one process of the site: every process asks for the lease at
 * once and then every third of its length; the holder renews it and runs the jobs ({@link scheduleJobs}),
 * the others keep asking and one of them takes over once the holder has died and its lease expired.
 * A holder that cannot renew (another took the lease, or the database fails for so long that its
 * lease may have run out) stops its jobs before anyone else may start them.
 */
export function leadScheduledJobs(jobs: readonly ScheduledJob[], context: Omit<JobContext, 'now'>, options: JobLeaderOptions): JobLeadership {
  const { db, owner, leaseMs } = options;
  const renewEveryMs = Math.max(1, Math.floor(leaseMs / 3));
  let stopJobs: (() => Promise<void>) | null = null;
  let heldUntil = 0;
  let stopped = false;

  const step = async () => {
    const now = Date.now();
    let held: boolean;
    try {
      held = await holdLease(db, { name: SCHEDULED_JOBS_LEASE, owner, now, ttlMs: leaseMs });
      if (held) heldUntil = now + leaseMs;
    } catch (error) {
      // Still ours while a renewal could come in time; past that another process may hold it.
      held = stopJobs !== null && Date.now() < heldUntil - renewEveryMs;
      context.log.warn({ error }, 'renewing the scheduled jobs lease failed');
    }
    if (stopped) return;
    if (held && !stopJobs) {
      context.log.info({ owner }, 'this process runs the scheduled jobs');
      stopJobs = scheduleJobs(jobs, context);
    } else if (!held && stopJobs) {
      context.log.warn({ owner }, 'this process no longer holds the scheduled jobs lease: its jobs stop');
      const stopping = stopJobs;
      stopJobs = null;
      await stopping();
    }
  };

  let current: Promise<void> | null = null;
  const turn = () => {
    // One step at a time: a slow database skips a turn rather than piling renewals up.
    if (current) return;
    current = step().finally(() => {
      current = null;
    });
  };
  turn();
  const timer = setInterval(turn, renewEveryMs);
  timer.unref();

  return {
    leading: () => stopJobs !== null,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
      const stopping = stopJobs;
      stopJobs = null;
      if (!stopping) return;
      await stopping();
      await releaseLease(db, SCHEDULED_JOBS_LEASE, owner).catch((error: unknown) => context.log.warn({ error }, 'giving the scheduled jobs lease up failed'));
    },
  };
}
