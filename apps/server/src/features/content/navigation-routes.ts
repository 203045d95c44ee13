import { getSiteLayout, updateNavigation as updateNavigationRoute } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { ownerWebsite } from '../owner/index.ts';
import { siteLayout, updateNavigation } from './navigation-service.ts';

/**
 * `GET /api/commondata/GetSiteLayout` → `{ templateId, layout: [{ identifier: 'mainNavigation', links }] }`;
 * `POST /api/widget/UpdateNavigation` replaces the main navigation and answers the new layout
 * (platform.md §3, §7 Store creation).
 */
export function registerNavigationRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get(getSiteLayout.path, { config: { access: getSiteLayout.access } }, async (request) => siteLayout(db, ownerWebsite(request).id));

  app.post(updateNavigationRoute.path, { config: { access: updateNavigationRoute.access } }, async (request) => {
    const website = ownerWebsite(request);
    const { fieldName, navigation } = updateNavigationRoute.body.parse(request.body);
    return updateNavigation(db, website.id, fieldName, navigation.items);
  });
}
