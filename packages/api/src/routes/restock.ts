import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';
import { cursorQuery } from './owner.ts';

/*
 * The restock feature's routes (apps/server/src/features/restock; storefront.md §3, §7,
 * docs/restock-api.md): the visitor's back-in-stock sign-up, the owner's lists and sends, and the
 * unsubscribe page every notice links to.
 */

/** The path all restock routes share. */
export const RESTOCK_BASE_PATH = '/api/site-users/account/notifications/restock';

/** A product or variant id. */
const restockId = (name: string) => z.string({ error: `${name} is required` }).trim().min(1, `${name} is required`).max(100, `${name} is too long`);

/** Page size of the owner lists: 1 to 100, default 50. */
export const restockLimitQuery = z.coerce
  .number({ error: 'limit must be a number.' })
  .int('limit must be a whole number.')
  .min(1, 'limit must be at least 1.')
  .max(100, 'limit must be at most 100.')
  .default(50);

/** The sign-up payload (storefront.md §3). */
export const restockSignUpBody = z.object({
  productId: restockId('productId'),
  variantId: restockId('variantId'),
  /** An e-mail address; checked by the server with the widget's own words ('Email cannot be blank', 'Email is invalid'). */
  siteVisitorEmail: z.unknown().optional(),
  isJoinMailingList: z.boolean({ error: 'isJoinMailingList must be true or false' }).default(false),
  /** Only when the site shows a captcha. */
  captchaToken: z.string().max(20_000, 'captchaToken is too long').optional(),
});

/** The visitor's own sign-up (no status, nothing about others). */
export const visitorRestockSignUpJson = z.object({ id: z.string(), productId: z.string(), variantId: z.string(), email: z.string(), createdAt: z.number().int() });

/** A sign-up as the owner sees it. */
export const restockSignUpJson = visitorRestockSignUpJson.extend({
  status: z.enum(['waiting', 'notified']),
  joinMailingList: z.boolean(),
  notifiedAt: z.number().int().nullable(),
});

/** The sign-ups of one product variant, with what the owner needs to decide to send. */
export const restockGroupJson = z.object({
  productId: z.string(),
  productTitle: z.string(),
  variantId: z.string(),
  /** The variant's option values in the product's option order ('M / Forest'), else its SKU. */
  variantDescriptor: z.string(),
  sku: z.string(),
  qtyInStock: z.number().int(),
  unlimited: z.boolean(),
  waitingCount: z.number().int(),
  notifiedCount: z.number().int(),
});

/** One send: which variant, and at most as many notices as units on hand when `limitToStock`. */
export const restockSendBody = z.object({ productId: restockId('productId'), variantId: restockId('variantId'), limitToStock: z.boolean().optional() });

/** What a send did: notices e-mailed, and waiting sign-ups not e-mailed (claimed by another send, or beyond the stock). */
export const restockSendOutcomeJson = z.object({ sent: z.number().int(), skipped: z.number().int() });

/** POST /api/site-users/account/notifications/restock. */
export const postRestockSignUp = defineRoute({
  method: 'POST',
  path: RESTOCK_BASE_PATH,
  tag: 'restock',
  access: 'public',
  summary: 'Signs the visitor up for a sold-out variant (201; 200 with the same sign-up for a repeat); 10 a minute per visitor',
  body: restockSignUpBody,
  response: z.object({ signUp: visitorRestockSignUpJson }),
  status: 201,
});

/** GET /api/site-users/account/notifications/restock/groups. */
export const getRestockGroups = defineRoute({
  method: 'GET',
  path: `${RESTOCK_BASE_PATH}/groups`,
  tag: 'restock',
  access: 'restock:read',
  summary: "The site's sign-ups grouped per product variant, with waiting and notified counts and the stock on hand",
  query: z.object({ cursor: cursorQuery, limit: restockLimitQuery }),
  response: z.object({ signUpGroups: z.array(restockGroupJson), hasNextPage: z.boolean(), nextPageCursor: z.string().nullable() }),
});

/** GET /api/site-users/account/notifications/restock. */
export const getRestockSignUps = defineRoute({
  method: 'GET',
  path: RESTOCK_BASE_PATH,
  tag: 'restock',
  access: 'restock:read',
  summary: 'The sign-ups of one variant, oldest first',
  query: z.object({ productId: restockId('productId'), variantId: restockId('variantId'), cursor: cursorQuery, limit: restockLimitQuery }),
  response: z.object({ signUps: z.array(restockSignUpJson), hasNextPage: z.boolean(), nextPageCursor: z.string().nullable() }),
});

/** POST /api/site-users/account/notifications/restock/send. */
export const postRestockSend = defineRoute({
  method: 'POST',
  path: `${RESTOCK_BASE_PATH}/send`,
  tag: 'restock',
  access: 'restock:send',
  summary: "E-mails the variant's waiting sign-ups, each at most once (409 while it is still sold out)",
  body: restockSendBody,
  response: restockSendOutcomeJson,
});

/** POST /api/site-users/account/notifications/restock/send/all. */
export const postRestockSendAll = defineRoute({
  method: 'POST',
  path: `${RESTOCK_BASE_PATH}/send/all`,
  tag: 'restock',
  access: 'restock:send',
  summary: 'Sends for several variants one after another; each refusal is reported with its request',
  body: z.object({
    sendRequests: z.array(restockSendBody, { error: 'sendRequests is required' }).min(1, 'sendRequests is empty').max(100, 'sendRequests holds at most 100 requests'),
    limitToStock: z.boolean().optional(),
  }),
  response: restockSendOutcomeJson.extend({
    results: z.array(restockSendOutcomeJson.extend({ productId: z.string(), variantId: z.string(), error: z.string().nullable() })),
  }),
});

/** GET /api/site-users/account/notifications/restock/unsubscribe. */
export const getRestockUnsubscribe = defineRoute({
  method: 'GET',
  path: `${RESTOCK_BASE_PATH}/unsubscribe`,
  tag: 'restock',
  access: 'public',
  summary: "The notice's link: removes its sign-up; an HTML page, 404 'Link not valid' for an unknown or used link",
  query: z.object({ token: z.string().max(200).optional() }),
  responseType: 'html',
});

/** The restock feature's routes. */
export const restockRoutes: readonly ApiRoute[] = [postRestockSignUp, getRestockGroups, getRestockSignUps, postRestockSend, postRestockSendAll, getRestockUnsubscribe];
