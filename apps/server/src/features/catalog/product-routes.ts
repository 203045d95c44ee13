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
import { ownerContributor } from '../owner/index.ts';
import { listOwnerCollections, listOwnerProducts } from './owner-products-repository.ts';
import { writeContext } from './owner-write-context.ts';
import { addOwnerVariant, createOwnerProduct, deleteOwnerProduct, deleteOwnerVariant, loadOwnerProduct, updateOwnerProduct, updateOwnerVariant } from './product-service.ts';

/**
 * Collections, products and variants of the inventory panel (platform.md §2; contract: @plinth/api
 * `catalogRoutes`). Reads need products:read, writes products:write (and the crumb).
 */
export function registerProductRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  const read = { config: { access: 'products:read' } } as const;
  const write = { config: { access: 'products:write' } } as const;

  app.get(listCollectionsRoute.path, read, async (request) => ({
    collections: await listOwnerCollections(db, ownerContributor(request).websiteId),
  }));

  app.get(listProductsRoute.path, read, async (request) => {
    const q = listProductsRoute.query.parse(request.query);
    const page = await listOwnerProducts(db, ownerContributor(request).websiteId, { ...q, offset: q.cursor ? Number(q.cursor) : 0 });
    return { products: page.products, nextCursor: page.nextOffset === null ? null : String(page.nextOffset) };
  });

  app.get(getProductRoute.path, read, async (request) => ({
    product: await loadOwnerProduct(db, ownerContributor(request).websiteId, getProductRoute.params.parse(request.params).id),
  }));

  app.post(createProductRoute.path, write, async (request, reply) => {
    const body = createProductRoute.body.parse(request.body);
    const ctx = writeContext(request, now);
    const id = await createOwnerProduct(db, ctx, body);
    return reply.code(201).send({ product: await loadOwnerProduct(db, ctx.websiteId, id) });
  });

  app.patch(updateProductRoute.path, write, async (request) => {
    const { id } = updateProductRoute.params.parse(request.params);
    const patch = updateProductRoute.body.parse(request.body);
    const ctx = writeContext(request, now);
    await updateOwnerProduct(db, ctx, id, patch);
    return { product: await loadOwnerProduct(db, ctx.websiteId, id) };
  });

  app.delete(deleteProductRoute.path, write, async (request, reply) => {
    await deleteOwnerProduct(db, writeContext(request, now), deleteProductRoute.params.parse(request.params).id);
    return reply.code(204).send();
  });

  app.post(addVariantRoute.path, write, async (request, reply) => {
    const { id } = addVariantRoute.params.parse(request.params);
    const body = addVariantRoute.body.parse(request.body);
    const ctx = writeContext(request, now);
    const variant = await addOwnerVariant(db, ctx, id, body);
    return reply.code(201).send({ variant, product: await loadOwnerProduct(db, ctx.websiteId, id) });
  });

  app.patch(updateVariantRoute.path, write, async (request) => {
    const { id } = updateVariantRoute.params.parse(request.params);
    const patch = updateVariantRoute.body.parse(request.body);
    return { variant: await updateOwnerVariant(db, writeContext(request, now), id, patch) };
  });

  app.delete(deleteVariantRoute.path, write, async (request, reply) => {
    await deleteOwnerVariant(db, writeContext(request, now), deleteVariantRoute.params.parse(request.params).id);
    return reply.code(204).send();
  });
}
