import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { registerContributorRoutes } from './contributor-routes.ts';
import { installOwnerGuard } from './guard.ts';
import { registerSessionRoutes } from './session-routes.ts';

/**
 * Owner accounts and roles: the guard that enforces every route's declared permission (installed
 * before any feature registers a route), owner sign-in and contributors (docs/owner-api.md).
 */
async function ownerFeaturePlugin(app: FastifyInstance): Promise<void> {
  installOwnerGuard(app);
  registerSessionRoutes(app, app.deps);
  registerContributorRoutes(app, app.deps);
}

/** Not encapsulated: its hook and request decorator must reach the routes of every later feature. */
export const ownerPlugin = fastifyPlugin(ownerFeaturePlugin, { name: 'owner' });
