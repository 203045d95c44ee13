import {
  addOwnerVariant as addVariantRoute,
  createOwnerProduct as createProductRoute,
  deleteOwnerProduct as deleteProductRoute,
  deleteOwnerVariant as deleteVariantRoute,
  getOwnerProduct as getProductRoute,
  listOwnerCollections as listCollectionsRoute,
  listOwnerProducts as listProductsRoute,
  updateOwnerProduct as updateProductRoute,
  updateOwnerVariant as updateVariantRoute,
} from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { mount } from '../../infra/http/mount.ts';
import { ownerContributor } from '../owner/index.ts';
import { listOwnerCollections, listOwnerProducts } from './owner-products-repository.ts';
import { writeContext } from './owner-write-context.ts';
import { addOwnerVariant, createOwnerProduct, deleteOwnerProduct, deleteOwnerVariant, loadOwnerProduct, updateOwnerProduct, updateOwnerVariant } from './product-service.ts';

/**
 * Collections, products and variants of the inventory panel (platform.md §2; contract: @plinth/api
 * `catalogRoutes`). Reads need products:read, writes products:write (and the crumb).
 */
export function registerProductRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  mount(app, listCollectionsRoute, async ({ request }) => ({
    collections: await listOwnerCollections(db, ownerContributor(request).websiteId),
  }));

  mount(app, listProductsRoute, async ({ query, request }) => {
    const page = await listOwnerProducts(db, ownerContributor(request).websiteId, { ...query, offset: query.cursor ? Number(query.cursor) : 0 });
    return { products: page.products, nextCursor: page.nextOffset === null ? null : String(page.nextOffset) };
  });

  mount(app, getProductRoute, async ({ params, request }) => ({
    product: await loadOwnerProduct(db, ownerContributor(request).websiteId, params.id),
  }));

  mount(app, createProductRoute, async ({ body, request }) => {
    const ctx = writeContext(request, now);
    const id = await createOwnerProduct(db, ctx, body);
    return { product: await loadOwnerProduct(db, ctx.websiteId, id) };
  });

  mount(app, updateProductRoute, async ({ params: { id }, body, request }) => {
    const ctx = writeContext(request, now);
    await updateOwnerProduct(db, ctx, id, body);
    return { product: await loadOwnerProduct(db, ctx.websiteId, id) };
  });

  mount(app, deleteProductRoute, async ({ params, request }) => {
    await deleteOwnerProduct(db, writeContext(request, now), params.id);
  });

  mount(app, addVariantRoute, async ({ params: { id }, body, request }) => {
    const ctx = writeContext(request, now);
    const variant = await addOwnerVariant(db, ctx, id, body);
    return { variant, product: await loadOwnerProduct(db, ctx.websiteId, id) };
  });

  mount(app, updateVariantRoute, async ({ params: { id }, body, request }) => ({
    variant: await updateOwnerVariant(db, writeContext(request, now), id, body),
  }));

  mount(app, deleteVariantRoute, async ({ params, request }) => {
    await deleteOwnerVariant(db, writeContext(request, now), params.id);
  });
}
