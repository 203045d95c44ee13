import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { listStockMovements, moveStock } from '../db/stock-movements.ts';
import { HttpError } from '../http/errors.ts';
import { ownerContributor, requireOwnerWrite, requirePermission } from './guard.ts';
import { writeContext } from './product-routes.ts';
import { cursorQuery, idParams, limitQuery } from './schemas.ts';

const stockBody = z.object({
  delta: z
    .number({ error: 'delta must be a number.' })
    .int('delta must be a whole number.')
    .min(-1_000_000, 'delta is too small.')
    .max(1_000_000, 'delta is too large.')
    .refine((d) => d !== 0, 'delta cannot be 0.'),
});
const pageQuery = z.object({ cursor: cursorQuery, limit: limitQuery });

/** Stock movements: `POST /api/owner/variants/:id/stock` (inventory:write) and their history (products:read). */
export function registerStockRoutes(app: FastifyInstance, { db, now }: AppContext): void {
  app.post('/api/owner/variants/:id/stock', { preHandler: requireOwnerWrite(db, 'inventory:write') }, async (request) => {
    const { id } = idParams.parse(request.params);
    const { delta } = stockBody.parse(request.body);
    return moveStock(db, writeContext(request, now), id, delta);
  });

  app.get('/api/owner/variants/:id/stock-movements', { preHandler: requirePermission(db, 'products:read') }, async (request) => {
    const { id } = idParams.parse(request.params);
    const page = await listStockMovements(db, ownerContributor(request).websiteId, id, pageQuery.parse(request.query));
    if (!page) throw new HttpError(404, 'No such variant.');
    return page;
  });
}
