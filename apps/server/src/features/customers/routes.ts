import { getOwnerCustomer, listOwnerCustomers } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { ownerWebsite } from '../owner/index.ts';
import { ownerCustomer, ownerCustomerPage } from './customers-service.ts';

/** `GET /api/owner/customers` (newest first, searchable) and `GET /api/owner/customers/:id` (customers:read). */
export function registerCustomerRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.get(listOwnerCustomers.path, { config: { access: listOwnerCustomers.access } }, async (request) => {
    const query = listOwnerCustomers.query.parse(request.query);
    const website = ownerWebsite(request);
    return ownerCustomerPage(db, { websiteId: website.id, currency: website.currency, now: now() }, query);
  });
  app.get(getOwnerCustomer.path, { config: { access: getOwnerCustomer.access } }, async (request) => {
    const { id } = getOwnerCustomer.params.parse(request.params);
    const website = ownerWebsite(request);
    return { customer: await ownerCustomer(db, { websiteId: website.id, currency: website.currency, now: now() }, id) };
  });
}
