import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { registerHeaderFooterRoutes } from './header-footer-routes.ts';
import { registerMultilingualRoutes } from './multilingual-routes.ts';
import { registerOwnerPagesRoutes } from './owner-pages-routes.ts';
import { registerSiteLayoutRoutes } from './site-layout-routes.ts';

/**
 * Site layout and navigation, header and footer, multilingual settings, pages list
 * (docs/owner-api.md "Site content"). Reads need `content:read`; writes `content:write` and the crumb.
 */
export async function registerSiteContentRoutes(app: FastifyInstance, context: AppDeps): Promise<void> {
  registerSiteLayoutRoutes(app, context);
  registerHeaderFooterRoutes(app, context);
  registerMultilingualRoutes(app, context);
  registerOwnerPagesRoutes(app, context);
}
