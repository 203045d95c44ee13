import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler, RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { roleAllows, type Permission } from '@plinth/platform';
import type { Contributor } from './contributors-repository.ts';
import { findOwnerSession } from './sessions-repository.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { requireCrumb } from '../../infra/http/crumb.ts';
import { errorBody } from '../../infra/errors/error-handler.ts';
import { siteOf } from '../site/index.ts';
import { requestOwnerToken } from './session-cookie.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call the route: an owner permission (the guard admits a contributor whose role has
     * it), or `'public'` for a visitor route. Every API route declares one; a test walks the routes.
     */
    access?: Permission | 'public';
  }
  interface FastifyRequest {
    /** The signed-in contributor, set by the guard on routes that declare a permission; null elsewhere. */
    contributor: Contributor | null;
  }
}

/** Answer without an owner session. */
export const SIGN_IN_MESSAGE = 'Sign in to continue.';
/** Answer when the contributor's role lacks the permission. */
export const FORBIDDEN_MESSAGE = 'Your role does not allow this.';

/** Methods that change nothing: they need the permission but not the crumb. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The contributor signed in to the request's website (by Host), or null. Sessions are per site: a
 * session of one site is no session on another.
 */
export async function loadOwner(db: Kysely<Schema>, request: FastifyRequest): Promise<Contributor | null> {
  const token = requestOwnerToken(request);
  if (!token) return null;
  return findOwnerSession(db, siteOf(request).id, token);
}

/** The pre-handler the guard puts in front of a route that declares `permission`. */
function permissionCheck(db: Kysely<Schema>, permission: Permission): preHandlerHookHandler {
  return async function ownerPermission(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const contributor = await loadOwner(db, request);
    if (!contributor) {
      await reply.code(401).send(errorBody(SIGN_IN_MESSAGE));
      return;
    }
    if (!roleAllows(contributor.role, permission)) {
      await reply.code(403).send(errorBody(FORBIDDEN_MESSAGE));
      return;
    }
    request.contributor = contributor;
  };
}

/**
 * Guards owner routes by declaration: every route registered after this call whose config names a
 * permission (`{ config: { access: 'orders:read' } }`) gets, before its own pre-handlers, the check
 * — 401 `Sign in to continue.` without a live session on this site, 403 `Your role does not allow
 * this.` without the permission — and, when it changes anything (not GET/HEAD), the crumb check
 * (403 with `crumbFail`). A route cannot forget the guard: it only declares what it needs.
 * @example app.get('/api/owner/orders', { config: { access: 'orders:read' } }, handler)
 */
export function installOwnerGuard(app: FastifyInstance): void {
  app.decorateRequest('contributor', null);
  const { db } = app.deps;
  app.addHook('onRoute', (route: RouteOptions) => {
    const access = route.config?.access;
    if (access === undefined || access === 'public') return;
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
