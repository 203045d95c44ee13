import { TEMPLATE_PRODUCT_TYPES, type TemplateProductType } from '@plinth/platform';
import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';
import { cursorQuery, idParams, limitQuery } from './owner.ts';
import { productImagesRoutes } from './product-images.ts';

export * from './product-images.ts';

/*
 * The catalog feature's routes (apps/server/src/features/catalog): the visitor's stock lookup
 * (storefront.md §7) and the owner's inventory panel — collections, products, variants and stock
 * movements (platform.md §2; docs/owner-api.md "Routes"). Amounts are integer
 * minor units. Messages name their field, so the server's zod sentence shows them as they are.
 */

const PRODUCT_TYPE_NAMES = Object.keys(TEMPLATE_PRODUCT_TYPES) as [TemplateProductType, ...TemplateProductType[]];

// ── Visitor: stock ──────────────────────────────────────────────────────────────────────────────

/** The stock of one variant, as the inventory call lists it. */
export const variantStock = z.object({ variantId: z.string(), sku: z.string(), unlimited: z.boolean(), qtyInStock: z.number().int() });

/** GET /api/commerce/inventory/stock/?itemId=… (storefront.md §7). */
export const getInventoryStock = defineRoute({
  method: 'GET',
  path: '/api/commerce/inventory/stock/',
  tag: 'catalog',
  access: 'public',
  summary: "The stock of every variant of an item, in variant order (what carts hold is not counted)",
  query: z.object({ itemId: z.string({ error: 'itemId is required' }).trim().min(1, 'itemId is required').max(100) }),
  response: z.object({ results: z.array(variantStock) }),
});

// ── Owner: products and variants ────────────────────────────────────────────────────────────────

/**
 * An amount in minor units named `field`: 0 to 1,000,000,000 (ten million in the currency). The
 * money columns are 32-bit integers (at most 2,147,483,647): a larger price would pass here and fail
 * in PostgreSQL.
 */
const cents = (field: string) =>
  z
    .number({ error: `${field} must be a number.` })
    .int(`${field} must be a whole number of cents.`)
    .min(0, `${field} cannot be negative.`)
    .max(1_000_000_000, `${field} is too large.`);

/** A variant's option values: at most 10 options, names up to 50 characters, values up to 100. */
const attributes = z
  .record(
    z.string().trim().min(1, 'attributes: option names cannot be empty.').max(50, 'attributes: option names are at most 50 characters.'),
    z.string({ error: 'attributes: values must be text.' }).trim().min(1, 'attributes: values cannot be empty.').max(100, 'attributes: values are at most 100 characters.'),
  )
  .refine((a) => Object.keys(a).length <= 10, 'attributes: at most 10 options.');

/** A new variant as the owner sends it; the server generates a SKU when none is given. */
export const newVariant = z.object({
  sku: z.string().trim().max(60, 'sku is at most 60 characters.').regex(/^[^\s]*$/, 'sku cannot contain spaces.').optional(),
  attributes: attributes.default({}),
  priceCents: cents('priceCents'),
  salePriceCents: cents('salePriceCents').optional(),
  onSale: z.boolean({ error: 'onSale must be true or false.' }).optional(),
  qtyInStock: z.number({ error: 'qtyInStock must be a number.' }).int('qtyInStock must be a whole number.').min(0, 'qtyInStock cannot be negative.').max(1_000_000, 'qtyInStock is too large.').optional(),
  unlimited: z.boolean({ error: 'unlimited must be true or false.' }).optional(),
});

const productTitle = z.string({ error: 'Title is required.' }).trim().min(1, 'Title is required.').max(200, 'Title must be at most 200 characters.');
const productDescription = z.string({ error: 'Description must be text.' }).max(20_000, 'Description must be at most 20000 characters.');

/** A variant as the owner API answers it. */
export const ownerVariant = z.object({
  id: z.string(),
  sku: z.string(),
  priceCents: z.number().int(),
  salePriceCents: z.number().int(),
  onSale: z.boolean(),
  qtyInStock: z.number().int(),
  unlimited: z.boolean(),
  attributes: z.record(z.string(), z.string()),
  imageUrl: z.string().nullable(),
});

/** A product row of the inventory panel, with its variants. */
export const ownerProduct = z.object({
  id: z.string(),
  collectionId: z.string(),
  title: z.string(),
  urlId: z.string(),
  productType: z.enum(PRODUCT_TYPE_NAMES),
  /** The site currency (products are priced in it). */
  currency: z.string(),
  /** The lowest variant price. */
  priceCents: z.number().int(),
  /** The sum of the variants' stock; null when any variant is unlimited. */
  totalStock: z.number().int().nullable(),
  variants: z.array(ownerVariant),
});

/** A collection of the site, as the new-product form lists them (product collections take products). */
export const ownerCollection = z.object({ id: z.string(), title: z.string(), urlId: z.string(), type: z.enum(['page', 'products', 'blog']) });

/** GET /api/owner/collections. */
export const listOwnerCollections = defineRoute({
  method: 'GET',
  path: '/api/owner/collections',
  tag: 'catalog',
  access: 'products:read',
  summary: "The site's collections by title (product collections take new products)",
  response: z.object({ collections: z.array(ownerCollection) }),
});

/** GET /api/owner/products. */
export const listOwnerProducts = defineRoute({
  method: 'GET',
  path: '/api/owner/products',
  tag: 'catalog',
  access: 'products:read',
  summary: 'One page of products with their variants, searched by title or SKU, sorted by name, stock or price',
  query: z.object({
    search: z.string().max(100, 'search is at most 100 characters.').optional(),
    sort: z.enum(['name', 'stock', 'price'], { error: 'sort must be name, stock or price.' }).default('name'),
    direction: z.enum(['asc', 'desc'], { error: 'direction must be asc or desc.' }).default('asc'),
    cursor: z.string().regex(/^\d{1,9}$/, 'cursor is not valid.').optional(),
    limit: limitQuery,
  }),
  response: z.object({ products: z.array(ownerProduct), nextCursor: z.string().nullable() }),
});

/** GET /api/owner/products/:id. */
export const getOwnerProduct = defineRoute({
  method: 'GET',
  path: '/api/owner/products/:id',
  tag: 'catalog',
  access: 'products:read',
  summary: 'One product with its variants',
  params: idParams,
  response: z.object({ product: ownerProduct }),
});

/** POST /api/owner/products. */
export const createOwnerProduct = defineRoute({
  method: 'POST',
  path: '/api/owner/products',
  tag: 'catalog',
  access: 'products:write',
  summary: 'Creates a product in a store collection: unique url id, generated SKUs, initial stock recorded as movements',
  body: z.object({
    collectionId: z.string({ error: 'collectionId is required.' }).trim().min(1, 'collectionId is required.').max(100),
    title: productTitle,
    description: productDescription.optional(),
    productType: z.enum(PRODUCT_TYPE_NAMES, { error: 'productType must be PHYSICAL, DIGITAL, SERVICE or GIFT_CARD.' }),
    variantOptionOrdering: z.array(z.string().trim().min(1).max(50)).max(10).optional(),
    variants: z.array(newVariant).min(1, 'variants must list at least one variant.').max(100, 'variants must list at most 100 variants.'),
  }),
  response: z.object({ product: ownerProduct }),
  status: 201,
});

/** PATCH /api/owner/products/:id. */
export const updateOwnerProduct = defineRoute({
  method: 'PATCH',
  path: '/api/owner/products/:id',
  tag: 'catalog',
  access: 'products:write',
  summary: "Changes a product's title and/or description (the URL stays)",
  params: idParams,
  body: z
    .object({ title: productTitle.optional(), description: productDescription.optional() })
    .refine((p) => p.title !== undefined || p.description !== undefined, 'Send a title or a description.'),
  response: z.object({ product: ownerProduct }),
});

/** DELETE /api/owner/products/:id. */
export const deleteOwnerProduct = defineRoute({
  method: 'DELETE',
  path: '/api/owner/products/:id',
  tag: 'catalog',
  access: 'products:write',
  summary: 'Deletes a product, its variants and their stock history',
  params: idParams,
  responseType: 'empty',
  status: 204,
});

/** POST /api/owner/products/:id/variants. */
export const addOwnerVariant = defineRoute({
  method: 'POST',
  path: '/api/owner/products/:id/variants',
  tag: 'catalog',
  access: 'products:write',
  summary: "Adds a variant at the end of a product's list (its options must match the product's)",
  params: idParams,
  body: newVariant,
  response: z.object({ variant: ownerVariant, product: ownerProduct }),
  status: 201,
});

/** PATCH /api/owner/variants/:id. */
export const updateOwnerVariant = defineRoute({
  method: 'PATCH',
  path: '/api/owner/variants/:id',
  tag: 'catalog',
  access: 'products:write',
  summary: "Changes a variant's prices, sale flag or unlimited flag (stock moves through movements)",
  params: idParams,
  body: z
    .object({
      priceCents: cents('priceCents').optional(),
      salePriceCents: cents('salePriceCents').optional(),
      onSale: z.boolean({ error: 'onSale must be true or false.' }).optional(),
      unlimited: z.boolean({ error: 'unlimited must be true or false.' }).optional(),
    })
    .refine((p) => Object.values(p).some((v) => v !== undefined), 'Send priceCents, salePriceCents, onSale or unlimited.'),
  response: z.object({ variant: ownerVariant }),
});

/** DELETE /api/owner/variants/:id. */
export const deleteOwnerVariant = defineRoute({
  method: 'DELETE',
  path: '/api/owner/variants/:id',
  tag: 'catalog',
  access: 'products:write',
  summary: 'Deletes a variant (409 for the last variant of a product)',
  params: idParams,
  responseType: 'empty',
  status: 204,
});

// ── Owner: stock movements ──────────────────────────────────────────────────────────────────────

/** One change of a variant's stock: who, when, by how much, and the stock after it. */
export const stockMovement = z.object({
  id: z.string(),
  variantId: z.string(),
  contributorId: z.string().nullable(),
  /** The contributor's e-mail; null for checkout or a removed contributor. */
  contributorEmail: z.string().nullable(),
  delta: z.number().int(),
  qtyAfter: z.number().int(),
  reason: z.string(),
  createdAt: z.number().int(),
});

/** POST /api/owner/variants/:id/stock. */
export const moveVariantStock = defineRoute({
  method: 'POST',
  path: '/api/owner/variants/:id/stock',
  tag: 'catalog',
  access: 'inventory:write',
  summary: "Moves a variant's stock by delta in one atomic update (409 below zero) and records the movement",
  params: idParams,
  body: z.object({
    delta: z
      .number({ error: 'delta must be a number.' })
      .int('delta must be a whole number.')
      .min(-1_000_000, 'delta is too small.')
      .max(1_000_000, 'delta is too large.')
      .refine((d) => d !== 0, 'delta cannot be 0.'),
  }),
  response: z.object({ variant: ownerVariant, movement: stockMovement }),
});

/** GET /api/owner/variants/:id/stock-movements. */
export const listStockMovements = defineRoute({
  method: 'GET',
  path: '/api/owner/variants/:id/stock-movements',
  tag: 'catalog',
  access: 'products:read',
  summary: "A variant's stock movements, newest first, a page at a time",
  params: idParams,
  query: z.object({ cursor: cursorQuery, limit: limitQuery }),
  response: z.object({ movements: z.array(stockMovement), nextCursor: z.string().nullable() }),
});

/** The catalog feature's routes. */
export const catalogRoutes: readonly ApiRoute[] = [
  getInventoryStock,
  listOwnerCollections,
  listOwnerProducts,
  getOwnerProduct,
  createOwnerProduct,
  updateOwnerProduct,
  deleteOwnerProduct,
  addOwnerVariant,
  updateOwnerVariant,
  deleteOwnerVariant,
  moveVariantStock,
  listStockMovements,
  ...productImagesRoutes,
];
