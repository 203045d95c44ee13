import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../infra/app-deps.ts';
import { createRootCategory } from '../catalog/index.ts';
import { createStore } from './stores-repository.ts';

import { AppError } from '../../infra/errors/app-error.ts';
import { ownerWebsite } from '../owner/index.ts';

/*
 * Store creation (platform.md §3, §4, §7): the product collection, then its ROOT category. Adding the
 * store to the main navigation is the third, optional call (site-layout-routes.ts).
 */

const PRODUCTS_PATH = '/api/content-service/product/1.1/websites/:websiteId/products';

const id = (field: string) => z.string().trim().min(1, `${field} is required.`).max(100, `${field} is too long.`);
const websiteParams = z.object({ websiteId: id('websiteId') });
const categoryParams = websiteParams.extend({ collectionId: id('collectionId') });

const storeBody = z.object(
  {
    title: z.string({ error: 'Title is required.' }).trim().min(1, 'Title is required.').max(200, 'Title must be at most 200 characters.'),
    navigationTitle: z.string({ error: 'NavigationTitle must be text.' }).trim().max(200, 'NavigationTitle must be at most 200 characters.').optional(),
    urlId: z.string({ error: 'UrlId must be text.' }).trim().max(200, 'UrlId must be at most 200 characters.').nullish(),
    description: z.string({ error: 'Description must be text.' }).max(2000, 'Description must be at most 2000 characters.').optional(),
    enabled: z.boolean({ error: 'Enabled must be true or false.' }).optional(),
  },
  { error: 'The body must be a JSON object.' },
);

/** platform.md §9: max category length 25. */
const categoryBody = z
  .object(
    {
      displayName: z.string({ error: 'DisplayName is required.' }).trim().min(1, 'DisplayName is required.').max(25, 'DisplayName must be at most 25 characters.'),
      parentCategoryId: z.string({ error: 'ParentCategoryId must be null for a ROOT category.' }).nullish(),
      type: z.literal('ROOT', { error: "Type must be 'ROOT'." }),
      pageRendering: z.literal('LIST_VIEW', { error: "PageRendering must be 'LIST_VIEW'." }),
      displayIndex: z.number({ error: 'DisplayIndex must be a number.' }).int('DisplayIndex must be a whole number.').min(0, 'DisplayIndex cannot be negative.').max(10_000, 'DisplayIndex must be at most 10000.'),
    },
    { error: 'The body must be a JSON object.' },
  )
  .refine((body) => !body.parentCategoryId, { message: 'ParentCategoryId must be null for a ROOT category.', path: ['parentCategoryId'] });

/**
 * `POST …/websites/{websiteId}/products` → 201 `{ id, collection }` and
 * `POST …/websites/{websiteId}/products/{collectionId}/categories` → 201 `{ id, category }`.
 */
export function registerStoreCreationRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.post(PRODUCTS_PATH, { config: { access: 'content:write' } }, async (request, reply) => {
    const { websiteId } = websiteParams.parse(request.params);
    const website = ownerWebsite(request, websiteId);
    const body = storeBody.parse(request.body);
    const collection = await createStore(db, website.id, { ...body, urlId: body.urlId ?? undefined }, now());
    return reply.code(201).send({ id: collection.id, collection });
  });

  app.post(`${PRODUCTS_PATH}/:collectionId/categories`, { config: { access: 'content:write' } }, async (request, reply) => {
    const { websiteId, collectionId } = categoryParams.parse(request.params);
    const website = ownerWebsite(request, websiteId);
    const body = categoryBody.parse(request.body);
    const result = await createRootCategory(db, website.id, collectionId, body, now());
    if (result === 'no-store') throw new AppError('NOT_FOUND', 'Store not found.');
    if (result === 'root-exists') throw new AppError('CONFLICT', 'This store already has a ROOT category.');
    return reply.code(201).send({ id: result.id, category: result });
  });
}
