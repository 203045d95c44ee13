import type { FastifyInstance } from 'fastify';
import { appExperiments } from './page-experiments.ts';
import { registerExperimentRoutes } from './routes.ts';
import { registerSiteStatusRoutes } from './site-status-routes.ts';

/** Feature toggles and A/B tests decided on the server at render, and their results for the owner (issue 13). */
export async function experimentsPlugin(app: FastifyInstance): Promise<void> {
  const { assigner } = appExperiments(app.deps, (error, lost) => app.log.error({ err: error, lost }, 'Storing experiment assignments failed'));
  // Written before the database closes: a clean stop keeps every first assignment.
  app.addHook('onClose', async () => assigner.close());
  registerExperimentRoutes(app, app.deps);
  registerSiteStatusRoutes(app, app.deps);
}
