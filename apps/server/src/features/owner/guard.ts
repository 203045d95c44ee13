import { roleAllows, type Permission } from '@plinth/platform';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler, RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { requireCrumb } from '../../infra/http/crumb.ts';
import { siteOf } from '../site/index.ts';
import type { Contributor } from './contributors-repository.ts';
import { FORBIDDEN_MESSAGE } from './messages.ts';
import { requestOwnerToken } from './session-cookie.ts';
import { signedInContributor } from './session-service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call the route: an owner permission (the guard admits a contributor whose role has
     * it), `'site-user'` for a signed-in customer (the site-users feature's guard), or `'public'` for
     * a visitor route. Every API route declares one; a test walks the routes.
     */
    access?: Permission | 'site-user' | 'public';
  }
  interface FastifyRequest {
    /** The signed-in contributor, set by the guard on routes that declare a permission; null elsewhere. */
    contributor: Contributor | null;
  }
}

/** Methods that change nothing: they need the permission but not the crumb. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The pre-handler the guard puts in front of a route that declares `permission`. Sessions are per
 * site (by Host): a session of one site is no session on another.
 */
function permissionCheck(db: Kysely<Schema>, permission: Permission): preHandlerHookHandler {
  return async function ownerPermission(request: FastifyRequest): Promise<void> {
    const contributor = await signedInContributor(db, siteOf(request).id, requestOwnerToken(request));
    if (!roleAllows(contributor.role, permission)) throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
    request.contributor = contributor;
  };
}

/**
 * Guards owner routes by declaration: every route registered after this call whose config names a
 * permission (`{ config: { access: 'orders:read' } }`) gets, before its own pre-handlers, the check
 * — 401 `Sign in to continue.` without a live session on this site, 403 `Your role does not allow
 * this.` without the permission (docs/owner-api.md, the permission matrix) — and, when it changes
 * anything (not GET/HEAD), the crumb check (403 with `crumbFail`). A route cannot forget the guard:
 * it only declares what it needs.
 * @example app.get('/api/owner/orders', { config: { access: 'orders:read' } }, handler)
 */
export function installOwnerGuard(app: FastifyInstance): void {
  app.decorateRequest('contributor', null);
  const { db } = app.deps;
  app.addHook('onRoute', (route: RouteOptions) => {
    const access = route.config?.access;
    if (access === undefined || access === 'public' || access === 'site-user') return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const guards: preHandlerHookHandler[] = [permissionCheck(db, access)];
    if (methods.some((method) => !READ_METHODS.has(method))) guards.push(requireCrumb as preHandlerHookHandler);
    const own = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
    route.preHandler = [...guards, ...own];
  });
}

/** The contributor the guard admitted; throws when the route declared no permission (a wiring bug). */
export function ownerContributor(request: FastifyRequest): Contributor {
  if (!request.contributor) throw new Error(`${request.method} ${request.url} declares no owner permission`);
  return request.contributor;
}
