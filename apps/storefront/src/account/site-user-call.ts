/**
 * The JSON caller of the customer APIs (platform.md §6, decision 0006): like `api/json-call.ts` (the
 * crumb on writes, failures as data), and on signed-in writes the `X-SiteUser-XSRF-Token` header
 * with the token the sign-in answered. A missing token is recovered from the session
 * (`siteUserWhoAmI`) first; a write refused with 403 (a token of an earlier session) recovers it
 * and is repeated once.
 */
import type { RouteAnswer, RouteName, RouteRequestArgs, RouteRow } from '@plinth/api/client';
import { siteUserWhoAmI } from '@plinth/api/client/routes/siteUserWhoAmI';
import { createJsonCall, type ApiResult, type JsonApiOptions, type JsonCall } from '../api/json-call.ts';
import { createXsrfTokenStore, type XsrfTokenStore } from './xsrf-token.ts';

/** The header of signed-in writes (the contract's `SITE_USER_XSRF_HEADER`; a value import would bring zod into the bundle). */
export const SITE_USER_XSRF_HEADER = 'X-SiteUser-XSRF-Token';

/** The session's answer (`siteUserWhoAmI`, `siteUserSignIn` and every other sign-in): the token and the customer. */
export type SessionAnswer = RouteAnswer<'siteUserWhoAmI'>;

/** The signed-in customer as the session answers show them. */
export type SessionSiteUser = SessionAnswer['siteUser'];

/** The callers of the customer APIs. */
export interface SiteUserCaller {
  /** A visitor call: the crumb on writes (sign-in, sign-up, sign-out…). */
  call: JsonCall;
  /** A signed-in call: the XSRF token on writes, recovered when missing or refused. */
  signedIn: JsonCall;
  /** The stored token. */
  tokens: XsrfTokenStore;
  /** Asks the session for the customer and its token (stores the token; a 401 forgets it). */
  session(): Promise<ApiResult<SessionAnswer>>;
}

/** Options of {@link createSiteUserCaller}; the defaults are the browser's. */
export interface SiteUserCallerOptions extends JsonApiOptions {
  tokens?: XsrfTokenStore;
}

/**
 * @example const { signedIn } = createSiteUserCaller(); await signedIn(putAccountProfile, { body: { name } })
 */
export function createSiteUserCaller(options: SiteUserCallerOptions = {}): SiteUserCaller {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const tokens = options.tokens ?? createXsrfTokenStore();
  const call = createJsonCall({ fetch: doFetch, cookies: options.cookies });
  const withToken = createJsonCall({
    cookies: options.cookies,
    fetch: (input, init) => {
      const token = tokens.get();
      const headers = { ...(init?.headers as Record<string, string> | undefined), ...(token ? { [SITE_USER_XSRF_HEADER]: token } : {}) };
      return doFetch(input, { ...init, headers });
    },
  });

  async function session(): Promise<ApiResult<SessionAnswer>> {
    const result = await call(siteUserWhoAmI);
    if (result.ok) tokens.set(result.value.xsrfToken);
    else if (result.failure.status === 401) tokens.clear();
    return result;
  }

  const signedIn = async function signedIn<N extends RouteName>(route: RouteRow<N>, ...request: RouteRequestArgs<N>): Promise<ApiResult<RouteAnswer<N>>> {
    const write = route.method !== 'GET';
    if (write && !tokens.get()) await session();
    const result = await withToken(route, ...request);
    if (result.ok) return result;
    const { status, crumbFailure } = result.failure;
    if (status === 401) tokens.clear();
    if (write && status === 403 && !crumbFailure) {
      const recovered = await session();
      if (recovered.ok) return withToken(route, ...request);
    }
    return result;
  } as JsonCall;

  return { call, signedIn, tokens, session };
}

/** The page's caller (reads cookies and storage lazily, so importing it on the server is harmless). */
export const siteUserCaller: SiteUserCaller = createSiteUserCaller();
