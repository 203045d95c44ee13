/**
 * The visitor's ways into an account: the password sign-in, (docs/accounts-api.md; the contract's site-users routes):
 * sign-up, e-mail verification, the e-mailed code and link, and the password reset. Every
 * answer that opens a session stores its xsrfToken. Nothing throws: failures are data.
 */
import type { RouteAnswer, RouteName, RouteRequest } from '@plinth/api/client';
import { siteUserCompletePasswordReset } from '@plinth/api/client/routes/siteUserCompletePasswordReset';
import { siteUserRequestPasswordReset } from '@plinth/api/client/routes/siteUserRequestPasswordReset';
import { siteUserRequestSignInCode } from '@plinth/api/client/routes/siteUserRequestSignInCode';
import { siteUserResendVerification } from '@plinth/api/client/routes/siteUserResendVerification';
import { siteUserSignInWithCode } from '@plinth/api/client/routes/siteUserSignInWithCode';
import { siteUserSignInWithLink } from '@plinth/api/client/routes/siteUserSignInWithLink';
import { siteUserSignUp } from '@plinth/api/client/routes/siteUserSignUp';
import { siteUserVerifyEmail } from '@plinth/api/client/routes/siteUserVerifyEmail';
import type { ApiResult } from '../api/json-call.ts';
import { keepToken, signIn, type SignInRequest } from './session-api.ts';
import { siteUserCaller, type SessionAnswer, type SiteUserCaller } from './site-user-call.ts';

/** The answer of every request that starts from an e-mail address (202, the same for unknown addresses). */
export type EmailAccepted = RouteAnswer<'siteUserSignUp'>;

/** A route's body. */
type BodyOf<N extends RouteName> = RouteRequest<N>['body'];

/** The calls; each resolves the server's answer or a failure. */
export interface AuthApi {
  signIn(body: SignInRequest): Promise<ApiResult<SessionAnswer>>;
  signUp(body: BodyOf<'siteUserSignUp'>): Promise<ApiResult<EmailAccepted>>;
  verify(body: BodyOf<'siteUserVerifyEmail'>): Promise<ApiResult<SessionAnswer>>;
  resendVerification(): Promise<ApiResult<EmailAccepted>>;
  requestCode(body: BodyOf<'siteUserRequestSignInCode'>): Promise<ApiResult<EmailAccepted>>;
  signInWithCode(body: BodyOf<'siteUserSignInWithCode'>): Promise<ApiResult<SessionAnswer>>;
  signInWithLink(body: BodyOf<'siteUserSignInWithLink'>): Promise<ApiResult<SessionAnswer>>;
  requestReset(body: BodyOf<'siteUserRequestPasswordReset'>): Promise<ApiResult<EmailAccepted>>;
  completeReset(body: BodyOf<'siteUserCompletePasswordReset'>): Promise<ApiResult<SessionAnswer>>;
}

/**
 * @param caller the customer API caller (tests pass one over a fake fetch)
 * @example await createAuthApi().requestCode({ email })
 */
export function createAuthApi(caller: SiteUserCaller = siteUserCaller): AuthApi {
  const { call } = caller;
  return {
    signIn: (body) => signIn(body, caller),
    signUp: (body) => call(siteUserSignUp, { body }),
    verify: async (body) => keepToken(await call(siteUserVerifyEmail, { body }), caller),
    resendVerification: () => caller.signedIn(siteUserResendVerification),
    requestCode: (body) => call(siteUserRequestSignInCode, { body }),
    signInWithCode: async (body) => keepToken(await call(siteUserSignInWithCode, { body }), caller),
    signInWithLink: async (body) => keepToken(await call(siteUserSignInWithLink, { body }), caller),
    requestReset: (body) => call(siteUserRequestPasswordReset, { body }),
    completeReset: async (body) => keepToken(await call(siteUserCompletePasswordReset, { body }), caller),
  };
}

/** The page's calls. */
export const authApi: AuthApi = createAuthApi();
