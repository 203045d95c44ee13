import {
  connectMailingList, createWebhook, deleteWebhook, disconnectMailingList, getMailingListIntegration, listProviderLists, listWebhookDeliveries,
  listWebhooks, retryMailingList, retryWebhookDelivery, saveMailingListSettings, testWebhook,
} from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { mount } from '../../infra/http/mount.ts';
import { ownerWebsite } from '../owner/index.ts';
import { chooseList, connect, disconnect, listsOf, mailingListState, retryFailedSignUps } from './mailing-list-service.ts';
import { addWebhook, removeWebhook, retryDelivery, sendTestDelivery, webhookLog, webhooksOf } from './webhooks-service.ts';

/** The mailing-list and automation-connector panels' API (settings:write; writes need the crumb). */
export function registerIntegrationsRoutes(app: FastifyInstance, deps: AppDeps): void {
  mount(app, getMailingListIntegration, async ({ request }) => mailingListState(deps, ownerWebsite(request).id));

  mount(app, connectMailingList, async ({ body, request }) => {
    const website = ownerWebsite(request);
    return connect(deps, website.id, body);
  });

  mount(app, disconnectMailingList, async ({ request }) => disconnect(deps, ownerWebsite(request).id));

  mount(app, listProviderLists, async ({ request }) => listsOf(deps, ownerWebsite(request).id));

  mount(app, saveMailingListSettings, async ({ body, request }) => {
    const website = ownerWebsite(request);
    return chooseList(deps, website.id, body);
  });

  mount(app, listWebhooks, async ({ request }) => webhooksOf(deps, ownerWebsite(request).id));

  mount(app, createWebhook, async ({ body, request, reply }) => {
    const website = ownerWebsite(request);
    const webhook = await addWebhook(deps, website.id, body);
    // The answer carries the signing secret, shown this once.
    reply.header('cache-control', 'no-store');
    return webhook;
  });

  mount(app, deleteWebhook, async ({ params: { id }, request }) => {
    const website = ownerWebsite(request);
    await removeWebhook(deps, website.id, id);
  });

  mount(app, testWebhook, async ({ params: { id }, request }) => {
    const website = ownerWebsite(request);
    return sendTestDelivery(deps, website.id, id);
  });

  mount(app, listWebhookDeliveries, async ({ params: { id }, query, request }) => {
    const website = ownerWebsite(request);
    return webhookLog(deps, website.id, id, query);
  });

  mount(app, retryWebhookDelivery, async ({ params: { id, deliveryId }, request }) => {
    const website = ownerWebsite(request);
    return retryDelivery(deps, website.id, id, deliveryId);
  });

  mount(app, retryMailingList, async ({ request }) => retryFailedSignUps(deps, ownerWebsite(request).id));
}
