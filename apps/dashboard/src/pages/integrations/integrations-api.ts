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

const ML = '/api/owner/integrations/mailing-list';
const HOOKS = '/api/owner/integrations/webhooks';

export const mailingList = (api: ApiClient) => api.get<MailingListState>(ML);
export const connectMailchimp = (api: ApiClient, apiKey: string) => api.send<MailingListState>('POST', `${ML}/connection`, { provider: 'mailchimp', apiKey });
export const disconnectMailingList = (api: ApiClient) => api.send<MailingListState>('DELETE', `${ML}/connection`);
export const providerLists = async (api: ApiClient) => (await api.get<{ lists: ProviderList[] }>(`${ML}/lists`)).lists;
export const saveListChoice = (api: ApiClient, listId: string | null, doubleOptIn: boolean) => api.send<MailingListState>('PUT', `${ML}/settings`, { listId, doubleOptIn });

export const webhooks = (api: ApiClient) => api.get<{ webhooks: Webhook[]; connections: number }>(HOOKS);
export const addWebhook = (api: ApiClient, url: string, events: WebhookEvent[]) => api.send<{ webhook: Webhook; secret: string }>('POST', HOOKS, { url, events });
export const removeWebhook = (api: ApiClient, id: string) => api.send<void>('DELETE', `${HOOKS}/${encodeURIComponent(id)}`);
export const testWebhook = (api: ApiClient, id: string) => api.send<{ delivery: WebhookDelivery }>('POST', `${HOOKS}/${encodeURIComponent(id)}/test`);
export const deliveryLog = async (api: ApiClient, id: string) => (await api.get<{ deliveries: WebhookDelivery[] }>(`${HOOKS}/${encodeURIComponent(id)}/deliveries?limit=20`)).deliveries;
export const retryDelivery = (api: ApiClient, id: string, deliveryId: string) => api.send<{ delivery: WebhookDelivery }>('POST', `${HOOKS}/${encodeURIComponent(id)}/deliveries/${encodeURIComponent(deliveryId)}/retry`);
export const retryMailingList = (api: ApiClient) => api.send<MailingListState>('POST', `${ML}/retry`);
