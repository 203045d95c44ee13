import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { FEATURES } from './features.ts';
import { startServer as startPrimary } from './infra/cluster/start-primary.ts';
import { isClusterWorker, isFirstWorker, nameServingProcess } from './infra/cluster/worker.ts';
import type { Config } from './infra/config.ts';
import { openDatabase, type Database } from './infra/database/database.ts';
import { joinProcessCensus } from './infra/database/process-census.ts';
import type { RecoveryStep, ScheduledJob } from './infra/features/feature.ts';
import { HOUSEKEEPING_EVERY_MS } from './infra/features/housekeeping.ts';
import { processOwnerId } from './infra/features/job-lease.ts';
import { leadScheduledJobs } from './infra/features/lead-jobs.ts';
import { runRecovery } from './infra/features/run-jobs.ts';
import { compactWhenIdle } from './infra/memory/compact-when-idle.ts';
import { renderSeedPictures } from './features/media/index.ts';
import { pruneRateLimits } from './infra/rate-limit/rate-limit-repository.ts';
import { prepareSiteSecrets } from './infra/secrets/site-secrets.ts';
import { SCHEDULED_BACKUP_JOB } from './backup/scheduled-backup.ts';
import { seedFirstStart, seedMessages, startMessages } from './seed/first-start.ts';

/** Rate-limit windows are at most minutes long: older counters go. */
const PRUNE_OLDER_THAN_MS = 60 * 60_000;
/** An e-mail is delivered right after its commit; one still waiting after 15 minutes lost its process. */
const UNDELIVERED_MAIL_MS = 15 * 60_000;

/** The shared infrastructure's own housekeeping, beside the features' jobs. */
const INFRA_JOBS: readonly ScheduledJob[] = [
  { name: 'pruning rate limits', everyMs: () => HOUSEKEEPING_EVERY_MS, run: ({ deps, now }) => pruneRateLimits(deps.db, now - PRUNE_OLDER_THAN_MS) },
  // With SMTP: e-mails committed long ago and never delivered (their process died right after the commit).
  { name: 'delivering waiting e-mails', everyMs: () => HOUSEKEEPING_EVERY_MS, run: ({ deps, now }) => deps.mailer.deliverWaiting(now - UNDELIVERED_MAIL_MS) },
];

/**
 * What a crashed process left, settled at start when no other process is alive (so nothing in
 * progress can belong to a live request), before the first request is served: each feature's steps
 * (payments completed or released, images still processing failed), then, with SMTP, e-mails committed
 * with their write but never delivered. Without this the periodic sweeps get there too, minutes later.
 */
const RECOVERY: readonly RecoveryStep[] = [...FEATURES.flatMap((feature) => feature.recovery ?? []), { name: 'undelivered e-mails', run: ({ deps, now }) => deps.mailer.deliverWaiting(now) }];

/**
 * Opens (and migrates) the database, seeds the demo store (with --demo) or an empty site on first start, settles what a crashed
 * process left when no other is alive, serves it with the features' jobs and workers running, and
 * stops cleanly on Ctrl-C or SIGTERM. With `--workers N` (N > 1) the process started is the cluster's
 * primary (infra/cluster/start-primary.ts) and each of its workers runs this: the first one migrates
 * and seeds as a single process does, the others are forked once it serves.
 */
export async function startServer(config: Config): Promise<void> {
  // The primary of `--workers N`, when cli.ts did not load infra/cluster/start-primary.ts itself.
  if (config.workers > 1 && !isClusterWorker()) return startPrimary(config);
  const prepares = !isClusterWorker() || isFirstWorker();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrate: prepares });
  if (!prepares) {
    await serve(config, database);
    return;
  }
  // The demo store only with --demo (PLINTH_DEMO=1); else an empty site whose owner the setup screen makes.
  const firstStart = await seedFirstStart(database.db, config);
  for (const line of seedMessages(firstStart)) console.log(line);
  const app = await serve(config, database);
  // The demo's product pictures are drawn into the media library in the background (a picture asked
  // for sooner is drawn on request).
  if (firstStart.demoSeeded) renderSeedPictures(database.db, config.media).catch((error: unknown) => app.log.warn({ error }, 'rendering the demo pictures failed'));
  for (const line of startMessages(config, firstStart)) console.log(line);
}

/**
 * Builds the app and serves it — the one process, or one worker of several: settles what dead
 * processes left when it is the first alive, runs the features' workers, takes its turn at the
 * scheduled jobs (one process of the site runs them: infra/features/lead-jobs.ts), and stops cleanly
 * on Ctrl-C or SIGTERM.
 */
async function serve(config: Config, database: Database): Promise<FastifyInstance> {
  // Stored provider keys are sealed with PLINTH_SECRET_KEY (infra/secrets): refused in production without it.
  const secrets = await prepareSiteSecrets(config, database.db);
  const app = await buildApp({ database, secrets, smtpUrl: config.smtpUrl, addToCartLimit: config.limits.addToCart, geoipDb: config.geoipDb, ...(config.themeDir ? { themeDir: config.themeDir } : {}), media: config.media, integrations: config.integrations, maps: config.maps, serving: config.serving, logger: { level: config.logLevel } });
  // The first process up after a crash finishes what the dead one left, before anyone (itself or another) serves.
  const census = await joinProcessCensus({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onLost: (error) => app.log.error({ error }, 'the process census lost its PostgreSQL connection: a process starting now may take this one for dead'),
  });
  const jobContext = { deps: app.deps, log: app.log, config };
  if (census.alone) await runRecovery(RECOVERY, { ...jobContext, now: Date.now() });
  await census.ready();
  // The features' workers (webhook and mailing-list deliveries) and scheduled jobs (housekeeping, the analytics rollup).
  const stopWorkers = FEATURES.flatMap((feature) => feature.workers ?? []).map((worker) => worker.start(jobContext));
  const jobs = leadScheduledJobs([...INFRA_JOBS, ...(config.backup ? [SCHEDULED_BACKUP_JOB] : []), ...FEATURES.flatMap((feature) => feature.jobs ?? [])], jobContext, { db: database.db, owner: processOwnerId(), leaseMs: config.jobLeaseMs });
  // A process that went quiet after a flood gives its grown heap back (infra/memory).
  const compaction = compactWhenIdle();
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    compaction.stop();
    app.deps.lifecycle.stopping = true; // /readyz answers 503: the proxy stops sending visitors here
    await Promise.all([jobs.stop(), ...stopWorkers.map((stopWorker) => stopWorker())]);
    // A worker stops when its primary says so, which has said it already.
    if (!isClusterWorker()) console.log(`\n${signal}: stopping Plinth…`);
    await app.close();
    await census.leave();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  if (isClusterWorker()) nameServingProcess(app.server);
  await app.listen({ port: config.port, host: config.host });
  return app;
}
