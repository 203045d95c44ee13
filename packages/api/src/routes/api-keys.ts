import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';
import { orderFulfillmentStatus, orderPaymentStatus } from './orders.ts';
import { cursorQuery, idParams } from './owner.ts';

/*
 * The api-keys feature's routes (apps/server/src/features/api-keys; issue 16, platform.md §2
 * "Tracked-only screens: an API keys panel … and a dynamic-ads feed URL copy with pixel id save"):
 * the owner's API keys and product-feed settings (ADMIN: contributors:manage, since a key hands out
 * the site's data as a person's access does), and the public API those keys open, sent as
 * `Authorization: Bearer <key>` (docs/public-api.md).
 */

/**
 * The six areas a key may be scoped to (platform.md §3 "Feature and entitlement flags … API access
 * (orders, inventory, products, transactions, profiles, forms)"): each may be read; inventory may
 * also be written (stock adjustments).
 */
export const API_KEY_AREAS = ['orders', 'inventory', 'products', 'transactions', 'profiles', 'forms'] as const;
export type ApiKeyArea = (typeof API_KEY_AREAS)[number];

/** Every scope a key can hold. */
export const API_KEY_SCOPES = [
  'orders:read',
  'inventory:read',
  'inventory:write',
  'products:read',
  'transactions:read',
  'profiles:read',
  'forms:read',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** The longest key name. */
export const API_KEY_NAME_MAX = 60;

/** The messages of the owner's key and feed routes and of the public API. */
export const API_KEY_MESSAGES = {
  nameRequired: 'Please enter a name for the key.',
  nameTooLong: `A key name is at most ${API_KEY_NAME_MAX} characters.`,
  scopesRequired: 'Choose at least one permission for the key.',
  unknownScope: `Each permission must be one of ${API_KEY_SCOPES.join(', ')}.`,
  keyNotFound: 'No such API key.',
  missingKey: 'An API key is required: send it as Authorization: Bearer <key>.',
  invalidKey: 'This API key is not valid or has been deleted.',
  outOfScope: (scope: ApiKeyScope) => `This API key does not have the ${scope} permission.`,
  pixelInvalid: 'A pixel id is 6 to 20 digits.',
  deltaInvalid: 'delta must be a whole number other than 0, between -100000 and 100000.',
  idempotencyKeyInvalid: 'Idempotency-Key must be 1 to 255 visible ASCII characters.',
  idempotencyKeyReused: 'This Idempotency-Key was used for another request: send a new key with a new request.',
  /** The 429 of a key past its calls; `wait` is said as its Retry-After header counts it ('4 seconds'). */
  rateLimited: (limit: number, wait: string) => `This API key has made its ${limit} calls for this minute: try again in ${wait}.`,
} as const;

/* ---------------------------------------------------------------- the owner's API keys */

/** A key as the panel lists it: never the secret, only its first characters. */
export const apiKeySummary = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters, to tell keys apart (`plk_Ab12Cd34`). */
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  createdAt: z.number().int(),
  lastUsedAt: z.number().int().nullable(),
});

/** GET /api/owner/api-keys. */
export const listApiKeys = defineRoute({
  method: 'GET',
  path: '/api/owner/api-keys',
  tag: 'api-keys',
  access: 'contributors:manage',
  summary: "The site's API keys, newest first (their secrets are never shown again)",
  response: z.object({ keys: z.array(apiKeySummary), scopes: z.array(z.enum(API_KEY_SCOPES)) }),
});

/** The body of a new key. */
export const newApiKeyBody = z.object(
  {
    name: z
      .string({ error: API_KEY_MESSAGES.nameRequired })
      .transform((value) => value.trim().replace(/\s+/g, ' '))
      .refine((value) => value.length > 0, API_KEY_MESSAGES.nameRequired)
      .refine((value) => value.length <= API_KEY_NAME_MAX, API_KEY_MESSAGES.nameTooLong),
    scopes: z
      .array(z.enum(API_KEY_SCOPES, { error: API_KEY_MESSAGES.unknownScope }), { error: API_KEY_MESSAGES.scopesRequired })
      .min(1, API_KEY_MESSAGES.scopesRequired)
      .transform((scopes) => API_KEY_SCOPES.filter((scope) => scopes.includes(scope))),
  },
  { error: 'The body must be a JSON object with name and scopes.' },
);

/** POST /api/owner/api-keys. */
export const createApiKey = defineRoute({
  method: 'POST',
  path: '/api/owner/api-keys',
  tag: 'api-keys',
  access: 'contributors:manage',
  summary: 'Creates a key; the answer holds its secret, shown this once and stored only as a hash',
  body: newApiKeyBody,
  response: z.object({ key: apiKeySummary, secret: z.string() }),
  status: 201,
});

/** DELETE /api/owner/api-keys/:id. */
export const deleteApiKey = defineRoute({
  method: 'DELETE',
  path: '/api/owner/api-keys/:id',
  tag: 'api-keys',
  access: 'contributors:manage',
  summary: 'Deletes a key: calls with it are refused (401) from then on',
  params: idParams,
  responseType: 'empty',
});

/* ---------------------------------------------------------------- the product feed and ads pixel */

/** A pixel id: 6 to 20 digits (Meta's are 15 or 16). */
export const PIXEL_ID = /^\d{6,20}$/;

/** The feed settings as the owner sees them. */
export const productFeedSettings = z.object({
  /** The dynamic-ads feed (Google Merchant RSS 2.0, which Meta's catalogue reads too); its token is the secret. */
  feedUrl: z.string(),
  /** The ads pixel rendered into pages (when the cookie policy allows), or null. */
  pixelId: z.string().nullable(),
  cookiePolicy: z.enum(['permissive', 'restrictive']),
});

/** GET /api/owner/product-feed. */
export const getProductFeed = defineRoute({
  method: 'GET',
  path: '/api/owner/product-feed',
  tag: 'api-keys',
  access: 'contributors:manage',
  summary: 'The product feed URL to copy into an ads catalogue, and the saved pixel id',
  response: productFeedSettings,
});

/** PUT /api/owner/product-feed/pixel. */
export const saveAdsPixel = defineRoute({
  method: 'PUT',
  path: '/api/owner/product-feed/pixel',
  tag: 'api-keys',
  access: 'contributors:manage',
  summary: 'Saves the ads pixel id (digits), or removes it with null',
  body: z.object(
    {
      pixelId: z
        .string({ error: API_KEY_MESSAGES.pixelInvalid })
        .trim()
        .nullable()
        .refine((value) => !value || PIXEL_ID.test(value), API_KEY_MESSAGES.pixelInvalid)
        .transform((value) => value || null),
    },
    { error: 'The body must be a JSON object with pixelId.' },
  ),
  response: productFeedSettings,
});

/** POST /api/owner/product-feed/token. */
export const resetFeedToken = defineRoute({
  method: 'POST',
  path: '/api/owner/product-feed/token',
  tag: 'api-keys',
  access: 'contributors:manage',
  summary: 'Gives the feed a new address; the old one answers 404 from then on',
  response: productFeedSettings,
});

/* ---------------------------------------------------------------- the public API */

/** An amount: decimal text and currency code ("12.00", "USD"). */
export const publicMoney = z.object({ value: z.string(), currency: z.string() });

/** An ISO 8601 date or time with its zone (`2026-12-01`, `2026-12-01T09:30:00Z`, `…+01:00`), read as epoch ms. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;
const isoTimeQuery = (name: string) =>
  z
    .string({ error: `${name} must be an ISO 8601 time, e.g. 2026-12-01T00:00:00Z.` })
    .trim()
    .refine((value) => ISO_TIME.test(value) && !Number.isNaN(Date.parse(value)), `${name} must be an ISO 8601 time, e.g. 2026-12-01T00:00:00Z.`)
    .transform((value) => Date.parse(value))
    .optional();

/**
 * A page of a list: `limit` 1–100 (default 50), `cursor` from the previous page's `nextCursor`, and
 * `createdSince` (an ISO 8601 time: only what was made then or later).
 */
export const publicPageQuery = z.object({
  createdSince: isoTimeQuery('createdSince'),
  cursor: cursorQuery,
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int('limit must be a whole number.')
    .min(1, 'limit must be at least 1.')
    .max(100, 'limit must be at most 100.')
    .default(50),
});

/** Every public route: `access: 'public'` for the owner guard, the key checked by the api-keys feature. */
const publicRoute = { tag: 'public-api', access: 'public', auth: 'bearer' } as const;

export const publicOrderLine = z.object({
  productId: z.string(),
  variantId: z.string(),
  sku: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  unitPrice: publicMoney,
});

/** The orders' query: a page, `updatedSince` (only orders changed then or later: made, fulfilled, refunded, cancelled), and the payment and fulfilment states. */
export const publicOrdersQuery = publicPageQuery.extend({
  updatedSince: isoTimeQuery('updatedSince'),
  paymentStatus: orderPaymentStatus.optional(),
  fulfillmentStatus: orderFulfillmentStatus.optional(),
});

export const publicOrder = z.object({
  id: z.string(),
  orderNumber: z.number().int(),
  /** Epoch ms; kept for clients of the first version (`createdAt` is the same time). */
  createdOn: z.number().int(),
  /** When the order was placed, ISO 8601 (UTC). */
  createdAt: z.string(),
  /** Its last change, ISO 8601 (UTC): placed, or the latest fulfilment, refund, cancellation or e-mail of its timeline. */
  updatedAt: z.string(),
  paymentStatus: orderPaymentStatus,
  fulfillmentStatus: orderFulfillmentStatus,
  customerEmail: z.string(),
  /** The customer profile of the order, or null for a guest. */
  profileId: z.string().nullable(),
  testMode: z.boolean(),
  lineItems: z.array(publicOrderLine),
  subtotal: publicMoney,
  discountTotal: publicMoney,
  shippingTotal: publicMoney,
  taxTotal: publicMoney,
  grandTotal: publicMoney,
  shippingAddress: z.record(z.string(), z.string()).nullable(),
});

/** GET /api/v1/orders. */
export const publicListOrders = defineRoute({
  ...publicRoute,
  method: 'GET',
  path: '/api/v1/orders',
  summary: 'Orders, newest first, a page at a time, optionally only those made (createdSince) or changed (updatedSince) since a time (scope orders:read)',
  query: publicOrdersQuery,
  response: z.object({ orders: z.array(publicOrder), nextCursor: z.string().nullable() }),
});

/** GET /api/v1/orders/:id. */
export const publicGetOrder = defineRoute({
  ...publicRoute,
  method: 'GET',
  path: '/api/v1/orders/:id',
  summary: 'One order (scope orders:read)',
  params: idParams,
  response: z.object({ order: publicOrder }),
});

export const publicVariant = z.object({
  id: z.string(),
  sku: z.string(),
  price: publicMoney,
  salePrice: publicMoney,
  onSale: z.boolean(),
  attributes: z.record(z.string(), z.string()),
  stock: z.object({ quantity: z.number().int(), unlimited: z.boolean() }),
});

export const publicProduct = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  /** The product page's path on the site. */
  url: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  published: z.boolean(),
  createdOn: z.number().int(),
  /** The same time, ISO 8601 (UTC). */
  createdAt: z.string(),
  variants: z.array(publicVariant),
});

/** GET /api/v1/products. */
export const publicListProducts = defineRoute({
  ...publicRoute,
  method: 'GET',
  path: '/api/v1/products',
  summary: 'Products with their variants, newest first (scope products:read)',
  query: publicPageQuery,
  response: z.object({ products: z.array(publicProduct), nextCursor: z.string().nullable() }),
});

export const publicStock = z.object({
  variantId: z.string(),
  productId: z.string(),
  productName: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  unlimited: z.boolean(),
});

/** GET /api/v1/inventory. */
export const publicListInventory = defineRoute({
  ...publicRoute,
  method: 'GET',
  path: '/api/v1/inventory',
  summary: "Every variant's stock (scope inventory:read)",
  query: publicPageQuery,
  response: z.object({ inventory: z.array(publicStock), nextCursor: z.string().nullable() }),
});

/** POST /api/v1/inventory/:id/adjustments. */
export const publicAdjustStock = defineRoute({
  ...publicRoute,
  method: 'POST',
  path: '/api/v1/inventory/:id/adjustments',
  summary: "Adds delta to a variant's stock (negative takes away), recorded as a stock movement (scope inventory:write); with an Idempotency-Key, a retry moves stock once",
  params: idParams,
  body: z.object(
    {
      delta: z
        .number({ error: API_KEY_MESSAGES.deltaInvalid })
        .int(API_KEY_MESSAGES.deltaInvalid)
        .min(-100_000, API_KEY_MESSAGES.deltaInvalid)
        .max(100_000, API_KEY_MESSAGES.deltaInvalid)
        .refine((delta) => delta !== 0, API_KEY_MESSAGES.deltaInvalid),
    },
    { error: 'The body must be a JSON object with delta.' },
  ),
  response: z.object({ stock: publicStock, movement: z.object({ id: z.string(), delta: z.number().int(), quantityAfter: z.number().int(), createdOn: z.number().int(), createdAt: z.string() }) }),
});

export const publicTransaction = z.object({
  id: z.string(),
  orderId: z.string().nullable(),
  status: z.string(),
  amount: publicMoney,
  giftCardAmount: publicMoney,
  provider: z.string(),
  providerPaymentId: z.string().nullable(),
  failureCode: z.string().nullable(),
  testMode: z.boolean(),
  createdOn: z.number().int(),
  /** The same time, ISO 8601 (UTC). */
  createdAt: z.string(),
});

/** GET /api/v1/transactions. */
export const publicListTransactions = defineRoute({
  ...publicRoute,
  method: 'GET',
  path: '/api/v1/transactions',
  summary: 'Payments (succeeded, failed or pending), newest first (scope transactions:read)',
  query: publicPageQuery,
  response: z.object({ transactions: z.array(publicTransaction), nextCursor: z.string().nullable() }),
});

export const publicProfile = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  locale: z.string().nullable(),
  createdOn: z.number().int(),
  /** The same time, ISO 8601 (UTC). */
  createdAt: z.string(),
});

/** GET /api/v1/profiles. */
export const publicListProfiles = defineRoute({
  ...publicRoute,
  method: 'GET',
  path: '/api/v1/profiles',
  summary: 'Customer accounts, newest first (scope profiles:read)',
  query: publicPageQuery,
  response: z.object({ profiles: z.array(publicProfile), nextCursor: z.string().nullable() }),
});

export const publicSubmission = z.object({
  id: z.string(),
  formId: z.string(),
  formName: z.string(),
  values: z.record(z.string(), z.unknown()),
  pagePath: z.string(),
  pageTitle: z.string(),
  createdOn: z.number().int(),
  /** The same time, ISO 8601 (UTC). */
  createdAt: z.string(),
});

/** GET /api/v1/form-submissions. */
export const publicListSubmissions = defineRoute({
  ...publicRoute,
  method: 'GET',
  path: '/api/v1/form-submissions',
  summary: 'Form submissions, newest first, of every form or of one (formId) (scope forms:read)',
  query: publicPageQuery.extend({ formId: z.string().trim().max(100, 'formId is too long').optional() }),
  response: z.object({ submissions: z.array(publicSubmission), nextCursor: z.string().nullable() }),
});

/** The api-keys feature's owner routes and the public API. */
export const apiKeysRoutes: readonly ApiRoute[] = [
  listApiKeys, createApiKey, deleteApiKey, getProductFeed, saveAdsPixel, resetFeedToken,
  publicListOrders, publicGetOrder, publicListProducts, publicListInventory, publicAdjustStock, publicListTransactions,
  publicListProfiles, publicListSubmissions,
];
