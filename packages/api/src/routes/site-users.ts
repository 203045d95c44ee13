import { z } from 'zod';
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
  }),
  response: siteUserSession,
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

/** The site-users feature's routes. */
export const siteUsersRoutes: readonly ApiRoute[] = [siteUserSignIn, siteUserWhoAmI, siteUserSignOut, siteUserLocale];
