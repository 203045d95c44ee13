import type { FastifyInstance } from 'fastify';
import { addEventPages } from './event-pages.ts';
import { registerMapsRoutes } from './maps-routes.ts';
import { registerEventRoutes } from './routes.ts';

/** Events with calendar links, and the maps proxy with address completion (issue 17). */
export async function eventsPlugin(app: FastifyInstance): Promise<void> {
  registerEventRoutes(app, app.deps);
  registerMapsRoutes(app, app.deps);
  addEventPages(app.deps.pageExtensions, app.deps.db);
}
