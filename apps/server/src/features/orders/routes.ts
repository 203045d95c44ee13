import { getOwnerOrder, listOwnerOrders } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { ownerContributor } from '../owner/index.ts';
import { ownerOrder, ownerOrderPage } from './orders-service.ts';

/** `GET /api/owner/orders` (newest first) and `GET /api/owner/orders/:id` (orders:read). */
export function registerOrderRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get(listOwnerOrders.path, { config: { access: listOwnerOrders.access } }, async (request) => {
    const query = listOwnerOrders.query.parse(request.query);
    return ownerOrderPage(db, ownerContributor(request).websiteId, query);
  });
  app.get(getOwnerOrder.path, { config: { access: getOwnerOrder.access } }, async (request) => {
    const { id } = getOwnerOrder.params.parse(request.params);
    return { order: await ownerOrder(db, ownerContributor(request).websiteId, id) };
  });
}
