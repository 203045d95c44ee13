import { getOwnerCustomer, listOwnerCustomers } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { mount } from '../../infra/http/mount.ts';
import { ownerWebsite } from '../owner/index.ts';
import { ownerCustomer, ownerCustomerPage } from './customers-service.ts';

/** `GET /api/owner/customers` (newest first, searchable) and `GET /api/owner/customers/:id` (customers:read). */
export function registerCustomerRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  mount(app, listOwnerCustomers, ({ query, request }) => {
    const website = ownerWebsite(request);
    return ownerCustomerPage(db, { websiteId: website.id, currency: website.currency, now: now() }, query);
  });
  mount(app, getOwnerCustomer, async ({ params, request }) => {
    const website = ownerWebsite(request);
    return { customer: await ownerCustomer(db, { websiteId: website.id, currency: website.currency, now: now() }, params.id) };
  });
}
