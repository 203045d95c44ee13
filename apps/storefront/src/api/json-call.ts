/**
 * A small JSON client for the visitor API beyond the cart (checkout,
 * subscriptions, gift cards, inventory, cart-entry forms). Like `cart-api.ts`:
 * cookies are sent (`credentials: 'same-origin'`), state-changing calls carry
 * `X-CSRF-Token` = the `crumb` cookie, and nothing throws: a failure is data,
 * `{ status, serverMessage }` (status 0 = no answer).
 */
import { readCookie } from '@plinth/platform/cookies';
import { CRUMB_COOKIE } from './cookies.ts';

/** Why a call failed. */
export interface ApiFailure {
  status: number;
  /** The server answered 403 with `crumbFail: true` (stale or missing crumb). */
  crumbFailure: boolean;
  /** `error.message` of the JSON answer, when there was one. */
  serverMessage: string | null;
}

/** Outcome of a call. */
export type ApiResult<T> = { ok: true; value: T } | { ok: false; failure: ApiFailure };

/** Dependencies; the defaults are the browser's. */
export interface JsonApiOptions {
  fetch?: typeof globalThis.fetch;
  cookies?: () => string;
}

/** Calls `path` with `method` (and a JSON body); resolves the JSON answer or a failure. */
export type JsonCall = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => Promise<ApiResult<T>>;

/** The server's error text of a JSON body (`{ error: { message } }`), or null. */
export function errorMessageOf(body: unknown): string | null {
  const error = (body as { error?: { message?: unknown } } | null)?.error;
  return typeof error?.message === 'string' ? error.message : null;
}

/**
 * Creates a caller.
 * @example const call = createJsonCall(); const result = await call('GET', '/api/commerce/checkout');
 */
export function createJsonCall(options: JsonApiOptions = {}): JsonCall {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const cookies = options.cookies ?? (() => document.cookie);
  return async function call<T>(method: string, path: string, body?: unknown): Promise<ApiResult<T>> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (method !== 'GET') headers['X-CSRF-Token'] = readCookie(cookies(), CRUMB_COOKIE) ?? '';
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await doFetch(path, { method, headers, credentials: 'same-origin', body: body === undefined ? undefined : JSON.stringify(body) });
    } catch {
      return { ok: false, failure: { status: 0, crumbFailure: false, serverMessage: null } };
    }
    let json: unknown = null;
    try {
      json = await response.json();
    } catch {
      // not JSON
    }
    if (!response.ok || json === null) {
      return { ok: false, failure: { status: response.status, crumbFailure: (json as { crumbFail?: unknown } | null)?.crumbFail === true, serverMessage: errorMessageOf(json) } };
    }
    return { ok: true, value: json as T };
  } as JsonCall;
}

/** The page's caller (reads cookies lazily, so importing it on the server is harmless). */
export const jsonCall: JsonCall = createJsonCall();
