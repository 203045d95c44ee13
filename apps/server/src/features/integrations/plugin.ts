import type { FastifyInstance } from 'fastify';
import { registerIntegrationsRoutes } from './routes.ts';

/** Integrations: the mailing-list provider and the automation connector (signed webhooks) (issue 16). */
export async function integrationsPlugin(app: FastifyInstance): Promise<void> {
  registerIntegrationsRoutes(app, app.deps);
}
