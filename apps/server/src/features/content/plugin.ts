import type { FastifyInstance } from 'fastify';
import { registerSiteContentRoutes } from './routes.ts';

/** Site content: layout and navigation, header and footer, languages, the pages list (docs/owner-api.md "Site content"). */
export async function contentPlugin(app: FastifyInstance): Promise<void> {
  registerSiteContentRoutes(app, app.deps);
}
