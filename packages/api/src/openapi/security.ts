import type { ApiRoute } from '../api-route.ts';
import { SITE_USER_XSRF_HEADER } from '../routes/site-users.ts';
import { crumbOf } from './visitor-crumb.ts';

/*
 * Who may call a route, as OpenAPI security: an owner's session cookie (plus the crumb on writes), a
 * customer's session cookie (plus its XSRF header on writes), an API key, or a visitor — with the
 * crumb where the route changes something for the visitor. The cookie names are the server's
 * (`features/api-docs/api-routes.test.ts` checks them against it).
 */

/** The owner session cookie (`features/identity/session-cookies.ts`). */
export const OWNER_SESSION_COOKIE = 'plinth_owner';
/** The customer session cookie (`features/identity/session-cookies.ts`). */
export const SITE_USER_SESSION_COOKIE = 'plinth_site_user';
/** The visitor's crumb cookie and the header that echoes it (`infra/http/crumb.ts`). */
export const CRUMB_COOKIE_NAME = 'crumb';
export const CRUMB_HEADER_NAME = 'X-CSRF-Token';

type JsonObject = Record<string, unknown>;

/** The security schemes every operation's `security` names. */
export const SECURITY_SCHEMES: Readonly<Record<string, JsonObject>> = {
  ownerSession: {
    type: 'apiKey',
    in: 'cookie',
    name: OWNER_SESSION_COOKIE,
    description: 'The session of a signed-in owner or contributor (POST /api/owner/session). Routes that name a permission answer 401 without it and 403 when the role lacks the permission (docs/owner-api.md).',
  },
  crumb: {
    type: 'apiKey',
    in: 'cookie',
    name: CRUMB_COOKIE_NAME,
    description: 'The visitor crumb, set by any page. Writes echo it in the X-CSRF-Token header (a beacon in its body); a missing or different one is a 403 with `crumbFail: true`.',
  },
  csrfToken: {
    type: 'apiKey',
    in: 'header',
    name: CRUMB_HEADER_NAME,
    description: 'The value of the `crumb` cookie, sent on every owner write and on the visitor writes that name it (double-submit).',
  },
  siteUserSession: {
    type: 'apiKey',
    in: 'cookie',
    name: SITE_USER_SESSION_COOKIE,
    description: "A signed-in customer's session (POST /api/site-users/account/session): 401 without it (docs/accounts-api.md).",
  },
  siteUserXsrf: {
    type: 'apiKey',
    in: 'header',
    name: SITE_USER_XSRF_HEADER,
    description: "The customer session's own token (from GET /api/site-users/account/session), sent on every customer write: 403 without it.",
  },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    description: "An API key made in the dashboard's API keys panel (docs/public-api.md): 401 without a valid one, 403 when it lacks the route's scope.",
  },
};

/** Methods that change nothing: no crumb or XSRF token is asked for them. */
export function isWrite(route: ApiRoute): boolean {
  return route.method !== 'GET';
}

/**
 * The operation's `security`: each entry is one way in, every scheme of an entry is needed. A visitor
 * route that needs nothing answers `[]`.
 * @example securityOf(updateOrder) // [{ ownerSession: [], crumb: [], csrfToken: [] }]
 */
export function securityOf(route: ApiRoute): Record<string, string[]>[] {
  if (route.auth === 'bearer') return [{ apiKey: [] }];
  if (isOwnerAccess(route.access)) return [isWrite(route) ? { ownerSession: [], crumb: [], csrfToken: [] } : { ownerSession: [] }];
  if (route.access === 'site-user') return [isWrite(route) ? { siteUserSession: [], siteUserXsrf: [] } : { siteUserSession: [] }];
  const crumb = crumbOf(route);
  if (crumb === 'header') return [{ crumb: [], csrfToken: [] }];
  if (crumb === 'body') return [{ crumb: [] }];
  return [];
}

/** True for a route that names an owner permission (not `'public'`, not `'site-user'`). */
export function isOwnerAccess(access: ApiRoute['access']): boolean {
  return access !== 'public' && access !== 'site-user';
}
