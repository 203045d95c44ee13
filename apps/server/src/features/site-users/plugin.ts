import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { installSiteUserGuard } from './guard.ts';
import { registerEmailSignInRoutes } from './email-sign-in-routes.ts';
import { registerPasswordResetRoutes } from './password-reset-routes.ts';
import { registerSessionRoutes } from './session-routes.ts';
import { registerSignUpRoutes } from './sign-up-routes.ts';

/**
 * Customer accounts (issue 11; platform.md §3, §6, §7): the guard of every `access: 'site-user'`
 * route (installed before the features that declare such routes), sign-in by password and sign-out,
 * sign-up with e-mail verification, sign-in by e-mailed code or link, and the password reset.
 */
async function siteUsersFeaturePlugin(app: FastifyInstance): Promise<void> {
  installSiteUserGuard(app);
  registerSessionRoutes(app, app.deps);
  registerSignUpRoutes(app, app.deps);
  registerEmailSignInRoutes(app, app.deps);
  registerPasswordResetRoutes(app, app.deps);
}

/** Not encapsulated: its hook and request decorator must reach the routes of every later feature. */
export const siteUsersPlugin = fastifyPlugin(siteUsersFeaturePlugin, { name: 'site-users' });
