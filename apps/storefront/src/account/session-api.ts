/**
 * Signing in and out (platform.md §3 "Site-user and session", §7 "Site-user account"):
 * `siteUserSignIn` stores the answered xsrfToken; `siteUserSignOut` (`?cloneCart=`)
 * is repeated once when the answer carries `crumbFail` (the refusal hands out a fresh crumb, read
 * again from the cookie on the repeat) and forgets the token.
 */
import type { RouteAnswer, RouteRequest } from '@plinth/api/client';
import { siteUserSignIn } from '@plinth/api/client/routes/siteUserSignIn';
import { siteUserSignOut } from '@plinth/api/client/routes/siteUserSignOut';
import type { ApiResult } from '../api/json-call.ts';
import { siteUserCaller, type SessionAnswer, type SiteUserCaller } from './site-user-call.ts';

/** The sign-in body. */
export type SignInRequest = RouteRequest<'siteUserSignIn'>['body'];

/** The sign-out answer. */
export type SignOutAnswer = RouteAnswer<'siteUserSignOut'>;

/** Signs in with e-mail and password; on success the token is stored. */
export async function signIn(request: SignInRequest, caller: SiteUserCaller = siteUserCaller): Promise<ApiResult<SessionAnswer>> {
  return keepToken(await caller.call(siteUserSignIn, { body: request }), caller);
}

/** Stores the token of any sign-in answer (password, code, link, verification, reset). */
export function keepToken<T extends { xsrfToken: string }>(result: ApiResult<T>, caller: SiteUserCaller = siteUserCaller): ApiResult<T> {
  if (result.ok) caller.tokens.set(result.value.xsrfToken);
  return result;
}

/**
 * Signs out; `cloneCart` leaves a copy of the cart in this browser. A `crumbFail` answer is
 * repeated once, never more. The stored token is forgotten whatever the answer: it is of no use
 * once the customer asked to leave.
 */
export async function signOut(cloneCart: boolean, caller: SiteUserCaller = siteUserCaller): Promise<ApiResult<SignOutAnswer>> {
  const request = { query: { cloneCart: cloneCart ? 'true' : 'false' } } as const;
  let result = await caller.call(siteUserSignOut, request);
  if (!result.ok && result.failure.crumbFailure) result = await caller.call(siteUserSignOut, request);
  caller.tokens.clear();
  return result;
}
