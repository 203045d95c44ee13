import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';
import { cartMoney } from './cart.ts';
import { cursorQuery, idParams, limitQuery } from './owner.ts';

/* The orders feature's routes (apps/server/src/features/orders): the owner's orders (docs/owner-api.md "Orders"). */

/** An order as the owner API answers it: storefront.md §3's Order plus the dashboard's fields. */
export const ownerOrder = z.object({
  id: z.string(),
  orderNumber: z.number().int(),
  purchasedCartId: z.string().nullable(),
  testMode: z.boolean(),
  websiteId: z.string(),
  customerEmail: z.string(),
  items: z.array(z.object({ sku: z.string(), productName: z.string(), quantity: z.number().int(), unitPrice: cartMoney })),
  subtotal: cartMoney,
  discountTotal: cartMoney,
  shippingTotal: cartMoney,
  taxTotal: cartMoney,
  grandTotal: cartMoney,
  shippingAddress: z.record(z.string(), z.string()).nullable(),
  /** Epoch milliseconds. */
  createdAt: z.number().int(),
});

/** GET /api/owner/orders. */
export const listOwnerOrders = defineRoute({
  method: 'GET',
  path: '/api/owner/orders',
  tag: 'orders',
  access: 'orders:read',
  summary: "The site's orders, newest first, a page at a time",
  query: z.object({ cursor: cursorQuery, limit: limitQuery }),
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
  response: z.object({ order: ownerOrder }),
});

/** The orders feature's routes. */
export const ordersRoutes: readonly ApiRoute[] = [listOwnerOrders, getOwnerOrder];
