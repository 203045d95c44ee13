import type { FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import { roleAllows, type Permission } from '@plinth/platform';
import type { Contributor } from '../db/contributors.ts';
import { findOwnerSession } from '../db/owner-sessions.ts';
import type { Schema } from '../db/schema.ts';
import { requireCrumb } from '../http/crumb.ts';
import { errorBody } from '../http/errors.ts';
import { requestWebsite } from '../http/site.ts';
import { requestOwnerToken } from './session-cookie.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in contributor, set by {@link requirePermission}; null elsewhere. */
    contributor: Contributor | null;
  }
}

/** Answer without an owner session. */
export const SIGN_IN_MESSAGE = 'Sign in to continue.';
/** Answer when the contributor's role lacks the permission. */
export const FORBIDDEN_MESSAGE = 'Your role does not allow this.';

/**
 * The contributor signed in to the request's website (by Host), or null. Sessions are per site: a
 * session of one site is no session on another.
 */
export async function loadOwner(db: Kysely<Schema>, request: FastifyRequest): Promise<Contributor | null> {
  const token = requestOwnerToken(request);
  if (!token) return null;
  const website = await requestWebsite(db, request);
  return findOwnerSession(db, website.id, token);
}

/**
 * A pre-handler for an owner route: 401 `Sign in to continue.` without a live session on this site,
 * 403 `Your role does not allow this.` when the role lacks `permission`; otherwise sets
 * `request.contributor` (read it with {@link ownerContributor}).
 * @example app.get('/api/owner/orders', { preHandler: requirePermission(db, 'orders:read') }, handler)
 */
export function requirePermission(db: Kysely<Schema>, permission: Permission): preHandlerHookHandler {
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
 * Pre-handlers for a state-changing owner route: the permission check, then the crumb
 * (X-CSRF-Token equal to the `crumb` cookie; 403 with `crumbFail` otherwise).
 * @example app.post('/api/owner/products', { preHandler: requireOwnerWrite(db, 'products:write') }, handler)
 */
export function requireOwnerWrite(db: Kysely<Schema>, permission: Permission): preHandlerHookHandler[] {
  return [requirePermission(db, permission), requireCrumb as preHandlerHookHandler];
}

/** The contributor a {@link requirePermission} pre-handler admitted; throws when the route has none (a wiring bug). */
export function ownerContributor(request: FastifyRequest): Contributor {
  if (!request.contributor) throw new Error(`${request.method} ${request.url} has no owner pre-handler`);
  return request.contributor;
}
