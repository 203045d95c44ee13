import { buildApp } from './app.ts';
import { sweepStalePayments } from './features/checkout/index.ts';
import type { Config } from './infra/config.ts';
import { openDatabase } from './infra/database/database.ts';
import { joinProcessCensus } from './infra/database/process-census.ts';
import { recoverInterruptedWork } from './recover-interrupted-work.ts';
import { pruneRawEvents, rollUpRecent } from './features/insights/index.ts';
import { pruneOwnerSessions } from './features/owner/index.ts';
import { renderSeedPictures } from './features/media/index.ts';
import { pruneRecordings } from './features/recordings/index.ts';
import { startDeliveryWorker } from './features/integrations/index.ts';
import { pruneSiteUserSessions, pruneSiteUserTokens } from './features/site-users/index.ts';
import { pruneRateLimits } from './infra/rate-limit/rate-limit-repository.ts';
import { seedDemo } from './seed/demo.ts';
import { seedFirstAdmin } from './seed/admin.ts';

/**
 * Housekeeping every three minutes: rate-limit windows are at most minutes long, so older counters and
 * expired owner sessions are dropped; payments left pending by a process that died are finished (a
 * payment is only minutes old when the sweeper takes it for abandoned, so it holds stock that long).
 * The analytics have their own cadence (`PLINTH_ANALYTICS_ROLLUP_MS`, a minute by default): the
 * recent hours are rolled up again for the dashboard, and raw events past each site's retention go.
 */
const PRUNE_EVERY_MS = 3 * 60_000;
const PRUNE_OLDER_THAN_MS = 60 * 60_000;
/** A pay request takes seconds; one pending and untouched for two minutes lost its process. */
const STALE_PAYMENT_MS = 2 * 60_000;
/** An e-mail is delivered right after its commit; one still waiting after 15 minutes lost its process. */
const UNDELIVERED_MAIL_MS = 15 * 60_000;

/**
 * Opens (and migrates) the database, seeds the demo store on first start, settles what a crashed
 * process left when no other is alive (recover-interrupted-work.ts), serves it, and stops cleanly on
 * Ctrl-C or SIGTERM.
 */
export async function startServer(config: Config): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { demoCustomer } = config;
  const seeded = await seedDemo(database.db, Date.now(), { customer: demoCustomer });
  if (seeded) console.log('Seeded the demo store.');
  const { admin } = config;
  if (await seedFirstAdmin(database.db, admin)) console.log(`Created the first admin, ${admin.email}.`);
  const app = await buildApp({ database, smtpUrl: config.smtpUrl, addToCartLimit: config.limits.addToCart, geoipDb: config.geoipDb, media: config.media, integrations: config.integrations, maps: config.maps, logger: { level: config.logLevel } });
  // The first process up after a crash finishes what the dead one left, before anyone (itself or another) serves.
  const census = await joinProcessCensus({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onLost: (error) => app.log.error({ error }, 'the process census lost its PostgreSQL connection: a process starting now may take this one for dead'),
  });
  if (census.alone) await recoverInterruptedWork(app, config, Date.now());
  await census.ready();
  // Webhook and mailing-list deliveries (issue 16): the worker that sends what is due.
  const stopDeliveries = startDeliveryWorker(app.deps, app.log);
  // The analytics rollup: one run at a time (a big day can take longer than the interval).
  let rollingUp = false;
  const rollUp = () => {
    if (rollingUp) return;
    rollingUp = true;
    rollUpRecent(database.db, Date.now())
      .then(() => pruneRawEvents(database.db, Date.now()))
      .catch((error: unknown) => app.log.warn({ error }, 'rolling up analytics failed'))
      .finally(() => {
        rollingUp = false;
      });
  };
  rollUp();
  const rollups = setInterval(rollUp, config.analyticsRollupEveryMs);
  const prune = setInterval(() => {
    pruneRateLimits(database.db, Date.now() - PRUNE_OLDER_THAN_MS).catch((error: unknown) => app.log.warn({ error }, 'pruning rate limits failed'));
    pruneOwnerSessions(database.db, Date.now()).catch((error: unknown) => app.log.warn({ error }, 'pruning owner sessions failed'));
    pruneSiteUserSessions(database.db, Date.now()).catch((error: unknown) => app.log.warn({ error }, 'pruning customer sessions failed'));
    pruneSiteUserTokens(database.db, Date.now()).catch((error: unknown) => app.log.warn({ error }, 'pruning e-mailed tokens failed'));
    pruneRecordings(database.db, Date.now()).catch((error: unknown) => app.log.warn({ error }, 'pruning session recordings past their retention failed'));
    // The routes' provider (the same instance), so a charge this process made is known to the lookup.
    const { db, mailer, emails, now, payments } = app.deps;
    sweepStalePayments({ db, mailer, emails, now, provider: payments }, { olderThanMs: STALE_PAYMENT_MS })
      .then((swept) => {
        if (swept.completed.length || swept.released.length || swept.left.length) app.log.warn({ swept: { ...swept, errors: swept.errors.length } }, 'finished stale payments');
        for (const { paymentId, error } of swept.errors) app.log.error({ error, paymentId }, 'finishing a stale payment failed');
      })
      .catch((error: unknown) => app.log.error({ error }, 'sweeping stale payments failed'));
    // With SMTP: e-mails committed long ago and never delivered (their process died right after the commit).
    mailer.deliverWaiting(Date.now() - UNDELIVERED_MAIL_MS).catch((error: unknown) => app.log.error({ error }, 'delivering waiting e-mails failed'));
  }, PRUNE_EVERY_MS);
  prune.unref();
  rollups.unref();
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    clearInterval(prune);
    clearInterval(rollups);
    await stopDeliveries();
    console.log(`\n${signal}: stopping Plinth…`);
    await app.close();
    await census.leave();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  // The demo's product pictures are drawn into the media library in the background (a picture asked
  // for sooner is drawn on request).
  if (seeded) renderSeedPictures(database.db, config.media).catch((error: unknown) => app.log.warn({ error }, 'rendering the demo pictures failed'));
  const where = config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
  console.log(`Plinth demo store: http://${config.host}:${config.port}/  (${where}; Ctrl-C stops it)`);
  // The demo defaults are printed so a first-time user can sign in; a password set by the operator is not.
  const signIn = admin.defaults ? `${admin.email} / ${admin.password}` : admin.email;
  console.log(`Dashboard: http://${config.host}:${config.port}/config — sign in as ${signIn}`);
  const customerSignIn = demoCustomer.defaults ? `${demoCustomer.email} / ${demoCustomer.password}` : demoCustomer.email;
  console.log(`Demo customer: http://${config.host}:${config.port}/account/sign-in — sign in as ${customerSignIn}`);
}
