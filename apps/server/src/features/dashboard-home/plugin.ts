import type { FastifyInstance } from 'fastify';
import { registerDashboardHomeRoutes } from './routes.ts';

/** The owner's Home and the command palette's search (docs/owner-api.md "Home and search"). */
export async function dashboardHomePlugin(app: FastifyInstance): Promise<void> {
  registerDashboardHomeRoutes(app, app.deps);
}
