import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { installSiteUserGuard } from './guard.ts';
import { registerSessionRoutes } from './session-routes.ts';

/**
 * Customer accounts (issue 11; platform.md §3, §6, §7): the guard of every `access: 'site-user'`
 * route (installed before the features that declare such routes), sign-in and sign-out.
 */
async function siteUsersFeaturePlugin(app: FastifyInstance): Promise<void> {
  installSiteUserGuard(app);
  registerSessionRoutes(app, app.deps);
}

/** Not encapsulated: its hook and request decorator must reach the routes of every later feature. */
export const siteUsersFeature = fastifyPlugin(siteUsersFeaturePlugin, { name: 'site-users' });
