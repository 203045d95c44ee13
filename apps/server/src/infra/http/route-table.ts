import type { FastifyInstance, RouteOptions } from 'fastify';

/** A registered route as the route-permission test and the API document see it. */
export interface RouteEntry {
  method: string;
  url: string;
  config: RouteOptions['config'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered (filled by {@link collectRoutes}). */
    routeTable: RouteEntry[];
  }
}

/** Records every route registered after this call in `app.routeTable`, one entry per method. */
export function collectRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // Config is read when asked: hooks of inner scopes (asset-scope.ts) may still replace it.
    for (const method of methods) table.push({ method, url: route.url, get config() { return route.config; } });
  });
}
