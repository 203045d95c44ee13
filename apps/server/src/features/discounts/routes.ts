import { createDiscount, deleteDiscount, getDiscount, listDiscounts, updateDiscount } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { mount } from '../../infra/http/mount.ts';
import { ownerWebsite } from '../owner/index.ts';
import { changeDiscount, createDiscount as create, listDiscounts as list, readDiscount, removeDiscount } from './discounts-service.ts';

/**
 * Commerce → Discounts (docs/owner-api.md "Discounts"): `/api/owner/commerce/discounts` — list,
 * read, create, change, delete (products:write; writes with the crumb). 400 naming the field, 404
 * for a discount of another store, 409 for a code the store has already.
 */
export function registerDiscountRoutes(app: FastifyInstance, { db }: AppDeps): void {
  mount(app, listDiscounts, async ({ request, reply }) => {
    reply.header('cache-control', 'no-store');
    return { discounts: await list(db, ownerWebsite(request).id) };
  });
  mount(app, getDiscount, async ({ params, request, reply }) => {
    reply.header('cache-control', 'no-store');
    return { discount: await readDiscount(db, ownerWebsite(request).id, params.id) };
  });
  mount(app, createDiscount, async ({ body, request }) => ({ discount: await create(db, ownerWebsite(request).id, body) }));
  mount(app, updateDiscount, async ({ params, body, request }) => ({ discount: await changeDiscount(db, ownerWebsite(request).id, params.id, body) }));
  mount(app, deleteDiscount, async ({ params, request }) => {
    await removeDiscount(db, ownerWebsite(request).id, params.id);
  });
}
