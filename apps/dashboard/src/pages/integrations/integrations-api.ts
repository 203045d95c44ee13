/**
 * The integrations panels' calls (contract: @plinth/api `integrationsRoutes`), in one place so the
 * views stay about views.
 */
import type { mailingListState, providerList, webhook, webhookDelivery, WebhookEvent } from '@plinth/api';
import type { z } from 'zod';
import type { ApiClient } from '../../api/client.ts';

export type MailingListState = z.infer<typeof mailingListState>;
export type ProviderList = z.infer<typeof providerList>;
export type Webhook = z.infer<typeof webhook>;
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const mailingList = (api: ApiClient) => api.call('getMailingListIntegration');
export const connectMailchimp = (api: ApiClient, apiKey: string) => api.call('connectMailingList', { body: { provider: 'mailchimp', apiKey } });
export const disconnectMailingList = (api: ApiClient) => api.call('disconnectMailingList');
export const providerLists = async (api: ApiClient) => (await api.call('listProviderLists')).lists;
export const saveListChoice = (api: ApiClient, listId: string | null, doubleOptIn: boolean) => api.call('saveMailingListSettings', { body: { listId, doubleOptIn } });

export const webhooks = (api: ApiClient) => api.call('listWebhooks');
export const addWebhook = (api: ApiClient, url: string, events: WebhookEvent[]) => api.call('createWebhook', { body: { url, events } });
export const removeWebhook = (api: ApiClient, id: string) => api.call('deleteWebhook', { params: { id } });
export const testWebhook = (api: ApiClient, id: string) => api.call('testWebhook', { params: { id } });
export const deliveryLog = async (api: ApiClient, id: string) => (await api.call('listWebhookDeliveries', { params: { id }, query: { limit: 20 } })).deliveries;
export const retryDelivery = (api: ApiClient, id: string, deliveryId: string) => api.call('retryWebhookDelivery', { params: { id, deliveryId } });
export const retryMailingList = (api: ApiClient) => api.call('retryMailingList');
