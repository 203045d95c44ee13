import type { FastifyInstance } from 'fastify';
import { registerCensusRoutes } from './census-routes.ts';
import { registerErrorRoutes } from './error-routes.ts';
import { registerEventRoutes } from './event-routes.ts';
import { acceptFormBodies } from './form-body.ts';
import { Ingestion } from './ingestion.ts';
import { rememberIngestion } from './ingestions.ts';
import { keepPartitionsAhead } from './partitions.ts';
import { ReplayGuard } from './replay-guard.ts';

const DAY_MS = 86_400_000;

/** Analytics ingestion: the census calls, the event trackers and client error reports. */
export async function analyticsPlugin(app: FastifyInstance): Promise<void> {
  const ingestion = new Ingestion(app.deps, app.log, { maxBufferedBytes: app.deps.analyticsBuffer?.maxBytes, flushIntervalMs: app.deps.analyticsBuffer?.flushIntervalMs });
  rememberIngestion(app.deps, ingestion);
  // Written before the app (and then its database) closes: a clean stop loses no event.
  app.addHook('onClose', async () => ingestion.close());
  const warn = (message: string) => app.log.warn(message);
  await keepPartitionsAhead(app.deps.db, app.deps.now(), warn);
  const daily = setInterval(() => void keepPartitionsAhead(app.deps.db, app.deps.now(), warn), DAY_MS);
  daily.unref();
  app.addHook('onClose', async () => clearInterval(daily));
  await app.register(async (scope) => {
    acceptFormBodies(scope);
    // One memory of recent beacons for the census and the newer tracker (replays are dropped).
    const guard = new ReplayGuard();
    registerCensusRoutes(scope, ingestion, guard);
    registerEventRoutes(scope, ingestion, guard);
    registerErrorRoutes(scope, ingestion);
  });
}
