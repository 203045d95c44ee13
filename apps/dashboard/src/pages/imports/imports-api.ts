/**
 * The Import screen's calls (contract: @plinth/api `importsRoutes`). The upload is a multipart
 * body (the kind and the file), sent with the crumb as every owner write is.
 */
import type { ImportKind, importSummary } from '@plinth/api';
import type { z } from 'zod';
import type { ApiClient } from '../../api/client.ts';

export type ImportSummary = z.infer<typeof importSummary>;

/** What each kind of file is, in the owner's words. */
export const KIND_LABELS: Record<ImportKind, { label: string; hint: string; accept: string }> = {
  wordpress: { label: 'WordPress (or the hosted builder blog) export', hint: 'The .xml file of Tools → Export in WordPress: posts, pages, comments and pictures.', accept: '.xml,text/xml,application/xml' },
  'shopify-products': { label: 'Shopify products', hint: 'The products CSV of Products → Export.', accept: '.csv,text/csv' },
  'squarespace-products': { label: 'Hosted builder products', hint: 'The product CSV of Commerce → Inventory → Export.', accept: '.csv,text/csv' },
  'woocommerce-products': { label: 'WooCommerce products', hint: 'The CSV of Products → Export.', accept: '.csv,text/csv' },
  'shopify-customers': { label: 'Shopify customers', hint: 'The customers CSV of Customers → Export. Only those who accepted e-mail marketing join your mailing list.', accept: '.csv,text/csv' },
};

/** The kinds, in the order the screen offers them (the contract's IMPORT_KINDS, kept out of the chunk). */
export const KINDS = Object.keys(KIND_LABELS) as ImportKind[];

function crumb(): string {
  return /(?:^|;\s*)crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '';
}

/** `startImport`: uploads the file; the answer names the import to follow. */
export async function startImport(api: ApiClient, kind: ImportKind, file: File): Promise<{ id: string }> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file, file.name);
  const response = await fetch(api.urlFor('startImport'), { method: 'POST', body: form, credentials: 'same-origin', headers: { accept: 'application/json', 'x-csrf-token': decodeURIComponent(crumb()) } });
  const body = (await response.json().catch(() => null)) as { id?: string; error?: { message?: string } } | null;
  if (!response.ok || !body?.id) throw new Error(body?.error?.message ?? 'The file could not be sent. Please try again.');
  return { id: body.id };
}

/** `getImport`. */
export function importState(api: ApiClient, id: string): Promise<ImportSummary> {
  return api.call('getImport', { params: { id } });
}

/** `listImports`. */
export function recentImports(api: ApiClient): Promise<{ imports: ImportSummary[] }> {
  return api.call('listImports');
}
