import { z } from 'zod';
import { proofOfWorkKey } from './captcha.ts';
import { defineRoute, type ApiRoute } from '../api-route.ts';

/*
 * The site-users feature's routes (apps/server/src/features/site-users): customer sign-in and
 * sign-out (platform.md §3 "Site-user and session", §7 "Site-user account"). Signed-in routes
 * declare `access: 'site-user'`: 401 without a session, and their writes need the
 * X-SiteUser-XSRF-Token header with the token the sign-in answered.
 */

/** The header every signed-in customer write carries (platform.md §6). */
export const SITE_USER_XSRF_HEADER = 'X-SiteUser-XSRF-Token';

/** Minimum length of a customer's password (issue 11). */
export const MIN_SITE_USER_PASSWORD_LENGTH = 10;

/** A customer's e-mail address as typed (trimmed and lower-cased by the server). */
export const siteUserEmail = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(254, 'Email is too long.')
  .pipe(z.email('Email must be a valid e-mail address.'));

/** A new customer password: 10 to 200 characters. */
export const siteUserPassword = z
  .string({ error: 'Password is required.' })
  .min(MIN_SITE_USER_PASSWORD_LENGTH, `Password must be at least ${MIN_SITE_USER_PASSWORD_LENGTH} characters.`)
  .max(200, 'Password must be at most 200 characters.');

/** Longest `returnTo` a sign-up carries into its verification link. */
export const MAX_RETURN_TO_LENGTH = 500;

/**
 * A page of this site to come back to once the address is confirmed (the locked page a Join button
 * was pressed on): a path such as `/members/recipes`, never another site (`//host`, `/\host`).
 */
export const siteUserReturnTo = z
  .string({ error: 'returnTo must be text.' })
  .max(MAX_RETURN_TO_LENGTH, `returnTo must be at most ${MAX_RETURN_TO_LENGTH} characters.`)
  .refine((path) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\'), 'returnTo must be a path of this site, starting with a single /.');

/** The signed-in customer as the session answers show it. */
export const sessionSiteUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  locale: z.string().nullable(),
});

/** What every sign-in answers: the customer and the token for X-SiteUser-XSRF-Token. */
export const siteUserSession = z.object({ xsrfToken: z.string(), siteUser: sessionSiteUser });

/** POST /api/site-users/account/session: sign in (platform.md §3, §7). */
export const siteUserSignIn = defineRoute({
  method: 'POST',
  path: '/api/site-users/account/session',
  tag: 'site-users',
  access: 'public',
  summary: 'Signs a customer in with e-mail and password: sets the session and SiteUserInfo cookies, answers the xsrfToken (needs the crumb)',
  body: z.object({
    email: z.string({ error: 'Email is required.' }).trim().min(1, 'Email is required.').max(254, 'Email is too long.'),
    password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(200, 'Password is too long.'),
    rememberMe: z.boolean({ error: 'rememberMe must be true or false.' }).default(false),
    captchaKey: proofOfWorkKey,
  }),
  response: siteUserSession,
  errors: [401, 429],
});

/** GET /api/site-users/account/session: who is signed in (the client recovers a lost xsrfToken with it). */
export const siteUserWhoAmI = defineRoute({
  method: 'GET',
  path: '/api/site-users/account/session',
  tag: 'site-users',
  access: 'site-user',
  summary: 'The signed-in customer and the session xsrfToken (401 without a session)',
  response: siteUserSession,
});

/** DELETE /api/site-users/account/session?cloneCart=true|false: sign out (platform.md §7). */
export const siteUserSignOut = defineRoute({
  method: 'DELETE',
  path: '/api/site-users/account/session',
  tag: 'site-users',
  access: 'public',
  summary:
    'Signs out: ends the session, clears the cookies; cloneCart=true leaves a copy of the cart in the browser. A crumb mismatch answers 403 with crumbFail and a fresh crumb: the client repeats the call once',
  query: z.object({
    cloneCart: z.enum(['true', 'false'], { error: 'cloneCart must be true or false.' }).default('false').transform((value) => value === 'true'),
  }),
  response: z.object({ signedOut: z.literal(true), cartCloned: z.boolean() }),
});

/** POST /api/site-users/account/locale: the language a translation widget reports (platform.md §7). */
export const siteUserLocale = defineRoute({
  method: 'POST',
  path: '/api/site-users/account/locale',
  tag: 'site-users',
  access: 'site-user',
  summary: "Remembers the signed-in customer's language",
  body: z.object({
    language: z
      .string({ error: 'language is required.' })
      .trim()
      .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'language must be a language tag such as en-US.')
      .max(35, 'language is too long.'),
  }),
  response: z.object({ language: z.string() }),
});

/*
 * Sign-up, e-mail verification, passwordless sign-in and password reset (docs/accounts-api.md).
 * Every route that starts from an e-mail address answers 202 with the same body whether or not the
 * address has an account, so no one can probe who is a customer. The e-mailed secrets are single
 * use: a verification link lasts 24 hours, a sign-in code and link 15 minutes, a reset link 1 hour.
 */

/** How many digits an e-mailed sign-in code has. */
export const SIGN_IN_CODE_LENGTH = 6;

/** The secret of an e-mailed link (`?token=` of /account/verify, /account/sign-in-link, /account/reset-password). */
export const siteUserToken = z
  .string({ error: 'token is required.' })
  .trim()
  .min(1, 'token is required.')
  .max(200, 'token is too long.');

/** An e-mailed sign-in code: 6 digits (spaces typed between them are ignored). */
export const siteUserSignInCode = z
  .string({ error: 'Code is required.' })
  .max(20, 'Code must be the 6 digits from the e-mail.')
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(new RegExp(`^\\d{${SIGN_IN_CODE_LENGTH}}$`), 'Code must be the 6 digits from the e-mail.'));

/** The one answer of every route that starts from an e-mail address (202, known or unknown address alike). */
export const siteUserEmailAccepted = z.object({ accepted: z.literal(true), message: z.string() });

/** POST /api/site-users/accounts: create an account. */
export const siteUserSignUp = defineRoute({
  method: 'POST',
  path: '/api/site-users/accounts',
  tag: 'site-users',
  access: 'public',
  status: 202,
  summary:
    'Creates a customer account (unverified) and e-mails a verification link /account/verify?token=… (24 h; with &returnTo=<path> when `returnTo`, a path of this site, was given: the page goes there once confirmed); for an address that has an account, e-mails a note saying so instead. Same 202 answer either way; throttled per address (needs the crumb)',
  body: z.object({
    email: siteUserEmail,
    password: siteUserPassword,
    name: z.string({ error: 'Name must be text.' }).trim().max(200, 'Name must be at most 200 characters.').optional(),
    returnTo: siteUserReturnTo.optional(),
  }),
  response: siteUserEmailAccepted,
});

/** POST /api/site-users/account/verify: confirm the e-mail address (the /account/verify page's button). */
export const siteUserVerifyEmail = defineRoute({
  method: 'POST',
  path: '/api/site-users/account/verify',
  tag: 'site-users',
  access: 'public',
  summary:
    "Confirms the e-mail address with the link's token (single use, 24 h), joins the address's earlier guest orders to the account and signs the customer in; 400 for an unknown, used or expired token (needs the crumb)",
  body: z.object({ token: siteUserToken, rememberMe: z.boolean({ error: 'rememberMe must be true or false.' }).default(false) }),
  response: siteUserSession,
});

/** POST /api/site-users/account/verification: send the verification e-mail again. */
export const siteUserResendVerification = defineRoute({
  method: 'POST',
  path: '/api/site-users/account/verification',
  tag: 'site-users',
  access: 'site-user',
  status: 202,
  summary: "E-mails the signed-in customer a new verification link (the older ones stop working); 409 when the address is verified already; throttled",
  response: siteUserEmailAccepted,
});

/** POST /api/site-users/account/sign-in-code: e-mail a one-time code and link. */
export const siteUserRequestSignInCode = defineRoute({
  method: 'POST',
  path: '/api/site-users/account/sign-in-code',
  tag: 'site-users',
  access: 'public',
  status: 202,
  summary:
    'E-mails an account a 6-digit sign-in code and a link /account/sign-in-link?token=… (15 min, single use; a new request retires the older ones). Same 202 answer for an unknown address; throttled per address (needs the crumb)',
  body: z.object({ email: siteUserEmail }),
  response: siteUserEmailAccepted,
});

/** POST /api/site-users/account/session/code: sign in with the e-mailed code. */
export const siteUserSignInWithCode = defineRoute({
  method: 'POST',
  path: '/api/site-users/account/session/code',
  tag: 'site-users',
  access: 'public',
  summary:
    'Signs in with the e-mailed 6-digit code; a wrong, used or expired code answers 401 alike, 5 wrong codes spend it, and failures are throttled per account and address like passwords (429 with Retry-After; a valid captchaKey proof of work passes the slowing of the account) (needs the crumb)',
  body: z.object({ email: siteUserEmail, code: siteUserSignInCode, rememberMe: z.boolean({ error: 'rememberMe must be true or false.' }).default(false), captchaKey: proofOfWorkKey }),
  response: siteUserSession,
});

/** POST /api/site-users/account/session/link: sign in with the e-mailed link (the /account/sign-in-link page's Continue button). */
export const siteUserSignInWithLink = defineRoute({
  method: 'POST',
  path: '/api/site-users/account/session/link',
  tag: 'site-users',
  access: 'public',
  summary: "Signs in with the e-mailed link's token (single use, 15 min); 400 for an unknown, used or expired token (needs the crumb)",
  body: z.object({ token: siteUserToken, rememberMe: z.boolean({ error: 'rememberMe must be true or false.' }).default(false) }),
  response: siteUserSession,
});

/** POST /api/site-users/account/password-reset: e-mail a reset link. */
export const siteUserRequestPasswordReset = defineRoute({
  method: 'POST',
  path: '/api/site-users/account/password-reset',
  tag: 'site-users',
  access: 'public',
  status: 202,
  summary:
    'E-mails an account a link /account/reset-password?token=… (1 h, single use). Same 202 answer for an unknown address; throttled per address (needs the crumb)',
  body: z.object({ email: siteUserEmail }),
  response: siteUserEmailAccepted,
});

/** POST /api/site-users/account/password-reset/complete: set a new password. */
export const siteUserCompletePasswordReset = defineRoute({
  method: 'POST',
  path: '/api/site-users/account/password-reset/complete',
  tag: 'site-users',
  access: 'public',
  summary:
    "Sets a new password with the reset link's token, retires every reset token, ends the account's other sessions and signs in; 400 for an unknown, used or expired token (needs the crumb)",
  body: z.object({ token: siteUserToken, password: siteUserPassword, rememberMe: z.boolean({ error: 'rememberMe must be true or false.' }).default(false) }),
  response: siteUserSession,
});

/** The site-users feature's routes. */
export const siteUsersRoutes: readonly ApiRoute[] = [
  siteUserSignIn,
  siteUserWhoAmI,
  siteUserSignOut,
  siteUserLocale,
  siteUserSignUp,
  siteUserVerifyEmail,
  siteUserResendVerification,
  siteUserRequestSignInCode,
  siteUserSignInWithCode,
  siteUserSignInWithLink,
  siteUserRequestPasswordReset,
  siteUserCompletePasswordReset,
];
