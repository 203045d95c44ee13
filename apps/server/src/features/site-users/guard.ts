import { SITE_USER_XSRF_HEADER } from '@plinth/api';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler, RouteOptions } from 'fastify';
import { AppError } from '../../infra/errors/app-error.ts';
import { currentSiteUserSession } from './current-site-user.ts';
import { SIGN_IN_MESSAGE, XSRF_MESSAGE } from './messages.ts';
import type { SiteUserSession } from './sessions-repository.ts';
import type { SiteUser } from './site-users-repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer's session, set by the guard on `access: 'site-user'` routes; null elsewhere. */
    siteUserSession: SiteUserSession | null;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const XSRF_HEADER = SITE_USER_XSRF_HEADER.toLowerCase();

/**
 * Guards customer routes by declaration: every route registered after this call with
 * `config: { access: 'site-user' }` gets, before its own pre-handlers, the session check (401
 * without a live session on this site) and, when it changes anything, the X-SiteUser-XSRF-Token
 * check (403 unless it equals the session's token).
 */
export function installSiteUserGuard(app: FastifyInstance): void {
  app.decorateRequest('siteUserSession', null);
  const { db, now } = app.deps;
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.config?.access !== 'site-user') return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const writes = methods.some((method) => !READ_METHODS.has(method));
    const guard: preHandlerHookHandler = async function siteUserGuard(request: FastifyRequest) {
      const session = await currentSiteUserSession(db, request, now());
      if (!session) throw new AppError('UNAUTHENTICATED', SIGN_IN_MESSAGE);
      if (writes && request.headers[XSRF_HEADER] !== session.xsrfToken) throw new AppError('FORBIDDEN', XSRF_MESSAGE);
      request.siteUserSession = session;
    };
    const own = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
    route.preHandler = [guard, ...own];
  });
}

/** The customer the guard admitted; throws when the route did not declare `access: 'site-user'` (a wiring bug). */
export function signedInSiteUser(request: FastifyRequest): SiteUser {
  if (!request.siteUserSession) throw new Error(`${request.method} ${request.url} does not declare access: 'site-user'`);
  return request.siteUserSession.siteUser;
}
