/**
 * The storefront's JSON transport: sends a request made from a route's row (`requestTo`). Cookies
 * are sent (`credentials: 'same-origin'`), state-changing calls carry `X-CSRF-Token` = the `crumb`
 * cookie, and nothing throws: a failure is data, `{ status, serverMessage }` (status 0 = no answer).
 * Apart from json-call.ts so the product page's runtime (the cart) carries only this.
 */
import type { RowRequest } from '@plinth/api/client';
import { readCookie } from '@plinth/platform/cookies';
import { CRUMB_COOKIE } from '../cookies.ts';

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

/** The server's error text of a JSON body (`{ error: { message } }`), or null. */
export function errorMessageOf(body: unknown): string | null {
  const error = (body as { error?: { message?: unknown } } | null)?.error;
  return typeof error?.message === 'string' ? error.message : null;
}

/** Sends a prepared request of the contract's client as JSON: the transport under {@link JsonCall}. */
export function createJsonTransport(options: JsonApiOptions = {}): (request: RowRequest) => Promise<ApiResult<unknown>> {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const cookies = options.cookies ?? (() => document.cookie);
  return async ({ method, url, body }) => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (method !== 'GET') headers['X-CSRF-Token'] = readCookie(cookies(), CRUMB_COOKIE) ?? '';
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await doFetch(url, { method, headers, credentials: 'same-origin', body: body === undefined ? undefined : JSON.stringify(body) });
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
    return { ok: true, value: json };
  };
}
