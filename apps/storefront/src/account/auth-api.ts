/**
 * The visitor's ways into an account: the password sign-in, (docs/accounts-api.md; the contract's site-users routes):
 * sign-up, e-mail verification, the e-mailed code and link, and the password reset. Every
 * answer that opens a session stores its xsrfToken. Nothing throws: failures are data.
 */
import type {
  siteUserCompletePasswordReset,
  siteUserEmailAccepted,
  siteUserRequestPasswordReset,
  siteUserRequestSignInCode,
  siteUserSignInWithCode,
  siteUserSignInWithLink,
  siteUserSignUp,
  siteUserVerifyEmail,
} from '@plinth/api';
import type { z } from 'zod';
import type { ApiResult } from '../json-api.ts';
import { keepToken, signIn, type SignInRequest } from './session-api.ts';
import { siteUserCaller, type SessionAnswer, type SiteUserCaller } from './site-user-call.ts';

/** The answer of every request that starts from an e-mail address (202, the same for unknown addresses). */
export type EmailAccepted = z.infer<typeof siteUserEmailAccepted>;

/** Paths of the routes (the contract's). */
export const AUTH_PATHS = Object.freeze({
  signUp: '/api/site-users/accounts',
  verify: '/api/site-users/account/verify',
  resendVerification: '/api/site-users/account/verification',
  requestCode: '/api/site-users/account/sign-in-code',
  signInWithCode: '/api/site-users/account/session/code',
  signInWithLink: '/api/site-users/account/session/link',
  requestReset: '/api/site-users/account/password-reset',
  completeReset: '/api/site-users/account/password-reset/complete',
});

/** The calls; each resolves the server's answer or a failure. */
export interface AuthApi {
  signIn(body: SignInRequest): Promise<ApiResult<SessionAnswer>>;
  signUp(body: z.input<typeof siteUserSignUp.body>): Promise<ApiResult<EmailAccepted>>;
  verify(body: z.input<typeof siteUserVerifyEmail.body>): Promise<ApiResult<SessionAnswer>>;
  resendVerification(): Promise<ApiResult<EmailAccepted>>;
  requestCode(body: z.input<typeof siteUserRequestSignInCode.body>): Promise<ApiResult<EmailAccepted>>;
  signInWithCode(body: z.input<typeof siteUserSignInWithCode.body>): Promise<ApiResult<SessionAnswer>>;
  signInWithLink(body: z.input<typeof siteUserSignInWithLink.body>): Promise<ApiResult<SessionAnswer>>;
  requestReset(body: z.input<typeof siteUserRequestPasswordReset.body>): Promise<ApiResult<EmailAccepted>>;
  completeReset(body: z.input<typeof siteUserCompletePasswordReset.body>): Promise<ApiResult<SessionAnswer>>;
}

/**
 * @param caller the customer API caller (tests pass one over a fake fetch)
 * @example await createAuthApi().requestCode({ email })
 */
export function createAuthApi(caller: SiteUserCaller = siteUserCaller): AuthApi {
  const { call } = caller;
  const session = async (path: string, body: unknown) => keepToken(await call<SessionAnswer>('POST', path, body), caller);
  return {
    signIn: (body) => signIn(body, caller),
    signUp: (body) => call('POST', AUTH_PATHS.signUp, body),
    verify: (body) => session(AUTH_PATHS.verify, body),
    resendVerification: () => caller.signedIn('POST', AUTH_PATHS.resendVerification),
    requestCode: (body) => call('POST', AUTH_PATHS.requestCode, body),
    signInWithCode: (body) => session(AUTH_PATHS.signInWithCode, body),
    signInWithLink: (body) => session(AUTH_PATHS.signInWithLink, body),
    requestReset: (body) => call('POST', AUTH_PATHS.requestReset, body),
    completeReset: (body) => session(AUTH_PATHS.completeReset, body),
  };
}

/** The page's calls. */
export const authApi: AuthApi = createAuthApi();
