import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { newToken } from '../../infra/database/ids.ts';
import { toSiteUser, type SiteUser } from './site-users-repository.ts';

/** A session without "remember me" lasts a day (and its cookie ends with the browser). */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
/** A remembered session lasts 30 days. */
export const REMEMBERED_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** A live session: its customer and the token writes must echo. */
export interface SiteUserSession {
  siteUser: SiteUser;
  xsrfToken: string;
  rememberMe: boolean;
  expiresAt: number;
}

/** The stored id of a session token: its SHA-256, so the table alone cannot be replayed. */
export function sessionId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Opens a session for a customer.
 * @returns the secret token for the session cookie, and the session
 */
export async function createSiteUserSession(
  db: Kysely<Schema>,
  siteUser: SiteUser,
  rememberMe: boolean,
  now: number,
): Promise<{ token: string; session: SiteUserSession }> {
  const token = newToken();
  const xsrfToken = randomBytes(24).toString('base64url');
  const expiresAt = now + (rememberMe ? REMEMBERED_SESSION_TTL_MS : SESSION_TTL_MS);
  await db
    .insertInto('site_user_sessions')
    .values({ id: sessionId(token), site_user_id: siteUser.id, website_id: siteUser.websiteId, xsrf_token: xsrfToken, remember_me: rememberMe ? 1 : 0, created_at: now, expires_at: expiresAt })
    .execute();
  return { token, session: { siteUser, xsrfToken, rememberMe, expiresAt } };
}

/** The live session of a token on this site; null when unknown, expired or another site's. */
export async function findSiteUserSession(db: Kysely<Schema>, websiteId: string, token: string, now: number): Promise<SiteUserSession | null> {
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

/** Ends one session; true when there was one. */
export async function deleteSiteUserSession(db: Kysely<Schema>, token: string): Promise<boolean> {
  const result = await db.deleteFrom('site_user_sessions').where('id', '=', sessionId(token)).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ends every session of a customer (a password reset, a deleted account). */
export async function deleteSessionsOf(db: Kysely<Schema>, siteUserId: string): Promise<void> {
  await db.deleteFrom('site_user_sessions').where('site_user_id', '=', siteUserId).execute();
}

/** Deletes expired sessions (housekeeping); returns how many. */
export async function pruneSiteUserSessions(db: Kysely<Schema>, now: number): Promise<number> {
  const result = await db.deleteFrom('site_user_sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
