import type { FastifyInstance } from 'fastify';
import { registerReportRoutes } from './report-routes.ts';
import { prunePerformance } from './retention.ts';
import { registerVisitorRoutes } from './visitor-routes.ts';

const HOUR_MS = 3_600_000;

/** Core Web Vitals from real visitors: the metrics settings and records routes, their rollups and the owner's report (issue 13). */
export async function performancePlugin(app: FastifyInstance): Promise<void> {
  registerVisitorRoutes(app, app.deps);
  registerReportRoutes(app, app.deps);
  // Retention, hourly: raw records past the site's analytics retention and expired page loads go,
  // and (PostgreSQL) a year of monthly partitions is kept ahead.
  const prune = () =>
    void prunePerformance(app.deps.db, app.deps.now(), (message) => app.log.warn(message)).catch((error: unknown) => app.log.warn({ error }, 'pruning performance records failed'));
  const timer = setInterval(prune, HOUR_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
