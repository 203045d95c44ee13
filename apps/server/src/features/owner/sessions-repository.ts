import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { toContributor, type Contributor } from './contributors-repository.ts';
import { newToken } from '../../infra/database/ids.ts';
import type { Schema } from '../../infra/database/schema.ts';

/** How long an owner session lasts: 14 days. */
export const OWNER_SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

/** The stored id of a session token: its SHA-256, so the table alone cannot be replayed. */
function sessionId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Opens a session for a contributor.
 * @returns the secret token for the `plinth_owner` cookie
 */
export async function createOwnerSession(db: Kysely<Schema>, contributor: Pick<Contributor, 'id' | 'websiteId'>, now = Date.now()): Promise<string> {
  const token = newToken();
  await db
    .insertInto('owner_sessions')
    .values({ id: sessionId(token), contributor_id: contributor.id, website_id: contributor.websiteId, created_at: now, expires_at: now + OWNER_SESSION_TTL_MS })
    .execute();
  return token;
}

/** The contributor of a live session on this site; null when the token is unknown, expired or for another site. */
export async function findOwnerSession(db: Kysely<Schema>, websiteId: string, token: string, now = Date.now()): Promise<Contributor | null> {
  const row = await db
    .selectFrom('owner_sessions as s')
    .innerJoin('contributors as c', 'c.id', 's.contributor_id')
    .selectAll('c')
    .where('s.id', '=', sessionId(token))
    .where('s.website_id', '=', websiteId)
    .where('s.expires_at', '>', now)
    .executeTakeFirst();
  return row ? toContributor(row) : null;
}

/** Ends a session (sign-out); true when there was one. */
export async function deleteOwnerSession(db: Kysely<Schema>, token: string): Promise<boolean> {
  const result = await db.deleteFrom('owner_sessions').where('id', '=', sessionId(token)).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Deletes expired sessions (housekeeping); returns how many. */
export async function pruneOwnerSessions(db: Kysely<Schema>, now = Date.now()): Promise<number> {
  const result = await db.deleteFrom('owner_sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
