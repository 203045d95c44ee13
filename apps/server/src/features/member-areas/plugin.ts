import type { FastifyInstance } from 'fastify';
import { registerContentChoicesRoute } from './content-choices-routes.ts';
import { registerJoinRoutes } from './join-routes.ts';
import { registerOwnerRoutes } from './owner-routes.ts';

/** Member areas (issue 11): the owner's areas, content and members, and a customer joining one. */
export async function memberAreasPlugin(app: FastifyInstance): Promise<void> {
  registerOwnerRoutes(app, app.deps);
  registerContentChoicesRoute(app, app.deps);
  registerJoinRoutes(app, app.deps);
}
