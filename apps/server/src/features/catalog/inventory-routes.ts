import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { getStock } from './catalog-repository.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { siteOf } from '../site/index.ts';

const stockQuery = z.object({ itemId: z.string({ error: 'itemId is required' }).trim().min(1, 'itemId is required').max(100) });

/** `GET /api/commerce/inventory/stock/?itemId=…` → `{ results: [{ unlimited, qtyInStock, … }] }` (storefront.md §7). */
export function registerInventoryRoutes(app: FastifyInstance, { db }: { db: Kysely<Schema> }): void {
  app.get('/api/commerce/inventory/stock/', { config: { access: 'public' } }, async (request) => {
    const { itemId } = stockQuery.parse(request.query);
    const website = siteOf(request);
    const results = await getStock(db, website.id, itemId);
    if (results.length === 0) throw new AppError('NOT_FOUND', 'Item not found.');
    return { results };
  });
}
