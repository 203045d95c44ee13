import type { FastifyInstance } from 'fastify';
import { recoverInterruptedPayments } from './features/checkout/index.ts';
import { failInterruptedJobs } from './features/media/index.ts';
import type { Config } from './infra/config.ts';

/**
 * Settles what processes that died (a crash, SIGKILL, a power cut) left half done. Run on start when
 * the process census says no other process is alive, so nothing in progress can belong to a live
 * request — before the first request is served:
 * - payments still pending: completed when their charge was recorded, else released (stock, gift
 *   card and cart lock given back), and idempotency keys claimed by requests that died are given up,
 *   so the visitor's retry is answered at once;
 * - images still processing: failed ('File processing failed to complete.'), their job died too;
 * - with SMTP, e-mails committed with their write (an order, a submission, a restock notice, a
 *   comment, an account token) but never delivered: sent now.
 * Without this, the periodic sweeps get there too, minutes later. A step that fails is logged and the
 * server starts all the same (those sweeps remain).
 */
export async function recoverInterruptedWork(app: FastifyInstance, config: Pick<Config, 'media'>, now: number): Promise<void> {
  const { db, mailer, emails, payments } = app.deps;
  const steps: [string, () => Promise<unknown>][] = [
    ['payments', () => recoverInterruptedPayments({ db, mailer, emails, now: () => now, provider: payments }, now)],
    ['media processing', () => failInterruptedJobs(db, config.media, now)],
    ['undelivered e-mails', () => mailer.deliverWaiting(now)],
  ];
  for (const [what, step] of steps) {
    try {
      const done = await step();
      app.log.info({ recovered: what, done: summary(done) }, 'settled what a stopped process left');
    } catch (error) {
      app.log.error({ error }, `settling the ${what} a stopped process left failed`);
    }
  }
}

/** A sweep result without its error objects (counts are what the log needs). */
function summary(done: unknown): unknown {
  if (typeof done !== 'object' || done === null) return done;
  return Object.fromEntries(Object.entries(done).map(([key, value]) => [key, Array.isArray(value) ? value.length : value]));
}
