import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { getStock } from '../db/catalog.ts';
import type { Schema } from '../db/schema.ts';
import { HttpError } from './errors.ts';
import { requestWebsite } from './site.ts';

const stockQuery = z.object({ itemId: z.string({ error: 'itemId is required' }).trim().min(1, 'itemId is required').max(100) });

/** `GET /api/commerce/inventory/stock/?itemId=…` → `{ results: [{ unlimited, qtyInStock, … }] }` (storefront.md §7). */
export function registerInventoryRoutes(app: FastifyInstance, { db }: { db: Kysely<Schema> }): void {
  app.get('/api/commerce/inventory/stock/', async (request) => {
    const { itemId } = stockQuery.parse(request.query);
    const website = await requestWebsite(db, request);
    const results = await getStock(db, website.id, itemId);
    if (results.length === 0) throw new HttpError(404, 'Item not found.');
    return { results };
  });
}
