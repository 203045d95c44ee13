import { getSiteLayout, updateNavigation as updateNavigationRoute } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { mount } from '../../infra/http/mount.ts';
import { ownerWebsite } from '../owner/index.ts';
import { siteLayout, updateNavigation } from './navigation-service.ts';

/**
 * `GET /api/commondata/GetSiteLayout` → `{ templateId, layout: [{ identifier: 'mainNavigation', links }] }`;
 * `POST /api/widget/UpdateNavigation` replaces the main navigation and answers the new layout
 * (platform.md §3, §7 Store creation).
 */
export function registerNavigationRoutes(app: FastifyInstance, { db }: AppDeps): void {
  mount(app, getSiteLayout, ({ request }) => siteLayout(db, ownerWebsite(request).id));

  mount(app, updateNavigationRoute, ({ body, request }) => updateNavigation(db, ownerWebsite(request).id, body.fieldName, body.navigation.items));
}
