import type { FastifyInstance } from 'fastify';
import { registerSiteContentRoutes } from './routes.ts';

/** Site content: layout and navigation, header and footer, languages, the pages list. */
export async function contentFeature(app: FastifyInstance): Promise<void> {
  await registerSiteContentRoutes(app, app.deps);
}
