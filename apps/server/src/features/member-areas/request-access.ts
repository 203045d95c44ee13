import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { siteOf } from '../site/index.ts';
import { currentCustomerSession } from '../identity/index.ts';
import { contentAccessFor, type ContentAccess } from './access-service.ts';

/** The {@link ContentAccess} of a request's viewer (the signed-in customer, if any) on its site. */
export async function requestContentAccess(db: Kysely<Schema>, request: FastifyRequest, now: number): Promise<ContentAccess> {
  const session = await currentCustomerSession(db, request, now);
  return contentAccessFor(db, siteOf(request).id, session?.siteUser.id ?? null, now);
}
