import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * Marks every route registered in `scope` (an encapsulated plugin) as a public route that needs no
 * site: static files and app shells are the same for every Host, so no database query is spent on
 * them. Used for routes made by `@fastify/static`, which take no per-route config.
 */
export function assetScope(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route: RouteOptions) => {
    route.config = { website: 'none', access: 'public', ...route.config };
  });
}
