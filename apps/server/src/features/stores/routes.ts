import { createStoreCategory as createCategoryRoute, createStoreCollection } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { mount } from '../../infra/http/mount.ts';
import { ownerWebsite } from '../owner/index.ts';
import { createStore, createStoreCategory } from './service.ts';

/**
 * Store creation (platform.md §3, §4, §7; contract: @plinth/api `storesRoutes`):
 * `POST …/websites/{websiteId}/products` → 201 `{ id, collection }` and
 * `POST …/websites/{websiteId}/products/{collectionId}/categories` → 201 `{ id, category }`.
 * Adding the store to the main navigation is the third, optional call (UpdateNavigation).
 */
export function registerStoreCreationRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  mount(app, createStoreCollection, async ({ params, body, request }) => {
    const website = ownerWebsite(request, params.websiteId);
    const collection = await createStore(db, website.id, { ...body, urlId: body.urlId ?? undefined }, now());
    return { id: collection.id, collection };
  });

  mount(app, createCategoryRoute, async ({ params, body, request }) => {
    const website = ownerWebsite(request, params.websiteId);
    const category = await createStoreCategory(db, website.id, params.collectionId, body, now());
    return { id: category.id, category };
  });
}
