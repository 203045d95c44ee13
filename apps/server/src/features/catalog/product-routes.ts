import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../infra/app-deps.ts';
import { getOwnerProduct, listOwnerCollections, listOwnerProducts, type OwnerProduct } from './owner-products-repository.ts';
import {
  addOwnerVariant,
  createOwnerProduct,
  deleteOwnerProduct,
  deleteOwnerVariant,
  updateOwnerProduct,
  updateOwnerVariant,
  type WriteContext,
} from './owner-product-writes.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { ownerContributor } from '../owner/index.ts';
import { checkVariantOptions } from './variant-options.ts';
import { idParams, limitQuery } from '../owner/index.ts';

const cents = (field: string) =>
  z
    .number({ error: `${field} must be a number.` })
    .int(`${field} must be a whole number of cents.`)
    .min(0, `${field} cannot be negative.`)
    .max(100_000_000_00, `${field} is too large.`);
const attributes = z
  .record(
    z.string().trim().min(1, 'attributes: option names cannot be empty.').max(50, 'attributes: option names are at most 50 characters.'),
    z.string({ error: 'attributes: values must be text.' }).trim().min(1, 'attributes: values cannot be empty.').max(100, 'attributes: values are at most 100 characters.'),
  )
  .refine((a) => Object.keys(a).length <= 10, 'attributes: at most 10 options.');
const variantBody = z.object({
  sku: z.string().trim().max(60, 'sku is at most 60 characters.').regex(/^[^\s]*$/, 'sku cannot contain spaces.').optional(),
  attributes: attributes.default({}),
  priceCents: cents('priceCents'),
  salePriceCents: cents('salePriceCents').optional(),
  onSale: z.boolean({ error: 'onSale must be true or false.' }).optional(),
  qtyInStock: z.number({ error: 'qtyInStock must be a number.' }).int('qtyInStock must be a whole number.').min(0, 'qtyInStock cannot be negative.').max(1_000_000, 'qtyInStock is too large.').optional(),
  unlimited: z.boolean({ error: 'unlimited must be true or false.' }).optional(),
});
const title = z.string({ error: 'Title is required.' }).trim().min(1, 'Title is required.').max(200, 'Title must be at most 200 characters.');
const description = z.string({ error: 'Description must be text.' }).max(20_000, 'Description must be at most 20000 characters.');
const newProductBody = z.object({
  collectionId: z.string({ error: 'collectionId is required.' }).trim().min(1, 'collectionId is required.').max(100),
  title,
  description: description.optional(),
  productType: z.enum(['PHYSICAL', 'DIGITAL', 'SERVICE', 'GIFT_CARD'], { error: 'productType must be PHYSICAL, DIGITAL, SERVICE or GIFT_CARD.' }),
  variantOptionOrdering: z.array(z.string().trim().min(1).max(50)).max(10).optional(),
  variants: z.array(variantBody).min(1, 'variants must list at least one variant.').max(100, 'variants must list at most 100 variants.'),
});
const productPatch = z
  .object({ title: title.optional(), description: description.optional() })
  .refine((p) => p.title !== undefined || p.description !== undefined, 'Send a title or a description.');
const variantPatch = z
  .object({
    priceCents: cents('priceCents').optional(),
    salePriceCents: cents('salePriceCents').optional(),
    onSale: z.boolean({ error: 'onSale must be true or false.' }).optional(),
    unlimited: z.boolean({ error: 'unlimited must be true or false.' }).optional(),
  })
  .refine((p) => Object.values(p).some((v) => v !== undefined), 'Send priceCents, salePriceCents, onSale or unlimited.');
const listQuery = z.object({
  search: z.string().max(100, 'search is at most 100 characters.').optional(),
  sort: z.enum(['name', 'stock', 'price'], { error: 'sort must be name, stock or price.' }).default('name'),
  direction: z.enum(['asc', 'desc'], { error: 'direction must be asc or desc.' }).default('asc'),
  cursor: z.string().regex(/^\d{1,9}$/, 'cursor is not valid.').optional(),
  limit: limitQuery,
});

/** The writer of a request: site, contributor, time. */
export function writeContext(request: FastifyRequest, now: () => number): WriteContext {
  const me = ownerContributor(request);
  return { websiteId: me.websiteId, contributorId: me.id, now: now() };
}

/** Collections, products and variants of the inventory panel (products:read / products:write). */
export function registerProductRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  const read = { config: { access: 'products:read' } } as const;
  const write = { config: { access: 'products:write' } } as const;
  const load = async (websiteId: string, id: string): Promise<OwnerProduct> => {
    const product = await getOwnerProduct(db, websiteId, id);
    if (!product) throw new AppError('NOT_FOUND', 'No such product.');
    return product;
  };

  app.get('/api/owner/collections', read, async (request) => ({
    collections: await listOwnerCollections(db, ownerContributor(request).websiteId),
  }));

  app.get('/api/owner/products', read, async (request) => {
    const q = listQuery.parse(request.query);
    const page = await listOwnerProducts(db, ownerContributor(request).websiteId, { ...q, offset: q.cursor ? Number(q.cursor) : 0 });
    return { products: page.products, nextCursor: page.nextOffset === null ? null : String(page.nextOffset) };
  });

  app.get('/api/owner/products/:id', read, async (request) => ({
    product: await load(ownerContributor(request).websiteId, idParams.parse(request.params).id),
  }));

  app.post('/api/owner/products', write, async (request, reply) => {
    const body = newProductBody.parse(request.body);
    const ordering = body.variantOptionOrdering ?? Object.keys(body.variants[0].attributes);
    const problem = checkVariantOptions(ordering, body.variants.map((v) => v.attributes));
    if (problem) throw new AppError('INVALID', problem);
    const ctx = writeContext(request, now);
    const id = await createOwnerProduct(db, ctx, { ...body, variantOptionOrdering: ordering });
    return reply.code(201).send({ product: await load(ctx.websiteId, id) });
  });

  app.patch('/api/owner/products/:id', write, async (request) => {
    const { id } = idParams.parse(request.params);
    const patch = productPatch.parse(request.body);
    const ctx = writeContext(request, now);
    await updateOwnerProduct(db, ctx, id, patch);
    return { product: await load(ctx.websiteId, id) };
  });

  app.delete('/api/owner/products/:id', write, async (request, reply) => {
    await deleteOwnerProduct(db, writeContext(request, now), idParams.parse(request.params).id);
    return reply.code(204).send();
  });

  app.post('/api/owner/products/:id/variants', write, async (request, reply) => {
    const { id } = idParams.parse(request.params);
    const body = variantBody.parse(request.body);
    const ctx = writeContext(request, now);
    const product = await load(ctx.websiteId, id);
    const ordering = Object.keys(product.variants[0]?.attributes ?? {});
    const problem = checkVariantOptions(ordering, [...product.variants.map((v) => v.attributes), body.attributes]);
    if (problem) throw new AppError('INVALID', problem);
    const variant = await addOwnerVariant(db, ctx, id, body);
    return reply.code(201).send({ variant, product: await load(ctx.websiteId, id) });
  });

  app.patch('/api/owner/variants/:id', write, async (request) => {
    const { id } = idParams.parse(request.params);
    const patch = variantPatch.parse(request.body);
    return { variant: await updateOwnerVariant(db, writeContext(request, now), id, patch) };
  });

  app.delete('/api/owner/variants/:id', write, async (request, reply) => {
    await deleteOwnerVariant(db, writeContext(request, now), idParams.parse(request.params).id);
    return reply.code(204).send();
  });
}

