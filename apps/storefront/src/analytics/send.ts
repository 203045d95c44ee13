/**
 * The one way analytics talks to the server: a POST abandoned after
 * 2500 ms whose failure is ignored (storefront.md §7). Resolves to the
 * status, or 0 when the request failed or timed out.
 */
import { ANALYTICS_TIMEOUT_MS } from './names.ts';

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export function post(fetchFn: Fetch, url: string, body: BodyInit, headers: Record<string, string> = {}): Promise<number> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ANALYTICS_TIMEOUT_MS);
  return fetchFn(url, { method: 'POST', body, headers, credentials: 'same-origin', keepalive: true, signal: controller.signal })
    .then((response) => response.status, () => 0)
    .finally(() => clearTimeout(timer));
}

/** Form-encodes `fields`, dropping absent ones. */
export function form(fields: Record<string, string | null | undefined>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) if (value != null) body.set(name, value);
  return body;
}
