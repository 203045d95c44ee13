import { availableParallelism } from 'node:os';

/*
 * How many processes `plinth start` serves from (issue 29), read once at start with the rest of the
 * configuration: PLINTH_WORKERS (`plinth start --workers`), and PLINTH_JOB_LEASE_MS, how long the
 * process running the scheduled jobs holds them without renewing (the longest they pause when it dies).
 */

/** The job lease's length when PLINTH_JOB_LEASE_MS is unset. */
export const DEFAULT_JOB_LEASE_MS = 30_000;

/**
 * PLINTH_WORKERS: a whole number ≥ 1, or `auto` for the machine's cores (`os.availableParallelism()`).
 * @default 1 (one process, no cluster)
 */
export function workersFromEnv(env: NodeJS.ProcessEnv, cores: () => number = availableParallelism): number {
  const raw = env.PLINTH_WORKERS?.trim();
  if (raw === undefined || raw === '') return 1;
  if (raw === 'auto') return Math.max(1, cores());
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 1024) {
    throw new Error(`PLINTH_WORKERS (--workers) must be a whole number from 1 to 1024, or auto (one per core: ${cores()} here), not '${raw}'`);
  }
  return Number(raw);
}

/** PLINTH_JOB_LEASE_MS: whole milliseconds ≥ 1000. @default 30 000 */
export function jobLeaseFromEnv(env: NodeJS.ProcessEnv): number {
  const raw = env.PLINTH_JOB_LEASE_MS?.trim();
  if (raw === undefined || raw === '') return DEFAULT_JOB_LEASE_MS;
  if (!/^\d+$/.test(raw) || Number(raw) < 1000) throw new Error(`PLINTH_JOB_LEASE_MS must be a whole number of milliseconds, at least 1000, not '${raw}'`);
  return Number(raw);
}
