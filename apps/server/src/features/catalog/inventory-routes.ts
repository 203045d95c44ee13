import { getInventoryStock } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { mount } from '../../infra/http/mount.ts';
import { siteOf } from '../site/index.ts';
import { itemStock } from './inventory-service.ts';

/** `GET /api/commerce/inventory/stock/?itemId=…` → `{ results: [{ variantId, sku, unlimited, qtyInStock }] }` (storefront.md §7). */
export function registerInventoryRoutes(app: FastifyInstance, { db }: { db: Kysely<Schema> }): void {
  mount(app, getInventoryStock, async ({ query, request }) => ({ results: await itemStock(db, siteOf(request).id, query.itemId) }));
}
