import { getOwnerOrder, listOwnerOrders } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { mount } from '../../infra/http/mount.ts';
import { ownerContributor } from '../owner/index.ts';
import { ownerOrder, ownerOrderPage } from './orders-service.ts';

/** `GET /api/owner/orders` (newest first) and `GET /api/owner/orders/:id` (orders:read). */
export function registerOrderRoutes(app: FastifyInstance, { db }: AppDeps): void {
  mount(app, listOwnerOrders, ({ query, request }) => ownerOrderPage(db, ownerContributor(request).websiteId, query));
  mount(app, getOwnerOrder, async ({ params, request }) => ({ order: await ownerOrder(db, ownerContributor(request).websiteId, params.id) }));
}
