import type { FastifyInstance } from 'fastify';
import { registerDashboardRoutes } from './routes.ts';

/** The owner app under /config. */
export async function dashboardFeature(app: FastifyInstance): Promise<void> {
  await registerDashboardRoutes(app, app.deps);
}
