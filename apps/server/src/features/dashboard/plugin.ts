import type { FastifyInstance } from 'fastify';
import { registerDashboardRoutes } from './routes.ts';

/** The owner app under /config (ARCHITECTURE.md "Owner side"): its shell and its built assets. */
export async function dashboardPlugin(app: FastifyInstance): Promise<void> {
  await registerDashboardRoutes(app, app.deps);
}
