import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../infra/app-deps.ts';
import { listStockMovements, moveStock } from './stock-movements.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { ownerContributor } from '../owner/index.ts';
import { writeContext } from './product-routes.ts';
import { cursorQuery, idParams, limitQuery } from '../owner/index.ts';

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
export function registerStockRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.post('/api/owner/variants/:id/stock', { config: { access: 'inventory:write' } }, async (request) => {
    const { id } = idParams.parse(request.params);
    const { delta } = stockBody.parse(request.body);
    return moveStock(db, writeContext(request, now), id, delta);
  });

  app.get('/api/owner/variants/:id/stock-movements', { config: { access: 'products:read' } }, async (request) => {
    const { id } = idParams.parse(request.params);
    const page = await listStockMovements(db, ownerContributor(request).websiteId, id, pageQuery.parse(request.query));
    if (!page) throw new AppError('NOT_FOUND', 'No such variant.');
    return page;
  });
}
