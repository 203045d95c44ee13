import type { FastifyInstance } from 'fastify';
import { registerInsightsRoutes } from './routes.ts';

/** The owner's analytics reports over the rollups (issue 12). */
export async function insightsFeature(app: FastifyInstance): Promise<void> {
  registerInsightsRoutes(app, app.deps);
}
