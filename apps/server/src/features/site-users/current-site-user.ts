import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { siteOf } from '../site/index.ts';
import { requestSiteUserToken } from './session-cookies.ts';
import { findSiteUserSession, type SiteUserSession } from './sessions-repository.ts';

const resolved = new WeakMap<FastifyRequest, Promise<SiteUserSession | null>>();

/**
 * The signed-in customer's session of this request, or null: looked up once per request (the
 * guard, the cart and the page all ask). A cookie for another site, expired or malformed is no user.
 */
export function currentSiteUserSession(db: Kysely<Schema>, request: FastifyRequest, now: number): Promise<SiteUserSession | null> {
  let session = resolved.get(request);
  if (!session) {
    const token = requestSiteUserToken(request);
    session = token ? findSiteUserSession(db, siteOf(request).id, token, now) : Promise.resolve(null);
    resolved.set(request, session);
  }
  return session;
}
