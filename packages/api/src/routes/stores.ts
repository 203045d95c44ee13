import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';

/*
 * The stores feature's routes (apps/server/src/features/stores): store creation of platform.md §3,
 * §4, §7 — the product collection, then its ROOT category. Adding the store to the main navigation
 * is the third, optional call (UpdateNavigation, the content feature). Both need content:write.
 */

/** A required path id named `field`. */
const pathId = (field: string) => z.string().trim().min(1, `${field} is required.`).max(100, `${field} is too long.`);

/** The path of a store-creation call. */
export const storeWebsiteParams = z.object({ websiteId: pathId('websiteId') });

/** The path of a category-creation call. */
export const storeCategoryParams = storeWebsiteParams.extend({ collectionId: pathId('collectionId') });

/** A store (product collection) as the owner API answers it. */
export const storeJson = z.object({
  id: z.string(),
  title: z.string(),
  navigationTitle: z.string(),
  urlId: z.string(),
  /** '/<urlId>'. */
  fullUrl: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  type: z.literal('products'),
  navIndex: z.number().int().nullable(),
  status: z.string(),
});

/** A category as the owner API answers it. */
export const categoryJson = z.object({
  id: z.string(),
  collectionId: z.string(),
  displayName: z.string(),
  parentCategoryId: z.string().nullable(),
  type: z.literal('ROOT'),
  pageRendering: z.literal('LIST_VIEW'),
  displayIndex: z.number().int(),
});

/** POST /api/content-service/product/1.1/websites/:websiteId/products. */
export const createStoreCollection = defineRoute({
  method: 'POST',
  path: '/api/content-service/product/1.1/websites/:websiteId/products',
  tag: 'stores',
  access: 'content:write',
  summary: 'Creates a store: a product collection with a url id derived from the title (platform.md §5), live at once, out of the navigation',
  params: storeWebsiteParams,
  body: z.object(
    {
      title: z.string({ error: 'Title is required.' }).trim().min(1, 'Title is required.').max(200, 'Title must be at most 200 characters.'),
      navigationTitle: z.string({ error: 'NavigationTitle must be text.' }).trim().max(200, 'NavigationTitle must be at most 200 characters.').optional(),
      /** Wanted url id; empty or absent: derived from the title. Slugified and de-duplicated either way. */
      urlId: z.string({ error: 'UrlId must be text.' }).trim().max(200, 'UrlId must be at most 200 characters.').nullish(),
      description: z.string({ error: 'Description must be text.' }).max(2000, 'Description must be at most 2000 characters.').optional(),
      enabled: z.boolean({ error: 'Enabled must be true or false.' }).optional(),
    },
    { error: 'The body must be a JSON object.' },
  ),
  response: z.object({ id: z.string(), collection: storeJson }),
  status: 201,
});

/** POST /api/content-service/product/1.1/websites/:websiteId/products/:collectionId/categories. */
export const createStoreCategory = defineRoute({
  method: 'POST',
  path: '/api/content-service/product/1.1/websites/:websiteId/products/:collectionId/categories',
  tag: 'stores',
  access: 'content:write',
  summary: "Creates a store's ROOT category, rendered as a list (409 when it has one)",
  params: storeCategoryParams,
  body: z
    .object(
      {
        /** platform.md §9: max category length 25. */
        displayName: z.string({ error: 'DisplayName is required.' }).trim().min(1, 'DisplayName is required.').max(25, 'DisplayName must be at most 25 characters.'),
        parentCategoryId: z.string({ error: 'ParentCategoryId must be null for a ROOT category.' }).nullish(),
        type: z.literal('ROOT', { error: "Type must be 'ROOT'." }),
        pageRendering: z.literal('LIST_VIEW', { error: "PageRendering must be 'LIST_VIEW'." }),
        displayIndex: z
          .number({ error: 'DisplayIndex must be a number.' })
          .int('DisplayIndex must be a whole number.')
          .min(0, 'DisplayIndex cannot be negative.')
          .max(10_000, 'DisplayIndex must be at most 10000.'),
      },
      { error: 'The body must be a JSON object.' },
    )
    .refine((body) => !body.parentCategoryId, { message: 'ParentCategoryId must be null for a ROOT category.', path: ['parentCategoryId'] }),
  response: z.object({ id: z.string(), category: categoryJson }),
  status: 201,
});

/** The stores feature's routes. */
export const storesRoutes: readonly ApiRoute[] = [createStoreCollection, createStoreCategory];
