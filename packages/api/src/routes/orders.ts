import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';
import { cartMoney } from './cart.ts';
import { cursorQuery, idParams, limitQuery } from './owner.ts';

/** Where an order's money is: paid, or some or all of it given back. */
export const orderPaymentStatus = z.enum(['paid', 'partially_refunded', 'refunded'], { error: 'paymentStatus must be paid, partially_refunded or refunded.' });
/** Where an order's goods are. */
export const orderFulfillmentStatus = z.enum(['unfulfilled', 'partially_fulfilled', 'fulfilled'], {
  error: 'fulfillmentStatus must be unfulfilled, partially_fulfilled or fulfilled.',
});
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD.');
const orderLines = z
  .array(z.object({ lineId: z.string().min(1, 'lineId is required.').max(100), quantity: z.number({ error: 'quantity must be a whole number.' }).int('quantity must be a whole number.').min(1, 'quantity must be at least 1.').max(1_000_000) }), {
    error: 'items must be a list of { lineId, quantity }.',
  })
  .min(1, 'items must name at least one line.')
  .max(500);

/* The orders feature's routes (apps/server/src/features/orders): the owner's orders (docs/owner-api.md "Orders"). */

/** An order as the owner API answers it: storefront.md §3's Order plus the dashboard's fields. */
export const ownerOrder = z.object({
  id: z.string(),
  orderNumber: z.number().int(),
  purchasedCartId: z.string().nullable(),
  testMode: z.boolean(),
  websiteId: z.string(),
  customerEmail: z.string(),
  items: z.array(
    z.object({
      /** The line's id: what a fulfilment or a refund of items names. */
      id: z.string(),
      sku: z.string(),
      productName: z.string(),
      quantity: z.number().int(),
      unitPrice: cartMoney,
      /** Units shipped so far. */
      fulfilledQuantity: z.number().int(),
      /** Units refunded so far. */
      refundedQuantity: z.number().int(),
    }),
  ),
  subtotal: cartMoney,
  discountTotal: cartMoney,
  shippingTotal: cartMoney,
  taxTotal: cartMoney,
  grandTotal: cartMoney,
  shippingAddress: z.record(z.string(), z.string()).nullable(),
  paymentStatus: orderPaymentStatus,
  fulfillmentStatus: orderFulfillmentStatus,
  /** What was given back so far. */
  refundedTotal: cartMoney,
  /** Epoch milliseconds; null: not cancelled. */
  cancelledAt: z.number().int().nullable(),
  /** Epoch milliseconds. */
  createdAt: z.number().int(),
});

/** One shipment of an order. */
export const orderFulfillmentJson = z.object({
  id: z.string(),
  carrier: z.string(),
  trackingNumber: z.string(),
  trackingUrl: z.string().nullable(),
  lines: z.array(z.object({ lineId: z.string(), quantity: z.number().int() })),
  createdAt: z.number().int(),
});

/** One refund of an order. */
export const orderRefundJson = z.object({
  id: z.string(),
  amount: cartMoney,
  lines: z.array(z.object({ lineId: z.string(), quantity: z.number().int() })),
  restock: z.boolean(),
  reason: z.string().nullable(),
  /** 'pending' while the provider answers; 'failed' gave nothing back. */
  status: z.enum(['pending', 'succeeded', 'failed']),
  createdAt: z.number().int(),
});

/** How the order was paid, as far as our books and the provider tell. */
export const orderPaymentJson = z.object({
  /** 'test' | 'stripe'. */
  provider: z.string(),
  /** 'pending' | 'succeeded' | 'failed' (our payment's state). */
  status: z.string(),
  amount: cartMoney,
  /** The provider's payment (the intent's id); null before it answered. */
  providerPaymentId: z.string().nullable(),
  /** The provider's own page of the payment (Stripe's dashboard); null for the test provider. */
  providerUrl: z.string().nullable(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
});

/** One step of an order's timeline, newest last. */
export const orderTimelineEvent = z.object({
  kind: z.enum(['placed', 'paid', 'fulfilled', 'refunded', 'refund_failed', 'cancelled', 'email']),
  /** What the dashboard shows, e.g. 'Fulfilled 2 items with UPS (1Z999).'. */
  text: z.string(),
  at: z.number().int(),
});

/** The list's filters (the export takes the same). */
const orderFilters = {
  /** Matches the order number (with or without #), the buyer's e-mail or their name (in the shipping address). */
  q: z.string().max(200, 'q is too long.').optional(),
  paymentStatus: orderPaymentStatus.optional(),
  fulfillmentStatus: orderFulfillmentStatus.optional(),
  /** First day, UTC (YYYY-MM-DD), included. */
  from: isoDay.optional(),
  /** Last day, UTC (YYYY-MM-DD), included. */
  to: isoDay.optional(),
};

/** GET /api/owner/orders. */
export const listOwnerOrders = defineRoute({
  method: 'GET',
  path: '/api/owner/orders',
  tag: 'orders',
  access: 'orders:read',
  summary: "The site's orders, newest first, a page at a time",
  query: z.object({ cursor: cursorQuery, limit: limitQuery, ...orderFilters }),
  response: z.object({ orders: z.array(ownerOrder), nextCursor: z.string().nullable() }),
});

/** GET /api/owner/orders/:id. */
export const getOwnerOrder = defineRoute({
  method: 'GET',
  path: '/api/owner/orders/:id',
  tag: 'orders',
  access: 'orders:read',
  summary: 'One order with its lines (404 for an order of another site)',
  params: idParams,
  response: z.object({
    order: ownerOrder,
    payment: orderPaymentJson.nullable(),
    fulfillments: z.array(orderFulfillmentJson),
    refunds: z.array(orderRefundJson),
    timeline: z.array(orderTimelineEvent),
    /** One line per tax rate charged ('VAT 19% (included)'); absent or empty for an order without them. */
    taxLines: z.array(z.object({ label: z.string(), amount: cartMoney, included: z.boolean() })).optional(),
    /** The discounts the order used, each by its code or title ('Discount (WELCOME10)'); they add up to discountTotal. */
    discountLines: z.array(z.object({ label: z.string(), amount: cartMoney })).optional(),
  }),
});

/** GET /api/owner/orders/export.csv. */
export const exportOwnerOrders = defineRoute({
  method: 'GET',
  path: '/api/owner/orders/export.csv',
  tag: 'orders',
  access: 'orders:read',
  summary: 'The orders the filters find, as CSV (UTF-8 with a BOM), newest first',
  query: z.object(orderFilters),
  responseType: 'csv',
});

/** POST /api/owner/orders/:id/fulfillments. */
export const fulfillOwnerOrder = defineRoute({
  method: 'POST',
  path: '/api/owner/orders/:id/fulfillments',
  tag: 'orders',
  access: 'orders:write',
  summary: 'Ships some or all of what is left of an order and e-mails the buyer the tracking link (Idempotency-Key: a retry answers the first shipment)',
  params: idParams,
  body: z.object({
    /** Unset: everything not yet shipped. */
    items: orderLines.optional(),
    carrier: z.string({ error: 'carrier is required.' }).trim().min(1, 'Enter the carrier.').max(100, 'carrier is too long.'),
    trackingNumber: z.string({ error: 'trackingNumber is required.' }).trim().min(1, 'Enter the tracking number.').max(200, 'trackingNumber is too long.'),
    trackingUrl: z.url({ protocol: /^https?$/, error: 'trackingUrl must be an http(s) address.' }).max(2000).optional(),
  }),
  response: z.object({ fulfillment: orderFulfillmentJson, order: ownerOrder }),
  errors: [400, 404, 409],
});

/** POST /api/owner/orders/:id/refunds. */
export const refundOwnerOrder = defineRoute({
  method: 'POST',
  path: '/api/owner/orders/:id/refunds',
  tag: 'orders',
  access: 'orders:write',
  summary: "Gives money back through the payment's provider, an amount or items, and e-mails the buyer (Idempotency-Key: a retry answers the first refund)",
  params: idParams,
  body: z.object({
    /** Minor units; or items (their price times quantity). */
    amountCents: z.number({ error: 'amountCents must be a whole number.' }).int('amountCents must be a whole number.').min(1, 'amountCents must be at least 1.').max(1_000_000_000).optional(),
    items: orderLines.optional(),
    restock: z.boolean({ error: 'restock must be true or false.' }).default(false),
    reason: z.string().trim().max(500, 'reason is too long.').optional(),
    /** Like the Idempotency-Key header, for callers that cannot set headers: a retry answers the first refund. */
    idempotencyKey: z.string().regex(/^[A-Za-z0-9_\-:.]{8,100}$/, 'idempotencyKey must be 8 to 100 letters, digits or _ - : .').optional(),
  }),
  response: z.object({ refund: orderRefundJson, order: ownerOrder }),
  errors: [400, 404, 409, 503],
});

/** POST /api/owner/orders/:id/cancel. */
export const cancelOwnerOrder = defineRoute({
  method: 'POST',
  path: '/api/owner/orders/:id/cancel',
  tag: 'orders',
  access: 'orders:write',
  summary: 'Cancels an order nothing of which was shipped: refunds what is left of the payment and restocks every line (409 once shipped)',
  params: idParams,
  response: z.object({ order: ownerOrder }),
  errors: [404, 409, 503],
});

/** The orders feature's routes. */
export const ordersRoutes: readonly ApiRoute[] = [listOwnerOrders, exportOwnerOrders, getOwnerOrder, fulfillOwnerOrder, refundOwnerOrder, cancelOwnerOrder];
