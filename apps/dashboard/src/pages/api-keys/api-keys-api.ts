/**
 * The API keys panel's and the product feed page's calls (contract: @plinth/api `apiKeysRoutes`),
 * in one place so the views stay about views.
 */
import type { ApiKeyScope, apiKeySummary, productFeedSettings } from '@plinth/api';
import type { z } from 'zod';
import type { ApiClient } from '../../api/client.ts';

export type ApiKeySummary = z.infer<typeof apiKeySummary>;
export type FeedSettings = z.infer<typeof productFeedSettings>;

/** `GET /api/owner/api-keys`. */
export function listKeys(api: ApiClient): Promise<{ keys: ApiKeySummary[]; scopes: ApiKeyScope[] }> {
  return api.get('/api/owner/api-keys');
}

/** `POST /api/owner/api-keys`: the answer's secret is shown once. */
export function createKey(api: ApiClient, name: string, scopes: ApiKeyScope[]): Promise<{ key: ApiKeySummary; secret: string }> {
  return api.send('POST', '/api/owner/api-keys', { name, scopes });
}

/** `DELETE /api/owner/api-keys/:id`. */
export function deleteKey(api: ApiClient, id: string): Promise<unknown> {
  return api.send('DELETE', `/api/owner/api-keys/${encodeURIComponent(id)}`);
}

/** `GET /api/owner/product-feed`. */
export function feedSettings(api: ApiClient): Promise<FeedSettings> {
  return api.get('/api/owner/product-feed');
}

/** `PUT /api/owner/product-feed/pixel` (null removes the pixel). */
export function savePixel(api: ApiClient, pixelId: string | null): Promise<FeedSettings> {
  return api.send('PUT', '/api/owner/product-feed/pixel', { pixelId });
}

/** `POST /api/owner/product-feed/token`. */
export function resetFeedAddress(api: ApiClient): Promise<FeedSettings> {
  return api.send('POST', '/api/owner/product-feed/token');
}
