import type { JobContext, RecoveryStep, ScheduledJob } from './feature.ts';

/**
 * Runs each job on its interval, one run of a job at a time (a run that outlasts its interval skips
 * the next turn rather than piling up); a failure is logged as `<name> failed` and the job goes on.
 * Answers a stop function that clears the timers and waits for runs in progress.
 */
export function scheduleJobs(jobs: readonly ScheduledJob[], context: Omit<JobContext, 'now'>): () => Promise<void> {
  const running = new Map<ScheduledJob, Promise<unknown>>();
  const tick = (job: ScheduledJob) => {
    if (running.has(job)) return;
    const startedAt = Date.now();
    const run = job
      .run({ ...context, now: startedAt })
      // At debug level: an operator (or a test) sees which process ran which job, and when.
      .then(() => context.log.debug({ job: job.name, ms: Date.now() - startedAt }, 'scheduled job ran'))
      .catch((error: unknown) => context.log.warn({ error }, `${job.name} failed`))
      .finally(() => running.delete(job));
    running.set(job, run);
  };
  const timers = jobs.map((job) => {
    if (job.atStart) tick(job);
    const timer = setInterval(() => tick(job), job.everyMs(context.config));
    timer.unref();
    return timer;
  });
  return async () => {
    for (const timer of timers) clearInterval(timer);
    await Promise.all(running.values());
  };
}

/**
 * Settles what stopped processes left, step by step; a step that fails is logged and the others run
 * (the periodic sweeps remain for it).
 */
export async function runRecovery(steps: readonly RecoveryStep[], context: JobContext): Promise<void> {
  for (const step of steps) {
    try {
      const done = await step.run(context);
      context.log.info({ recovered: step.name, done: summary(done) }, 'settled what a stopped process left');
    } catch (error) {
      context.log.error({ error }, `settling the ${step.name} a stopped process left failed`);
    }
  }
}

/** A sweep result without its error objects (counts are what the log needs). */
function summary(done: unknown): unknown {
  if (typeof done !== 'object' || done === null) return done;
  return Object.fromEntries(Object.entries(done).map(([key, value]) => [key, Array.isArray(value) ? value.length : value]));
}
