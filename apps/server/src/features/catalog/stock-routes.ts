import { listStockMovements as listMovementsRoute, moveVariantStock } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { mount } from '../../infra/http/mount.ts';
import { ownerContributor } from '../owner/index.ts';
import { writeContext } from './owner-write-context.ts';
import { listStockMovements, moveStock } from './stock-service.ts';

/** Stock movements: `POST /api/owner/variants/:id/stock` (inventory:write) and their history (products:read). */
export function registerStockRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  mount(app, moveVariantStock, ({ params, body, request }) => moveStock(db, writeContext(request, now), params.id, body.delta));

  mount(app, listMovementsRoute, ({ params, query, request }) => listStockMovements(db, ownerContributor(request).websiteId, params.id, query));
}
