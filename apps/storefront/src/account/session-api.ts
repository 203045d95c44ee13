/**
 * Signing in and out (platform.md §3 "Site-user and session", §7 "Site-user account"):
 * `POST /api/site-users/account/session` stores the answered xsrfToken; `DELETE …?cloneCart=`
 * is repeated once when the answer carries `crumbFail` (the refusal hands out a fresh crumb, read
 * again from the cookie on the repeat) and forgets the token.
 */
import type { siteUserSignIn, siteUserSignOut } from '@plinth/api';
import type { z } from 'zod';
import type { ApiResult } from '../json-api.ts';
import { SESSION_PATH, siteUserCaller, type SessionAnswer, type SiteUserCaller } from './site-user-call.ts';

/** The sign-in body. */
export type SignInRequest = z.input<typeof siteUserSignIn.body>;

/** The sign-out answer. */
export type SignOutAnswer = z.infer<typeof siteUserSignOut.response>;

/** Signs in with e-mail and password; on success the token is stored. */
export async function signIn(request: SignInRequest, caller: SiteUserCaller = siteUserCaller): Promise<ApiResult<SessionAnswer>> {
  return keepToken(await caller.call<SessionAnswer>('POST', SESSION_PATH, request), caller);
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
  const path = `${SESSION_PATH}?cloneCart=${cloneCart ? 'true' : 'false'}`;
  let result = await caller.call<SignOutAnswer>('DELETE', path);
  if (!result.ok && result.failure.crumbFailure) result = await caller.call<SignOutAnswer>('DELETE', path);
  caller.tokens.clear();
  return result;
}
