import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';
import { cursorQuery, idParams, limitQuery } from './owner.ts';

/*
 * The integrations feature's routes (apps/server/src/features/integrations; issue 16): the
 * mailing-list integration panel (platform.md §2: Connect, Disconnect, Select List, Require double
 * opt-in) and the automation-connector panel (Awaiting Connection, a count of connections made):
 * outgoing webhooks, signed with HMAC-SHA256, with a delivery log. Everything needs settings:write
 * (ADMIN and WEBSITE_MANAGER): the panels hold secrets and send the site's data out.
 */

/** The spec's words (platform.md §5 "Editor messages shown to users", §8 "Editor"). */
export const INTEGRATIONS_MESSAGES = {
  listRequired: 'A List must be selected.',
  noLists: "You don't have any mailing lists; create one before continuing.",
  unableToConnect: 'Unable to connect. Please try again.',
  notAnOption: (value: string) => `${value} is not one of the expected options.`,
  awaiting: 'Awaiting Connection',
} as const;

/** The events a webhook can be told of. */
export const WEBHOOK_EVENTS = [
  'order.created',
  'order.paid',
  'order.fulfilled',
  'order.refunded',
  'order.cancelled',
  'product.updated',
  'inventory.updated',
  'form.submitted',
  'restock.signed_up',
  'member.joined',
  'customer.created',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** How the panel names each event. */
export const WEBHOOK_EVENT_LABELS: Readonly<Record<WebhookEvent, string>> = Object.freeze({
  'order.created': 'Order created',
  'order.paid': 'Order paid',
  'order.fulfilled': 'Order fulfilled',
  'order.refunded': 'Order refunded',
  'order.cancelled': 'Order cancelled',
  'product.updated': 'Product updated',
  'inventory.updated': 'Inventory updated',
  'form.submitted': 'Form submitted',
  'restock.signed_up': 'Restock sign-up',
  'member.joined': 'Member joined',
  'customer.created': 'Customer created',
});

/** The event of a "Send test" delivery (receivers can tell it from real ones). */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** The mailing-list providers with an adapter. */
export const MAILING_LIST_PROVIDERS = ['mailchimp'] as const;

/** The mailing-list panel's state. */
export const mailingListState = z.object({
  /** The site's own list, always on: every sign-up lands there. */
  siteList: z.object({ subscribers: z.number().int() }),
  connection: z
    .object({
      provider: z.enum(MAILING_LIST_PROVIDERS),
      /** What identifies the account without the key (the data centre, `us6`). */
      account: z.string(),
      list: z.object({ id: z.string(), name: z.string() }).nullable(),
      doubleOptIn: z.boolean(),
      connectedAt: z.number(),
      /** Sign-ups waiting to reach the provider (an outage retries them). */
      pending: z.number().int(),
      failed: z.number().int(),
    })
    .nullable(),
});

/** GET /api/owner/integrations/mailing-list. */
export const getMailingListIntegration = defineRoute({
  method: 'GET',
  path: '/api/owner/integrations/mailing-list',
  tag: 'integrations',
  access: 'settings:write',
  summary: 'The mailing-list integration: the site’s own list and the connected provider, if any (never its key)',
  response: mailingListState,
});

/** POST /api/owner/integrations/mailing-list/connection. */
export const connectMailingList = defineRoute({
  method: 'POST',
  path: '/api/owner/integrations/mailing-list/connection',
  tag: 'integrations',
  access: 'settings:write',
  summary: 'Connect: checks the API key with the provider (it must have a list), keeps it; Select List comes next',
  body: z.object(
    {
      /** One of MAILING_LIST_PROVIDERS (checked by the service, with the spec's '{val} is not one of the expected options.'). */
      provider: z.string({ error: 'provider must be text.' }).max(100, 'provider is too long.'),
      apiKey: z.string({ error: 'apiKey must be text.' }).trim().max(200, 'apiKey is too long.').default(''),
    },
    { error: 'The body must be a JSON object with provider and apiKey.' },
  ),
  status: 201,
  response: mailingListState,
});

/** DELETE /api/owner/integrations/mailing-list/connection. */
export const disconnectMailingList = defineRoute({
  method: 'DELETE',
  path: '/api/owner/integrations/mailing-list/connection',
  tag: 'integrations',
  access: 'settings:write',
  summary: 'Disconnect: forgets the key; sign-ups go to the site’s own list only',
  response: mailingListState,
});

/** A list of the provider's account. */
export const providerList = z.object({ id: z.string(), name: z.string(), members: z.number().int() });

/** GET /api/owner/integrations/mailing-list/lists. */
export const listProviderLists = defineRoute({
  method: 'GET',
  path: '/api/owner/integrations/mailing-list/lists',
  tag: 'integrations',
  access: 'settings:write',
  summary: 'The connected provider’s lists, for Select List',
  response: z.object({ lists: z.array(providerList) }),
});

/** PUT /api/owner/integrations/mailing-list/settings. */
export const saveMailingListSettings = defineRoute({
  method: 'PUT',
  path: '/api/owner/integrations/mailing-list/settings',
  tag: 'integrations',
  access: 'settings:write',
  summary: 'Select List and Require double opt-in',
  body: z.object(
    {
      /** Null, empty or missing: 'A List must be selected.' (the service says it, in the spec's words). */
      listId: z.string({ error: 'listId must be text.' }).trim().max(100, 'listId is too long.').nullable().default(null),
      doubleOptIn: z.boolean({ error: 'doubleOptIn must be true or false.' }),
    },
    { error: 'The body must be a JSON object with listId and doubleOptIn.' },
  ),
  response: mailingListState,
});

/** A webhook as the panel shows it (never its secret). */
export const webhook = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  /** 'awaiting' until its first successful delivery. */
  status: z.enum(['awaiting', 'connected']),
  deliveries: z.number().int(),
  createdAt: z.number(),
});

/** GET /api/owner/integrations/webhooks. */
export const listWebhooks = defineRoute({
  method: 'GET',
  path: '/api/owner/integrations/webhooks',
  tag: 'integrations',
  access: 'settings:write',
  summary: 'The automation connector: its webhooks and the count of connections made (webhooks that delivered once)',
  response: z.object({ webhooks: z.array(webhook), connections: z.number().int() }),
});

/** The longest webhook URL. */
export const WEBHOOK_URL_MAX = 2000;

/** POST /api/owner/integrations/webhooks. */
export const createWebhook = defineRoute({
  method: 'POST',
  path: '/api/owner/integrations/webhooks',
  tag: 'integrations',
  access: 'settings:write',
  summary: 'Adds a webhook; answers its signing secret, this once',
  body: z.object(
    {
      url: z.string({ error: 'url must be text.' }).trim().max(WEBHOOK_URL_MAX, `url is at most ${WEBHOOK_URL_MAX} characters.`).default(''),
      /** Each one of WEBHOOK_EVENTS (checked by the service: '{val} is not one of the expected options.'). */
      events: z.array(z.string({ error: 'events must be a list of event names.' }), { error: 'events must be a list of event names.' }).max(20, 'events has too many names.').default([]),
    },
    { error: 'The body must be a JSON object with url and events.' },
  ),
  status: 201,
  response: z.object({ webhook, secret: z.string() }),
});

/** DELETE /api/owner/integrations/webhooks/:id. */
export const deleteWebhook = defineRoute({
  method: 'DELETE',
  path: '/api/owner/integrations/webhooks/:id',
  tag: 'integrations',
  access: 'settings:write',
  summary: 'Removes a webhook, its log and its pending deliveries',
  params: idParams,
  responseType: 'empty',
  status: 204,
});

/** One delivery of a webhook's log. */
export const webhookDelivery = z.object({
  id: z.string(),
  event: z.string(),
  status: z.enum(['pending', 'delivered', 'failed', 'dropped']),
  attempts: z.number().int(),
  /** The receiver's HTTP status of the last attempt; null when it did not answer. */
  responseStatus: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.number(),
  /** When a pending one is tried next. */
  nextAttemptAt: z.number().nullable(),
  deliveredAt: z.number().nullable(),
});

/** POST /api/owner/integrations/webhooks/:id/test. */
export const testWebhook = defineRoute({
  method: 'POST',
  path: '/api/owner/integrations/webhooks/:id/test',
  tag: 'integrations',
  access: 'settings:write',
  summary: `Send test: one signed ${WEBHOOK_TEST_EVENT} delivery now; 503 '${INTEGRATIONS_MESSAGES.unableToConnect}' when it fails`,
  params: idParams,
  response: z.object({ delivery: webhookDelivery }),
});

/** GET /api/owner/integrations/webhooks/:id/deliveries. */
export const listWebhookDeliveries = defineRoute({
  method: 'GET',
  path: '/api/owner/integrations/webhooks/:id/deliveries',
  tag: 'integrations',
  access: 'settings:write',
  summary: 'A webhook’s delivery log, newest first',
  params: idParams,
  query: z.object({ cursor: cursorQuery, limit: limitQuery.optional() }),
  response: z.object({ deliveries: z.array(webhookDelivery), nextCursor: z.string().nullable() }),
});

/** POST /api/owner/integrations/webhooks/:id/deliveries/:deliveryId/retry. */
export const retryWebhookDelivery = defineRoute({
  method: 'POST',
  path: '/api/owner/integrations/webhooks/:id/deliveries/:deliveryId/retry',
  tag: 'integrations',
  access: 'settings:write',
  summary: 'Retry: a failed delivery is sent again (the same event id and body), with a fresh round of attempts',
  params: z.object({ id: idParams.shape.id, deliveryId: idParams.shape.id }),
  response: z.object({ delivery: webhookDelivery }),
});

/** POST /api/owner/integrations/mailing-list/retry. */
export const retryMailingList = defineRoute({
  method: 'POST',
  path: '/api/owner/integrations/mailing-list/retry',
  tag: 'integrations',
  access: 'settings:write',
  summary: 'Sends the sign-ups the provider did not take (after a long outage) again',
  response: mailingListState,
});

export const integrationsRoutes: readonly ApiRoute[] = [
  getMailingListIntegration,
  connectMailingList,
  disconnectMailingList,
  listProviderLists,
  saveMailingListSettings,
  listWebhooks,
  createWebhook,
  deleteWebhook,
  testWebhook,
  listWebhookDeliveries,
  retryWebhookDelivery,
  retryMailingList,
];
