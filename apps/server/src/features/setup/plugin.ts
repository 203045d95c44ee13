import type { FastifyInstance } from 'fastify';
import { registerSetupRoutes } from './routes.ts';

/** A new site's setup: its first owner, made once on the setup screen, and the getting-started checklist. */
export async function setupPlugin(app: FastifyInstance): Promise<void> {
  registerSetupRoutes(app, app.deps);
}
