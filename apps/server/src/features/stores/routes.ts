import { createStoreCategory as createCategoryRoute, createStoreCollection } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { ownerWebsite } from '../owner/index.ts';
import { createStore, createStoreCategory } from './service.ts';

/**
 * Store creation (platform.md §3, §4, §7; contract: @plinth/api `storesRoutes`):
 * `POST …/websites/{websiteId}/products` → 201 `{ id, collection }` and
 * `POST …/websites/{websiteId}/products/{collectionId}/categories` → 201 `{ id, category }`.
 * Adding the store to the main navigation is the third, optional call (UpdateNavigation).
 */
export function registerStoreCreationRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.post(createStoreCollection.path, { config: { access: 'content:write' } }, async (request, reply) => {
    const { websiteId } = createStoreCollection.params.parse(request.params);
    const website = ownerWebsite(request, websiteId);
    const body = createStoreCollection.body.parse(request.body);
    const collection = await createStore(db, website.id, { ...body, urlId: body.urlId ?? undefined }, now());
    return reply.code(201).send({ id: collection.id, collection });
  });

  app.post(createCategoryRoute.path, { config: { access: 'content:write' } }, async (request, reply) => {
    const { websiteId, collectionId } = createCategoryRoute.params.parse(request.params);
    const website = ownerWebsite(request, websiteId);
    const body = createCategoryRoute.body.parse(request.body);
    const category = await createStoreCategory(db, website.id, collectionId, body, now());
    return reply.code(201).send({ id: category.id, category });
  });
}
