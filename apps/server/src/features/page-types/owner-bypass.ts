import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { findOwnerSession, requestOwnerToken } from '../owner/index.ts';

/** Whether a contributor of this site is signed in: owners see their locked site and pages as visitors who unlocked them. */
export async function ownerSignedIn(db: Kysely<Schema>, request: FastifyRequest, websiteId: string, now: number): Promise<boolean> {
  const token = requestOwnerToken(request);
  if (!token) return false;
  return (await findOwnerSession(db, websiteId, token, now)) !== null;
}
