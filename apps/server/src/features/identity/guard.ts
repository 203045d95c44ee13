import { SITE_USER_XSRF_HEADER } from '@plinth/api';
import { roleAllows, type Permission } from '@plinth/platform';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler, RouteOptions } from 'fastify';
import { AppError } from '../../infra/errors/app-error.ts';
import { requireCrumb } from '../../infra/http/crumb.ts';
import { requireSameOrigin } from '../../infra/http/same-origin.ts';
import type { Contributor, SiteUser } from './actors.ts';
import { currentContributor, currentCustomerSession } from './current-session.ts';
import { CUSTOMER_SIGN_IN_MESSAGE, FORBIDDEN_MESSAGE, XSRF_MESSAGE } from './messages.ts';
import type { SiteUserSession } from './session-store.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call the route: an owner permission (the guard admits a contributor whose role has
     * it), `'site-user'` for a signed-in customer, or `'public'` for a visitor route. Every API route
     * declares one; a test walks the routes.
     */
    access?: Permission | 'site-user' | 'public';
  }
  interface FastifyRequest {
    /** The signed-in contributor, set by the guard on routes that declare a permission; null elsewhere. */
    contributor: Contributor | null;
    /** The signed-in customer's session, set by the guard on `access: 'site-user'` routes; null elsewhere. */
    siteUserSession: SiteUserSession | null;
  }
}

/** Methods that change nothing: they need the session (and the permission) but not the write check. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const XSRF_HEADER = SITE_USER_XSRF_HEADER.toLowerCase();

/**
 * The one guard, by declaration: every route registered after this call gets, before its own
 * pre-handlers, the checks its `config.access` names.
 * - an owner permission (`'orders:read'`): 401 `Sign in to continue.` without a live owner session
 *   on this site, 403 `Your role does not allow this.` without the permission (docs/owner-api.md, the
 *   permission matrix), and for a write (not GET/HEAD) the `Origin` check (403 when a browser sent
 *   it from another origin, `infra/http/same-origin.ts`) and the crumb check (403 with `crumbFail`);
 * - `'site-user'`: 401 without a live customer session on this site and, for a write, 403 unless
 *   `X-SiteUser-XSRF-Token` equals the session's token (decisions/0006);
 * - `'public'` (or nothing): no check here.
 * A route cannot forget its guard: it only declares what it needs.
 * @example app.get('/api/owner/orders', { config: { access: 'orders:read' } }, handler)
 */
export function installAccessGuard(app: FastifyInstance): void {
  app.decorateRequest('contributor', null);
  app.decorateRequest('siteUserSession', null);
  const { db, now } = app.deps;

  const ownerCheck = (permission: Permission): preHandlerHookHandler =>
    async function ownerPermission(request: FastifyRequest): Promise<void> {
      const contributor = await currentContributor(db, request);
      if (!roleAllows(contributor.role, permission)) throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
      request.contributor = contributor;
    };

  const customerCheck = (writes: boolean): preHandlerHookHandler =>
    async function siteUserGuard(request: FastifyRequest): Promise<void> {
      const session = await currentCustomerSession(db, request, now());
      if (!session) throw new AppError('UNAUTHENTICATED', CUSTOMER_SIGN_IN_MESSAGE);
      if (writes && request.headers[XSRF_HEADER] !== session.xsrfToken) throw new AppError('FORBIDDEN', XSRF_MESSAGE);
      request.siteUserSession = session;
    };

  app.addHook('onRoute', (route: RouteOptions) => {
    const access = route.config?.access;
    if (access === undefined || access === 'public') return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const writes = methods.some((method) => !READ_METHODS.has(method));
    const ownerWrite = [requireSameOrigin as preHandlerHookHandler, requireCrumb as preHandlerHookHandler];
    const guards = access === 'site-user' ? [customerCheck(writes)] : [ownerCheck(access), ...(writes ? ownerWrite : [])];
    const own = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
    route.preHandler = [...guards, ...own];
  });
}

/** The contributor the guard admitted; throws when the route declared no owner permission (a wiring bug). */
export function ownerContributor(request: FastifyRequest): Contributor {
  if (!request.contributor) throw new Error(`${request.method} ${request.url} declares no owner permission`);
  return request.contributor;
}

/** The customer the guard admitted; throws when the route did not declare `access: 'site-user'` (a wiring bug). */
export function signedInSiteUser(request: FastifyRequest): SiteUser {
  if (!request.siteUserSession) throw new Error(`${request.method} ${request.url} does not declare access: 'site-user'`);
  return request.siteUserSession.siteUser;
}
