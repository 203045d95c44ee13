import type { FastifyInstance } from 'fastify';
import { registerEmailSignInRoutes } from './email-sign-in-routes.ts';
import { registerPasswordResetRoutes } from './password-reset-routes.ts';
import { registerSessionRoutes } from './session-routes.ts';
import { registerSignUpRoutes } from './sign-up-routes.ts';

/**
 * Customer accounts (issue 11; platform.md §3, §6, §7): sign-in by password and sign-out, sign-up
 * with e-mail verification, sign-in by e-mailed code or link, and the password reset. The guard of
 * every `access: 'site-user'` route is the identity's.
 */
export async function siteUsersPlugin(app: FastifyInstance): Promise<void> {
  registerSessionRoutes(app, app.deps);
  registerSignUpRoutes(app, app.deps);
  registerEmailSignInRoutes(app, app.deps);
  registerPasswordResetRoutes(app, app.deps);
}
