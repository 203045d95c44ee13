import { listStockMovements as listMovementsRoute, moveVariantStock } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { ownerContributor } from '../owner/index.ts';
import { writeContext } from './owner-write-context.ts';
import { listStockMovements, moveStock } from './stock-service.ts';

/** Stock movements: `POST /api/owner/variants/:id/stock` (inventory:write) and their history (products:read). */
export function registerStockRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.post(moveVariantStock.path, { config: { access: 'inventory:write' } }, async (request) => {
    const { id } = moveVariantStock.params.parse(request.params);
    const { delta } = moveVariantStock.body.parse(request.body);
    return moveStock(db, writeContext(request, now), id, delta);
  });

  app.get(listMovementsRoute.path, { config: { access: 'products:read' } }, async (request) => {
    const { id } = listMovementsRoute.params.parse(request.params);
    return listStockMovements(db, ownerContributor(request).websiteId, id, listMovementsRoute.query.parse(request.query));
  });
}
