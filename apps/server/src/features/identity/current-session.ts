import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { siteOf } from '../site/index.ts';
import type { Contributor } from './actors.ts';
import { OWNER_SIGN_IN_MESSAGE } from './messages.ts';
import { requestSessionToken } from './session-cookies.ts';
import { findCustomerSession, findOwnerSession, type SiteUserSession } from './session-store.ts';

const customerSessions = new WeakMap<FastifyRequest, Promise<SiteUserSession | null>>();

/**
 * The signed-in customer's session of this request, or null: looked up once per request (the guard,
 * the cart and the page all ask). A cookie for another site, expired or malformed is no user.
 */
export function currentCustomerSession(db: Kysely<Schema>, request: FastifyRequest, now: number): Promise<SiteUserSession | null> {
  let session = customerSessions.get(request);
  if (!session) {
    const token = requestSessionToken(request, 'customer');
    session = token ? findCustomerSession(db, siteOf(request).id, token, now) : Promise.resolve(null);
    customerSessions.set(request, session);
  }
  return session;
}

/**
 * The contributor signed in on this request's site. Owner sessions are read against the wall clock
 * (they always were: the owner's tests and tools open them with Date.now()).
 * @throws AppError UNAUTHENTICATED without a token, or for an unknown, expired or other site's session
 */
export async function currentContributor(db: Kysely<Schema>, request: FastifyRequest): Promise<Contributor> {
  const token = requestSessionToken(request, 'owner');
  const contributor = token ? await findOwnerSession(db, siteOf(request).id, token) : null;
  if (!contributor) throw new AppError('UNAUTHENTICATED', OWNER_SIGN_IN_MESSAGE);
  return contributor;
}
