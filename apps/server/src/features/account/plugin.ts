import type { FastifyInstance } from 'fastify';
import { registerAddressesRoutes } from './addresses-routes.ts';
import { registerProfileRoutes } from './profile-routes.ts';
import { registerPurchasesRoutes } from './purchases-routes.ts';
import { registerDataExportRoute } from './data-export.ts';
import { registerRestockRoutes } from './restock-routes.ts';

/**
 * The customer's own data (issue 11; platform.md §7 "Site-user account"; docs/accounts-api.md "The
 * customer's own data"): profile, password, newsletter, orders, subscriptions, addresses, restock
 * sign-ups and deleting the account. Every route is `access: 'site-user'` (the site-users guard).
 */
export async function accountPlugin(app: FastifyInstance): Promise<void> {
  // A customer's own data is never kept by a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  registerProfileRoutes(app, app.deps);
  registerPurchasesRoutes(app, app.deps);
  registerDataExportRoute(app, app.deps);
  registerAddressesRoutes(app, app.deps);
  registerRestockRoutes(app, app.deps);
}
