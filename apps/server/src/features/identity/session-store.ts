import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { newToken } from '../../infra/database/ids.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { toContributor, toSiteUser, type ActorKind, type Contributor, type SiteUser } from './actors.ts';

/*
 * The one session store. A session is a random token held by the browser's cookie; the database keeps
 * its SHA-256 only, so the table alone cannot be replayed. Sessions belong to one site: a token of one
 * site is no session on another. Each kind of actor keeps its own table (owner_sessions,
 * site_user_sessions), as before the identity was one; the rules are the same for both.
 */

/** How long a session lasts: an owner's 14 days; a customer's a day, or 30 days with "remember me". */
export const SESSION_TTL_MS = Object.freeze({
  owner: 14 * 24 * 60 * 60 * 1000,
  customer: 24 * 60 * 60 * 1000,
  rememberedCustomer: 30 * 24 * 60 * 60 * 1000,
});

/** A live customer session: its customer and the token the session's writes must echo. */
export interface SiteUserSession {
  siteUser: SiteUser;
  xsrfToken: string;
  rememberMe: boolean;
  expiresAt: number;
}

/** Each kind's session table. */
const SESSION_TABLES = { owner: 'owner_sessions', customer: 'site_user_sessions' } as const;

/** The stored id of a session token: its SHA-256. */
export function sessionId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Opens an owner session for a contributor.
 * @returns the secret token for the owner's session cookie
 */
export async function createOwnerSession(db: Kysely<Schema>, contributor: Pick<Contributor, 'id' | 'websiteId'>, now = Date.now()): Promise<string> {
  const token = newToken();
  await db
    .insertInto('owner_sessions')
    .values({ id: sessionId(token), contributor_id: contributor.id, website_id: contributor.websiteId, created_at: now, expires_at: now + SESSION_TTL_MS.owner })
    .execute();
  return token;
}

/**
 * Opens a customer session, with the XSRF token its writes must echo.
 * @returns the secret token for the customer's session cookie, and the session
 */
export async function createCustomerSession(db: Kysely<Schema>, siteUser: SiteUser, rememberMe: boolean, now: number): Promise<{ token: string; session: SiteUserSession }> {
  const token = newToken();
  const xsrfToken = randomBytes(24).toString('base64url');
  const expiresAt = now + (rememberMe ? SESSION_TTL_MS.rememberedCustomer : SESSION_TTL_MS.customer);
  await db
    .insertInto('site_user_sessions')
    .values({ id: sessionId(token), site_user_id: siteUser.id, website_id: siteUser.websiteId, xsrf_token: xsrfToken, remember_me: rememberMe ? 1 : 0, created_at: now, expires_at: expiresAt })
    .execute();
  return { token, session: { siteUser, xsrfToken, rememberMe, expiresAt } };
}

/** The contributor of a live owner session on this site; null when the token is unknown, expired or another site's. */
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

/** The live customer session of a token on this site; null when unknown, expired or another site's. */
export async function findCustomerSession(db: Kysely<Schema>, websiteId: string, token: string, now: number): Promise<SiteUserSession | null> {
  const row = await db
    .selectFrom('site_user_sessions as s')
    .innerJoin('site_users as u', 'u.id', 's.site_user_id')
    .selectAll('u')
    .select(['s.xsrf_token', 's.remember_me', 's.expires_at'])
    .where('s.id', '=', sessionId(token))
    .where('s.website_id', '=', websiteId)
    .where('s.expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return null;
  return { siteUser: toSiteUser(row), xsrfToken: row.xsrf_token, rememberMe: Number(row.remember_me) === 1, expiresAt: Number(row.expires_at) };
}

/** Ends one session (sign-out); true when there was one. */
export async function endSession(db: Kysely<Schema>, kind: ActorKind, token: string): Promise<boolean> {
  const result = await db.deleteFrom(SESSION_TABLES[kind]).where('id', '=', sessionId(token)).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ends every session of one actor (a customer's password reset, a deleted account). */
export async function endSessionsOf(db: Kysely<Schema>, kind: ActorKind, actorId: string): Promise<void> {
  if (kind === 'owner') await db.deleteFrom('owner_sessions').where('contributor_id', '=', actorId).execute();
  else await db.deleteFrom('site_user_sessions').where('site_user_id', '=', actorId).execute();
}

/** Deletes expired sessions of one kind (housekeeping); returns how many. */
export async function pruneSessions(db: Kysely<Schema>, kind: ActorKind, now: number): Promise<number> {
  const result = await db.deleteFrom(SESSION_TABLES[kind]).where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
