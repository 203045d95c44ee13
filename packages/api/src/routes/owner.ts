import { CONTRIBUTOR_ROLES, WEBSITE_STATUSES, type ContributorRole, type WebsiteStatus } from '@plinth/platform';
import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';
import { proofOfWorkKey } from './captcha.ts';

/*
 * The owner feature's routes (apps/server/src/features/owner): sign-in and contributors
 * (docs/owner-api.md "Session", "Contributors"), and the zod pieces every owner route shares.
 * Messages name their field, so the server's zod error sentence shows them as they are.
 */

/** A route's `:id`. */
export const idParams = z.object({ id: z.string().trim().min(1, 'id is required').max(100, 'id is too long') });

/** A contributor role name (platform.md §3 Enumerations). */
export const roleSchema = z.enum(Object.keys(CONTRIBUTOR_ROLES) as [ContributorRole, ...ContributorRole[]], {
  error: `Role must be one of ${Object.keys(CONTRIBUTOR_ROLES).join(', ')}.`,
});

/** An e-mail address. */
export const emailSchema = z
  .string({ error: 'Email is required.' })
  .trim()
  .max(254, 'Email is too long.')
  .pipe(z.email('Email must be a valid e-mail address.'));

/** Minimum password length for contributors. */
export const MIN_PASSWORD_LENGTH = 8;

/** A new password: 8 to 200 characters. */
export const passwordSchema = z
  .string({ error: 'Password is required.' })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(200, 'Password must be at most 200 characters.');

/** A list cursor (opaque to the client). */
export const cursorQuery = z.string().max(200, 'cursor is too long').optional();

/** Page size: 1 to 100, default 25 (query strings arrive as text). */
export const limitQuery = z.coerce
  .number({ error: 'limit must be a number.' })
  .int('limit must be a whole number.')
  .min(1, 'limit must be at least 1.')
  .max(100, 'limit must be at most 100.')
  .default(25);

/** The signed-in contributor as the session answers show it. */
export const sessionContributor = z.object({
  id: z.string(),
  websiteId: z.string(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
});

/** A contributor as the contributors list shows it (never the password hash). */
export const contributorJson = sessionContributor.extend({ createdAt: z.number().int() });

/** POST /api/owner/session: sign in (the e-mail is compared trimmed and lower-cased). */
export const signIn = defineRoute({
  method: 'POST',
  path: '/api/owner/session',
  tag: 'owner',
  access: 'public',
  summary:
    'Signs a contributor in: sets the httpOnly plinth_owner cookie and the trusted-device cookie (needs the crumb); 401 for a wrong password, 429 with Retry-After when the address is used up or the account is slowed (a valid captchaKey proof of work passes the slowing)',
  body: z.object({
    email: z.string({ error: 'Email is required.' }).trim().min(1, 'Email is required.').max(254, 'Email is too long.'),
    password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(200, 'Password is too long.'),
    captchaKey: proofOfWorkKey,
  }),
  response: z.object({ contributor: sessionContributor }),
  errors: [401, 429],
});

/** The 202 of a sign-in link request: the same whether or not the e-mail has an account. */
export const OWNER_SIGN_IN_LINK_ACCEPTED = 'If a contributor uses that address, we sent it a sign-in link. It works once, for 15 minutes.';

/** What the sign-in page says after a link that was forged, expired or used (`/config/login?link=invalid`). */
export const OWNER_SIGN_IN_LINK_INVALID = 'This sign-in link has expired or was already used. Ask for a new one.';

/** POST /api/owner/session/link: e-mail a one-time sign-in link. */
export const requestOwnerSignInLink = defineRoute({
  method: 'POST',
  path: '/api/owner/session/link',
  tag: 'owner',
  access: 'public',
  summary: 'E-mails the contributor a one-time sign-in link (15 minutes); answers 202 the same whether or not the address has an account (needs the crumb)',
  body: z.object({
    email: z.string({ error: 'Email is required.' }).trim().min(1, 'Email is required.').max(254, 'Email is too long.'),
  }),
  response: z.object({ accepted: z.literal(true), message: z.string() }),
  status: 202,
  errors: [429],
});

/** GET /api/owner/session: who is signed in, and the site's currency and time zone. */
export const getSession = defineRoute({
  method: 'GET',
  path: '/api/owner/session',
  tag: 'owner',
  access: 'public',
  summary: "The signed-in contributor and the site's currency, time zone and name (401 without a session)",
  response: z.object({ contributor: sessionContributor, currency: z.string(), timeZone: z.string(), siteName: z.string() }),
  errors: [401],
});

/** DELETE /api/owner/session: sign out. */
export const signOut = defineRoute({
  method: 'DELETE',
  path: '/api/owner/session',
  tag: 'owner',
  access: 'public',
  summary: 'Signs out: deletes the session and clears the cookie (needs the crumb)',
  responseType: 'empty',
  status: 204,
});

/** GET /api/owner/contributors. */
export const listContributors = defineRoute({
  method: 'GET',
  path: '/api/owner/contributors',
  tag: 'owner',
  access: 'contributors:manage',
  summary: "The site's contributors, by e-mail",
  response: z.object({ contributors: z.array(contributorJson) }),
});

/** POST /api/owner/contributors. */
export const addContributor = defineRoute({
  method: 'POST',
  path: '/api/owner/contributors',
  tag: 'owner',
  access: 'contributors:manage',
  summary: 'Adds a contributor who can sign in with the password (409 for an e-mail the site has)',
  body: z.object({
    email: emailSchema,
    name: z.string({ error: 'Name must be text.' }).trim().max(100, 'Name must be at most 100 characters.').optional(),
    role: roleSchema,
    password: passwordSchema,
  }),
  response: z.object({ contributor: contributorJson }),
  status: 201,
});

/** PATCH /api/owner/contributors/:id. */
export const changeContributorRole = defineRoute({
  method: 'PATCH',
  path: '/api/owner/contributors/:id',
  tag: 'owner',
  access: 'contributors:manage',
  summary: "Changes a contributor's role, at once for open sessions (409 for the site's last ADMIN)",
  params: idParams,
  body: z.object({ role: roleSchema }),
  response: z.object({ contributor: contributorJson }),
});

/** The owner feature's routes. */
/** A website status name (platform.md §3 Enumerations: EXPIRED 1 … INTERNAL 6 … PAID 8 … ENTERPRISE 15). */
export const websiteStatusSchema = z.enum(Object.keys(WEBSITE_STATUSES) as [WebsiteStatus, ...WebsiteStatus[]], {
  error: `status must be one of ${Object.keys(WEBSITE_STATUSES).join(', ')}.`,
});

/** The site's status as the owner sees it. */
export const siteStatusJson = z.object({
  status: websiteStatusSchema,
  /** Its code in the catalogue. */
  code: z.number().int(),
  /** Whether `?experiment.<name>=<variant>` picks a variant on the site's pages (only when INTERNAL). */
  experimentOverrides: z.boolean(),
});

/** GET /api/owner/site/status. */
export const getSiteStatus = defineRoute({
  method: 'GET',
  path: '/api/owner/site/status',
  tag: 'owner',
  access: 'reports:read',
  summary: "The site's status (default PAID) and whether experiment overrides by query parameter are on (INTERNAL only)",
  response: siteStatusJson,
});

/** PUT /api/owner/site/status. */
export const setSiteStatus = defineRoute({
  method: 'PUT',
  path: '/api/owner/site/status',
  tag: 'owner',
  access: 'settings:write',
  summary: "Sets the site's status, e.g. INTERNAL to try experiment variants with ?experiment.<name>=<variant>, PAID to stop that",
  body: z.strictObject({ status: websiteStatusSchema }, { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown setting: ${issue.keys.join(', ')}.` : 'The body must be a JSON object with status.') }),
  response: siteStatusJson,
});

export const ownerRoutes: readonly ApiRoute[] = [signIn, requestOwnerSignInLink, getSession, signOut, listContributors, addContributor, changeContributorRole, getSiteStatus, setSiteStatus];
