import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { getOrder, listOrders } from '../db/orders.ts';
import { HttpError } from '../http/errors.ts';
import { ownerContributor, requirePermission } from './guard.ts';
import { orderJson } from './order-json.ts';
import { cursorQuery, idParams, limitQuery } from './schemas.ts';

const pageQuery = z.object({ cursor: cursorQuery, limit: limitQuery });

/** `GET /api/owner/orders` (newest first) and `GET /api/owner/orders/:id` (orders:read). */
export function registerOrderRoutes(app: FastifyInstance, { db }: AppContext): void {
  const read = requirePermission(db, 'orders:read');
  app.get('/api/owner/orders', { preHandler: read }, async (request) => {
    const page = await listOrders(db, ownerContributor(request).websiteId, pageQuery.parse(request.query));
    return { orders: page.orders.map(orderJson), nextCursor: page.nextCursor };
  });
  app.get('/api/owner/orders/:id', { preHandler: read }, async (request) => {
    const order = await getOrder(db, ownerContributor(request).websiteId, idParams.parse(request.params).id);
    if (!order) throw new HttpError(404, 'No such order.');
    return { order: orderJson(order) };
  });
}
