/**
 * The URL redirects screen's calls (contract: @plinth/api `redirectsRoutes`), in one place so the
 * view stays about the view.
 */
import type { redirectSummary } from '@plinth/api';
import type { z } from 'zod';
import type { ApiClient } from '../../api/client.ts';

export type RedirectSummary = z.infer<typeof redirectSummary>;

/** `listRedirects`. */
export function listRedirects(api: ApiClient): Promise<{ redirects: RedirectSummary[] }> {
  return api.call('listRedirects');
}

/** `createRedirect`. */
export function addRedirect(api: ApiClient, body: { from: string; to: string; status: 301 | 302; force: boolean }): Promise<{ redirect: RedirectSummary }> {
  return api.call('createRedirect', { body });
}

/** `bulkRedirects`: mappings written `/old -> /new 301`, one a line. */
export function addMappings(api: ApiClient, text: string, force: boolean): Promise<{ created: number; updated: number; errors: Array<{ line: number; message: string }> }> {
  return api.call('bulkRedirects', { body: { text, force } });
}

/** `deleteRedirect`. */
export function removeRedirect(api: ApiClient, id: string): Promise<unknown> {
  return api.call('deleteRedirect', { params: { id } });
}
