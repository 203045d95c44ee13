import { getSiteStatus, setSiteStatus } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { mount } from '../../infra/http/mount.ts';
import { ownerWebsite } from '../owner/index.ts';
import { readSiteStatus, saveSiteStatus, type SiteStatus } from '../site/index.ts';
import { INTERNAL_WEBSITE_STATUS } from './assigner.ts';

/*
 * The site's status for its owner (docs/owner-api.md "Site status"): `GET /api/owner/site/status`
 * (reports:read) and `PUT` (settings:write + crumb). The status lives in the site feature; its routes
 * are registered here, after the owner guard, because what it decides today is whether
 * `?experiment.<name>=<variant>` overrides apply (INTERNAL only).
 */

function statusJson(site: SiteStatus) {
  return { ...site, experimentOverrides: site.code === INTERNAL_WEBSITE_STATUS };
}

export function registerSiteStatusRoutes(app: FastifyInstance, { db }: AppDeps): void {
  mount(app, getSiteStatus, async ({ request, reply }) => {
    reply.header('cache-control', 'no-store');
    return statusJson(await readSiteStatus(db, ownerWebsite(request).id));
  });

  mount(app, setSiteStatus, async ({ body: { status }, request, reply }) => {
    reply.header('cache-control', 'no-store');
    return statusJson(await saveSiteStatus(db, ownerWebsite(request).id, status));
  });
}
