import type { FastifyInstance } from 'fastify';
import { registerTaxonomyRoutes } from './routes.ts';

/** Tags and categories of posts and products: the manager's New, Edit, Merge, Remove; the sort control (issue 15). */
export async function taxonomyPlugin(app: FastifyInstance): Promise<void> {
  registerTaxonomyRoutes(app, app.deps);
}
