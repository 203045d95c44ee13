/**
 * The API keys panel's and the product feed page's calls (contract: @plinth/api `apiKeysRoutes`),
 * in one place so the views stay about views.
 */
import type { ApiKeyScope, apiKeySummary, productFeedSettings } from '@plinth/api';
import type { z } from 'zod';
import type { ApiClient } from '../../api/client.ts';

export type ApiKeySummary = z.infer<typeof apiKeySummary>;
export type FeedSettings = z.infer<typeof productFeedSettings>;

/** `listApiKeys`. */
export function listKeys(api: ApiClient): Promise<{ keys: ApiKeySummary[]; scopes: ApiKeyScope[] }> {
  return api.call('listApiKeys');
}

/** `createApiKey`: the answer's secret is shown once. */
export function createKey(api: ApiClient, name: string, scopes: ApiKeyScope[]): Promise<{ key: ApiKeySummary; secret: string }> {
  return api.call('createApiKey', { body: { name, scopes } });
}

/** `deleteApiKey`. */
export function deleteKey(api: ApiClient, id: string): Promise<unknown> {
  return api.call('deleteApiKey', { params: { id } });
}

/** `getProductFeed`. */
export function feedSettings(api: ApiClient): Promise<FeedSettings> {
  return api.call('getProductFeed');
}

/** `saveAdsPixel` (null removes the pixel). */
export function savePixel(api: ApiClient, pixelId: string | null): Promise<FeedSettings> {
  return api.call('saveAdsPixel', { body: { pixelId } });
}

/** `resetFeedToken`. */
export function resetFeedAddress(api: ApiClient): Promise<FeedSettings> {
  return api.call('resetFeedToken');
}
