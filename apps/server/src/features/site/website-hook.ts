import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from '../../infra/errors/app-error.ts';
import { NO_WEBSITE_MESSAGE } from './messages.ts';
import { findWebsiteByHost, type Website } from './sites-repository.ts';
import { cachedWebsiteLookup } from './website-cache.ts';

/**
 * How a route needs the site of its request:
 * - `'fresh'` (the default): read on every request, so page caches see the current content version;
 * - `'cached'`: reused for a second per Host (hot API routes that need only the site's identity);
 * - `'none'`: not looked up (static assets, the dashboard shell, the API document).
 */
export type WebsiteLookup = 'fresh' | 'cached' | 'none';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** @see WebsiteLookup */
    website?: WebsiteLookup;
  }
  interface FastifyRequest {
    /** The site of the request, resolved once by the website hook; read it with `siteOf(request)`. */
    website: Website | null;
  }
}

/**
 * Resolves `request.website` once per request, in one `onRequest` hook put in front of every route
 * registered after this call, by the Host header — X-Forwarded-Host behind a trusted proxy — (`config.website` says how). Every feature reads it
 * from the request instead of looking it up. The hook reads the route's own config object (final
 * once every `onRoute` hook has run), not `request.routeOptions`, which Fastify rebuilds on each read.
 */
export function installWebsiteHook(app: FastifyInstance): void {
  app.decorateRequest('website', null);
  const cached = cachedWebsiteLookup(app.deps.db);
  const { db } = app.deps;
  app.addHook('onRoute', (route: RouteOptions) => {
    const resolveWebsite = async (request: FastifyRequest): Promise<void> => {
      const lookup = route.config?.website ?? 'fresh';
      if (lookup === 'none') return;
      if (lookup === 'cached') {
        request.website = await cached(request.host ?? '');
        return;
      }
      const website = await findWebsiteByHost(db, request.host ?? '');
      if (!website) throw new AppError('NOT_FOUND', NO_WEBSITE_MESSAGE);
      request.website = website;
    };
    const own = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [resolveWebsite, ...own];
  });
}
