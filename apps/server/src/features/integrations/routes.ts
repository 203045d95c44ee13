import {
  connectMailingList, createWebhook, deleteWebhook, disconnectMailingList, getMailingListIntegration, listProviderLists, listWebhookDeliveries,
  listWebhooks, retryMailingList, retryWebhookDelivery, saveMailingListSettings, testWebhook,
} from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { ownerWebsite } from '../owner/index.ts';
import { chooseList, connect, disconnect, listsOf, mailingListState, retryFailedSignUps } from './mailing-list-service.ts';
import { addWebhook, removeWebhook, retryDelivery, sendTestDelivery, webhookLog, webhooksOf } from './webhooks-service.ts';

/** The mailing-list and automation-connector panels' API (settings:write; writes need the crumb). */
export function registerIntegrationsRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get(getMailingListIntegration.path, { config: { access: getMailingListIntegration.access } }, async (request) => mailingListState(deps, ownerWebsite(request).id));

  app.post(connectMailingList.path, { config: { access: connectMailingList.access } }, async (request, reply) => {
    const website = ownerWebsite(request);
    const body = connectMailingList.body.parse(request.body);
    return reply.code(201).send(await connect(deps, website.id, body));
  });

  app.delete(disconnectMailingList.path, { config: { access: disconnectMailingList.access } }, async (request) => disconnect(deps, ownerWebsite(request).id));

  app.get(listProviderLists.path, { config: { access: listProviderLists.access } }, async (request) => listsOf(deps, ownerWebsite(request).id));

  app.put(saveMailingListSettings.path, { config: { access: saveMailingListSettings.access } }, async (request) => {
    const website = ownerWebsite(request);
    return chooseList(deps, website.id, saveMailingListSettings.body.parse(request.body));
  });

  app.get(listWebhooks.path, { config: { access: listWebhooks.access } }, async (request) => webhooksOf(deps, ownerWebsite(request).id));

  app.post(createWebhook.path, { config: { access: createWebhook.access } }, async (request, reply) => {
    const website = ownerWebsite(request);
    const body = createWebhook.body.parse(request.body);
    return reply.code(201).header('cache-control', 'no-store').send(await addWebhook(deps, website.id, body));
  });

  app.delete(deleteWebhook.path, { config: { access: deleteWebhook.access } }, async (request, reply) => {
    const website = ownerWebsite(request);
    await removeWebhook(deps, website.id, deleteWebhook.params.parse(request.params).id);
    return reply.code(204).send();
  });

  app.post(testWebhook.path, { config: { access: testWebhook.access } }, async (request) => {
    const website = ownerWebsite(request);
    return sendTestDelivery(deps, website.id, testWebhook.params.parse(request.params).id);
  });

  app.get(listWebhookDeliveries.path, { config: { access: listWebhookDeliveries.access } }, async (request) => {
    const website = ownerWebsite(request);
    const { id } = listWebhookDeliveries.params.parse(request.params);
    return webhookLog(deps, website.id, id, listWebhookDeliveries.query.parse(request.query));
  });

  app.post(retryWebhookDelivery.path, { config: { access: retryWebhookDelivery.access } }, async (request) => {
    const website = ownerWebsite(request);
    const { id, deliveryId } = retryWebhookDelivery.params.parse(request.params);
    return retryDelivery(deps, website.id, id, deliveryId);
  });

  app.post(retryMailingList.path, { config: { access: retryMailingList.access } }, async (request) => retryFailedSignUps(deps, ownerWebsite(request).id));
}
