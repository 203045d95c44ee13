import { readCookie } from '@plinth/platform';
import { ApiError } from './api-error.ts';

/** Methods that change state: they carry the crumb in `X-CSRF-Token`. */
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Options of {@link createApiClient}; the defaults are the browser's. */
export interface ApiClientOptions {
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** The current cookie string. @default () => document.cookie */
  cookies?: () => string;
  /** Called on a 401 from any call but the sign-in itself: the session is gone. */
  onUnauthorized?: () => void;
}

/** A JSON client for the owner API. Every method rejects with {@link ApiError}. */
export interface ApiClient {
  get<T>(path: string): Promise<T>;
  send<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T>;
}

/** Reads `{ error: { message } }` from a refusal, if the body has one. */
async function serverMessage(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown } } | null;
    const message = body?.error?.message;
    return typeof message === 'string' && message ? message : null;
  } catch {
    return null;
  }
}

/**
 * Creates the client. Same-origin credentials (the httpOnly owner cookie), JSON
 * both ways, the crumb echoed on writes, and every failure turned into an
 * ApiError so views can pick the platform.md §8 wording.
 * @example const api = createApiClient({ onUnauthorized: () => navigate('/config/login') });
 *          const { contributor } = await api.get<SessionAnswer>('/api/owner/session');
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const cookies = options.cookies ?? (() => document.cookie);

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (WRITES.has(method)) headers['x-csrf-token'] = readCookie(cookies(), 'crumb') ?? '';
    let response: Response;
    try {
      response = await doFetch(path, {
        method,
        headers,
        credentials: 'same-origin',
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new ApiError('network', 0, null);
    }
    if (!response.ok) {
      const message = await serverMessage(response);
      // A failed sign-in is a 401 too; only an expired session sends the owner back.
      if (response.status === 401 && path !== '/api/owner/session') options.onUnauthorized?.();
      throw new ApiError('http', response.status, message);
    }
    if (response.status === 204) return undefined as T;
    try {
      return (await response.json()) as T;
    } catch {
      // A 200 whose body is not JSON (a proxy's page, a truncated answer) is a failed call.
      throw new ApiError('http', response.status, null);
    }
  }

  return {
    get: (path) => call('GET', path),
    send: (method, path, body) => call(method, path, body),
  };
}
