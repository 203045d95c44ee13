import { readCookie } from '@plinth/platform';
import { createContractClient, requestFor, type ContractClient, type PreparedRequest, type RouteName, type RouteRequestArgs } from '@plinth/api/client';
import { ApiError } from './api-error.ts';

/** Methods that change state: they carry the crumb in `X-CSRF-Token`. */
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The session's own routes: a 401 there is a failed sign-in or no session yet, not an expired one. */
const SESSION_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>(['signIn', 'requestOwnerSignInLink', 'getSession', 'signOut']);

/** Options of {@link createApiClient}; the defaults are the browser's. */
export interface ApiClientOptions {
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** The current cookie string. @default () => document.cookie */
  cookies?: () => string;
  /** Called on a 401 from any call but the session's own: the session is gone. */
  onUnauthorized?: () => void;
}

/**
 * The owner API by route name (the contract's typed client). Every call rejects with {@link ApiError}.
 * `urlFor` is for what fetch does not carry: a link that downloads a file, an upload with progress.
 */
export interface ApiClient extends ContractClient {
  urlFor<N extends RouteName>(name: N, ...request: RouteRequestArgs<N>): string;
  /** A storefront page's JSON context (`/?format=json`): not an API route, read the same way. */
  storefrontJson<T>(path: string): Promise<T>;
}

/** Reads `{ error: { message } }` from a refusal, if the body has one, and whether it asks for a proof of work. */
async function refusalOf(response: Response): Promise<{ message: string | null; proofOfWork: boolean }> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown }; proofOfWork?: unknown } | null;
    const message = body?.error?.message;
    return { message: typeof message === 'string' && message ? message : null, proofOfWork: body?.proofOfWork === true };
  } catch {
    return { message: null, proofOfWork: false };
  }
}

/**
 * Creates the client. Same-origin credentials (the httpOnly owner cookie), JSON
 * both ways, the crumb echoed on writes, and every failure turned into an
 * ApiError so views can pick the platform.md §8 wording.
 * @example const api = createApiClient({ onUnauthorized: () => navigate('/config/login') });
 *          const { contributor } = await api.call('getSession');
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const cookies = options.cookies ?? (() => document.cookie);

  async function send({ method, url, body, route }: Omit<PreparedRequest, 'route'> & { route: RouteName | null }): Promise<unknown> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (WRITES.has(method)) headers['x-csrf-token'] = readCookie(cookies(), 'crumb') ?? '';
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers,
        credentials: 'same-origin',
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new ApiError('network', 0, null);
    }
    if (!response.ok) {
      const { message, proofOfWork } = await refusalOf(response);
      // A failed sign-in is a 401 too; only an expired session sends the owner back.
      if (response.status === 401 && !(route && SESSION_ROUTES.has(route))) options.onUnauthorized?.();
      throw new ApiError('http', response.status, message, proofOfWork);
    }
    if (response.status === 204) return undefined;
    try {
      return await response.json();
    } catch {
      // A 200 whose body is not JSON (a proxy's page, a truncated answer) is a failed call.
      throw new ApiError('http', response.status, null);
    }
  }

  return {
    ...createContractClient(send),
    urlFor: (name, ...request) => requestFor(name, ...request).url,
    // Typed by the caller: a page context is the template's JSON, outside the contract.
    storefrontJson: (path) => send({ method: 'GET', url: path, body: undefined, route: null }) as never,
  };
}
