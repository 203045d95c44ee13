import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';
import { cartMoney } from './cart.ts';
import { shippingAddress } from './checkout.ts';
import { idParams } from './owner.ts';
import { siteUserPassword } from './site-users.ts';

/*
 * The account feature's routes (apps/server/src/features/account, docs/accounts-api.md "The
 * customer's own data"): what a signed-in customer reads and changes about their own account
 * (platform.md §7 "Site-user account", issue 11). Every route is `access: 'site-user'`: 401 without
 * a session; writes need the X-SiteUser-XSRF-Token header (403 without it). Another customer's
 * address, subscription or sign-up answers 404, as one that does not exist.
 */

/** Where the customer's own routes live. */
export const ACCOUNT_BASE_PATH = '/api/site-users/account';

/** Most saved addresses an account keeps. */
export const MAX_ACCOUNT_ADDRESSES = 20;

/** The text a password-less account sends to confirm its deletion. */
export const DELETE_ACCOUNT_CONFIRMATION = 'DELETE';

/** The customer's profile. */
export const accountProfile = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  /** Whether the account has a password (else it signs in by e-mailed code only). */
  hasPassword: z.boolean(),
  /** Sign-up date, epoch milliseconds. */
  createdAt: z.number().int(),
  /** The account's e-mail is on the site's mailing list (confirmed). */
  newsletterSubscribed: z.boolean(),
  /** A subscription waits for the e-mailed confirmation (double opt-in). */
  newsletterPending: z.boolean(),
});

/** One line of an order: money in the order's currency. */
export const accountOrderItem = z.object({
  sku: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  unitPrice: cartMoney,
  /** unitPrice × quantity. */
  lineTotal: cartMoney,
});

/** One of the customer's orders. */
export const accountOrder = z.object({
  id: z.string(),
  orderNumber: z.number().int(),
  /** Epoch milliseconds. */
  createdAt: z.number().int(),
  /** 'PAID' (every order is written once paid). */
  status: z.string(),
  /** The status as the customer reads it ('Paid', 'Paid (test order)'). */
  statusText: z.string(),
  testMode: z.boolean(),
  items: z.array(accountOrderItem),
  subtotal: cartMoney,
  shippingTotal: cartMoney,
  taxTotal: cartMoney,
  discountTotal: cartMoney,
  grandTotal: cartMoney,
  /** The order page (`/commerce/orders/{id}?token=…`) opened for the account; null for an order without a page (no payment). */
  url: z.string().nullable(),
});

/** One of the customer's subscriptions. */
export const accountSubscription = z.object({
  id: z.string(),
  orderId: z.string(),
  productName: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  /** What each billing period costs (unit price × quantity). */
  price: cartMoney,
  billingPeriod: z.object({ value: z.number().int(), unit: z.enum(['WEEK', 'MONTH', 'YEAR']) }),
  /** 'every month', 'every 2 weeks'. */
  billingPeriodText: z.string(),
  /** 'active' | 'completed' | 'cancelled'. */
  status: z.string(),
  /**
   * Epoch milliseconds: the next charge of an active subscription; for a cancelled one, the end of
   * the paid period (member access lasts until then); null once nothing more is billed.
   */
  nextBillingAt: z.number().int().nullable(),
  cancelledAt: z.number().int().nullable(),
  createdAt: z.number().int(),
});

/** A saved address: the checkout's shipping address fields. */
export const accountAddress = z.object({
  id: z.string(),
  address: shippingAddress,
  /** The address checkout offers first; an account with addresses has exactly one. */
  isDefault: z.boolean(),
  createdAt: z.number().int(),
});

/** The body of POST and PUT addresses: the whole address (PUT replaces it). */
export const accountAddressBody = z.object({
  address: shippingAddress,
  /** true makes this the default (the old default stops being one); false never leaves the account without one. */
  isDefault: z.boolean({ error: 'isDefault must be true or false' }).optional(),
});

/** A back-in-stock sign-up of the account's e-mail that still waits. */
export const accountRestockSignUp = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  variantId: z.string(),
  /** The variant's option values ('M / Forest'), else its SKU. */
  variantName: z.string(),
  sku: z.string(),
  createdAt: z.number().int(),
});

/** GET /api/site-users/account/profile. */
export const getAccountProfile = defineRoute({
  method: 'GET',
  path: `${ACCOUNT_BASE_PATH}/profile`,
  tag: 'account',
  access: 'site-user',
  summary: "The signed-in customer's profile and newsletter state",
  response: z.object({ profile: accountProfile }),
});

/** PUT /api/site-users/account/profile. */
export const putAccountProfile = defineRoute({
  method: 'PUT',
  path: `${ACCOUNT_BASE_PATH}/profile`,
  tag: 'account',
  access: 'site-user',
  summary: "Changes the customer's name (trimmed; empty clears it)",
  body: z.object({ name: z.string({ error: 'name is required' }).trim().max(100, 'name is too long') }),
  response: z.object({ profile: accountProfile }),
});

/** PUT /api/site-users/account/password. */
export const putAccountPassword = defineRoute({
  method: 'PUT',
  path: `${ACCOUNT_BASE_PATH}/password`,
  tag: 'account',
  access: 'site-user',
  summary:
    "Changes the password (400 when currentPassword is wrong; an account without a password sets one without it); the account's other sessions end",
  body: z.object({
    currentPassword: z.string({ error: 'currentPassword must be text' }).max(200, 'currentPassword is too long').optional(),
    newPassword: siteUserPassword,
  }),
  response: z.object({ changed: z.literal(true) }),
});

/** PUT /api/site-users/account/newsletter. */
export const putAccountNewsletter = defineRoute({
  method: 'PUT',
  path: `${ACCOUNT_BASE_PATH}/newsletter`,
  tag: 'account',
  access: 'site-user',
  summary:
    "Puts the account's e-mail on or off the site's mailing list (a verified e-mail joins at once; an unverified one gets the double opt-in e-mail)",
  body: z.object({ subscribed: z.boolean({ error: 'subscribed must be true or false' }) }),
  response: z.object({ subscribed: z.boolean(), pending: z.boolean() }),
});

/** GET /api/site-users/account/orders. */
export const getAccountOrders = defineRoute({
  method: 'GET',
  path: `${ACCOUNT_BASE_PATH}/orders`,
  tag: 'account',
  access: 'site-user',
  summary: "The account's orders, newest first, each with a link to its order page",
  response: z.object({ orders: z.array(accountOrder) }),
});

/** GET /api/site-users/account/subscriptions. */
export const getAccountSubscriptions = defineRoute({
  method: 'GET',
  path: `${ACCOUNT_BASE_PATH}/subscriptions`,
  tag: 'account',
  access: 'site-user',
  summary: "The account's subscriptions, newest first",
  response: z.object({ subscriptions: z.array(accountSubscription) }),
});

/** POST /api/site-users/account/subscriptions/:id/cancel. */
export const cancelAccountSubscription = defineRoute({
  method: 'POST',
  path: `${ACCOUNT_BASE_PATH}/subscriptions/:id/cancel`,
  tag: 'account',
  access: 'site-user',
  summary: 'Cancels a subscription of the account: no more charges, access to the end of the paid period (a second cancel answers the same)',
  params: idParams,
  response: z.object({ subscription: accountSubscription }),
});

/** GET /api/site-users/account/addresses. */
export const getAccountAddresses = defineRoute({
  method: 'GET',
  path: `${ACCOUNT_BASE_PATH}/addresses`,
  tag: 'account',
  access: 'site-user',
  summary: "The account's saved addresses, the default first (checkout prefills with the default)",
  response: z.object({ addresses: z.array(accountAddress) }),
});

/** POST /api/site-users/account/addresses. */
export const postAccountAddress = defineRoute({
  method: 'POST',
  path: `${ACCOUNT_BASE_PATH}/addresses`,
  tag: 'account',
  access: 'site-user',
  summary: `Saves an address (201; the first becomes the default; 409 beyond ${MAX_ACCOUNT_ADDRESSES})`,
  body: accountAddressBody,
  response: z.object({ address: accountAddress }),
  status: 201,
});

/** PUT /api/site-users/account/addresses/:id. */
export const putAccountAddress = defineRoute({
  method: 'PUT',
  path: `${ACCOUNT_BASE_PATH}/addresses/:id`,
  tag: 'account',
  access: 'site-user',
  summary: 'Replaces a saved address',
  params: idParams,
  body: accountAddressBody,
  response: z.object({ address: accountAddress }),
});

/** DELETE /api/site-users/account/addresses/:id. */
export const deleteAccountAddress = defineRoute({
  method: 'DELETE',
  path: `${ACCOUNT_BASE_PATH}/addresses/:id`,
  tag: 'account',
  access: 'site-user',
  summary: 'Deletes a saved address (204; when it was the default, the newest one left becomes the default)',
  params: idParams,
  responseType: 'empty',
  status: 204,
});

/** GET /api/site-users/account/restock-signups. */
export const getAccountRestockSignUps = defineRoute({
  method: 'GET',
  path: `${ACCOUNT_BASE_PATH}/restock-signups`,
  tag: 'account',
  access: 'site-user',
  summary: "The waiting back-in-stock sign-ups of the account's e-mail, newest first",
  response: z.object({ signUps: z.array(accountRestockSignUp) }),
});

/** DELETE /api/site-users/account/restock-signups/:id. */
export const deleteAccountRestockSignUp = defineRoute({
  method: 'DELETE',
  path: `${ACCOUNT_BASE_PATH}/restock-signups/:id`,
  tag: 'account',
  access: 'site-user',
  summary: "Removes a waiting sign-up of the account's e-mail (204)",
  params: idParams,
  responseType: 'empty',
  status: 204,
});

/** GET /api/site-users/account/data.json: everything the site keeps about the customer (issue 34 "A customer's own data"). */
export const getAccountData = defineRoute({
  method: 'GET',
  path: `${ACCOUNT_BASE_PATH}/data.json`,
  tag: 'account',
  access: 'site-user',
  summary: "Download my data: the customer's profile, addresses, orders, subscriptions, sign-ups and comments as one JSON file",
  response: z.object({
    format: z.literal('plinth-account-data'),
    exportedAt: z.string(),
    profile: z.object({ email: z.string(), name: z.string(), createdAt: z.string(), emailVerified: z.boolean(), locale: z.string().nullable() }),
    addresses: z.array(z.record(z.string(), z.unknown())),
    orders: z.array(z.record(z.string(), z.unknown())),
    subscriptions: z.array(z.record(z.string(), z.unknown())),
    restockSignups: z.array(z.object({ product: z.string(), sku: z.string(), status: z.string(), createdAt: z.string() })),
    newsletter: z.object({ status: z.string().nullable(), since: z.string().nullable() }),
    comments: z.array(z.object({ post: z.string(), body: z.string(), status: z.string(), createdAt: z.string() })),
  }),
});

/** DELETE /api/site-users/account. */
export const deleteAccount = defineRoute({
  method: 'DELETE',
  path: ACCOUNT_BASE_PATH,
  tag: 'account',
  access: 'site-user',
  summary:
    "Deletes the account and its personal data in one transaction, keeps its orders for the owner, clears the cookies. An account with a password confirms with { password }; one without, with { confirm: 'DELETE' }",
  body: z.object({
    password: z.string({ error: 'password must be text' }).max(200, 'password is too long').optional(),
    confirm: z.literal(DELETE_ACCOUNT_CONFIRMATION, { error: `confirm must be "${DELETE_ACCOUNT_CONFIRMATION}"` }).optional(),
  }),
  response: z.object({ deleted: z.literal(true) }),
});

/** The account feature's routes. */
export const accountRoutes: readonly ApiRoute[] = [
  getAccountData,
  getAccountProfile,
  putAccountProfile,
  putAccountPassword,
  putAccountNewsletter,
  getAccountOrders,
  getAccountSubscriptions,
  cancelAccountSubscription,
  getAccountAddresses,
  postAccountAddress,
  putAccountAddress,
  deleteAccountAddress,
  getAccountRestockSignUps,
  deleteAccountRestockSignUp,
  deleteAccount,
];
