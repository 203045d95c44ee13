import type { FastifyInstance } from 'fastify';
import { registerContributorRoutes } from './contributor-routes.ts';
import { registerSessionRoutes } from './session-routes.ts';
import { registerSignInLinkRoute } from './sign-in-link-routes.ts';

/**
 * Owner accounts and roles: the owner's sign-in and contributors (docs/owner-api.md). The guard that
 * enforces every route's declared permission is the identity's.
 */
export async function ownerPlugin(app: FastifyInstance): Promise<void> {
  registerSessionRoutes(app, app.deps);
  registerSignInLinkRoute(app, app.deps);
  registerContributorRoutes(app, app.deps);
}
