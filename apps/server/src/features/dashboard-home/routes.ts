import { getOwnerHome, searchOwnerRecords } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { mount } from '../../infra/http/mount.ts';
import { ownerContributor, ownerWebsite } from '../owner/index.ts';
import { siteMerchandising } from '../pages/index.ts';
import { ownerHome } from './home-service.ts';
import { searchRecords } from './search-service.ts';

/** `GET /api/owner/home` (reports:read) and `GET /api/owner/search` (products:read; each kind also its own). */
export function registerDashboardHomeRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  mount(app, getOwnerHome, ({ request }) => {
    const website = ownerWebsite(request);
    const site = { websiteId: website.id, name: website.name, currency: website.currency, lowStockThreshold: siteMerchandising(website.settings).scarcityThreshold };
    return ownerHome(db, site, ownerContributor(request).role, now());
  });

  mount(app, searchOwnerRecords, async ({ query, request }) => {
    const website = ownerWebsite(request);
    return { hits: await searchRecords(db, website.id, ownerContributor(request).role, query.q) };
  });
}
