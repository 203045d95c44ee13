import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../infra/app-deps.ts';
import { getOrder, listOrders } from './orders-repository.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { ownerContributor } from '../owner/index.ts';
import { orderJson } from './owner-order-json.ts';
import { cursorQuery, idParams, limitQuery } from '../owner/index.ts';

const pageQuery = z.object({ cursor: cursorQuery, limit: limitQuery });

/** `GET /api/owner/orders` (newest first) and `GET /api/owner/orders/:id` (orders:read). */
export function registerOrderRoutes(app: FastifyInstance, { db }: AppDeps): void {
  const read = { config: { access: 'orders:read' } } as const;
  app.get('/api/owner/orders', read, async (request) => {
    const page = await listOrders(db, ownerContributor(request).websiteId, pageQuery.parse(request.query));
    return { orders: page.orders.map(orderJson), nextCursor: page.nextCursor };
  });
  app.get('/api/owner/orders/:id', read, async (request) => {
    const order = await getOrder(db, ownerContributor(request).websiteId, idParams.parse(request.params).id);
    if (!order) throw new AppError('NOT_FOUND', 'No such order.');
    return { order: orderJson(order) };
  });
}
