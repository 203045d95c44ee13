import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { registerHeaderFooterRoutes } from './header-footer-routes.ts';
import { registerMultilingualRoutes } from './multilingual-routes.ts';
import { registerNavigationRoutes } from './navigation-routes.ts';
import { registerOwnerPagesRoutes } from './owner-pages-routes.ts';

/**
 * Site layout and navigation, header and footer, multilingual settings, pages list
 * (docs/owner-api.md "Site content"). Reads need `content:read`; writes `content:write` and the crumb.
 */
export function registerSiteContentRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerNavigationRoutes(app, deps);
  registerHeaderFooterRoutes(app, deps);
  registerMultilingualRoutes(app, deps);
  registerOwnerPagesRoutes(app, deps);
}
