import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';
import { cartMoney } from './cart.ts';
import { cursorQuery, idParams, limitQuery } from './owner.ts';

/*
 * The customers feature's routes (apps/server/src/features/customers): the owner's view of customer
 * accounts (docs/owner-api.md "Customers"). Read-only; money is in the site's currency.
 */

/** A customer account as the customers list shows it. */
export const customerSummary = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  ordersCount: z.number().int(),
  /** The sum of the customer's orders in the site's currency. */
  totalSpent: cartMoney,
  /** Names of the member areas the customer has access to now, A to Z. */
  memberAreas: z.array(z.string()),
  /** Sign-up date, epoch milliseconds. */
  createdAt: z.number().int(),
});

/** One order of a customer. */
export const customerOrder = z.object({
  id: z.string(),
  orderNumber: z.number().int(),
  createdAt: z.number().int(),
  grandTotal: cartMoney,
  testMode: z.boolean(),
  /** The order's page in the dashboard (`/config/orders/:id`). */
  dashboardPath: z.string(),
});

/** One subscription of a customer. */
export const customerSubscription = z.object({
  id: z.string(),
  productName: z.string(),
  sku: z.string(),
  /** 'active' | 'completed' | 'cancelled'. */
  status: z.string(),
  price: cartMoney,
  billingPeriod: z.object({ value: z.number().int(), unit: z.string() }),
  /** Epoch milliseconds; null once nothing more is billed. */
  nextBillingAt: z.number().int().nullable(),
  cancelledAt: z.number().int().nullable(),
  createdAt: z.number().int(),
});

/** A saved address of a customer. */
export const customerAddress = z.object({
  id: z.string(),
  /** The checkout address fields as saved. */
  address: z.record(z.string(), z.string()),
  isDefault: z.boolean(),
  createdAt: z.number().int(),
});

/** A customer's membership of a member area, current or not. */
export const customerMembership = z.object({
  id: z.string(),
  memberAreaId: z.string(),
  memberAreaName: z.string(),
  /** 'free' (joined), 'purchase' (a paid subscription), 'manual' (granted by the owner). */
  source: z.string(),
  /** 'active' | 'cancelled' | 'revoked'. */
  status: z.string(),
  /** Access ends here; null = open-ended. */
  endsAt: z.number().int().nullable(),
  /** Whether the membership gives access now. */
  current: z.boolean(),
  createdAt: z.number().int(),
});

/** A customer with everything the owner reads on the customer's page. */
export const customerDetail = customerSummary.extend({
  locale: z.string().nullable(),
  orders: z.array(customerOrder),
  subscriptions: z.array(customerSubscription),
  addresses: z.array(customerAddress),
  memberships: z.array(customerMembership),
});

/** GET /api/owner/customers. */
export const listOwnerCustomers = defineRoute({
  method: 'GET',
  path: '/api/owner/customers',
  tag: 'customers',
  access: 'customers:read',
  summary: "The site's customer accounts, newest first, a page at a time; `query` searches name and e-mail (case-insensitive)",
  query: z.object({
    query: z.string().trim().max(200, 'query is too long').optional(),
    cursor: cursorQuery,
    limit: limitQuery,
  }),
  response: z.object({ customers: z.array(customerSummary), nextCursor: z.string().nullable() }),
});

/** GET /api/owner/customers/:id. */
export const getOwnerCustomer = defineRoute({
  method: 'GET',
  path: '/api/owner/customers/:id',
  tag: 'customers',
  access: 'customers:read',
  summary: 'One customer with orders, subscriptions, addresses and memberships (404 for a customer of another site)',
  params: idParams,
  response: z.object({ customer: customerDetail }),
});

/** The customers feature's routes. */
export const customersRoutes: readonly ApiRoute[] = [listOwnerCustomers, getOwnerCustomer];
