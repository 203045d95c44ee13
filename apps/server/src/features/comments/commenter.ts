import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { roleAllows } from '@plinth/platform';
import type { Schema } from '../../infra/database/schema.ts';
import { findOwnerSession, requestOwnerToken } from '../owner/index.ts';
import { currentSiteUserSession } from '../site-users/index.ts';

/** Who is commenting: a signed-in customer (their account and name), a trusted contributor, or anyone. */
export interface Commenter {
  siteUserId: string | null;
  /** The signed-in customer's name; null for anyone else. */
  name: string | null;
  /**
   * A contributor signed in to the dashboard who is a trusted commenter (COMMENTER, platform.md §3
   * roles) or may moderate: their comments skip the queue and the captcha.
   */
  trusted: boolean;
}

/** The commenter of a request. */
export async function commenterOf(db: Kysely<Schema>, request: FastifyRequest, websiteId: string, now: number): Promise<Commenter> {
  const session = await currentSiteUserSession(db, request, now);
  const token = requestOwnerToken(request);
  const contributor = token ? await findOwnerSession(db, websiteId, token, now) : null;
  const trusted = contributor !== null && (contributor.role === 'COMMENTER' || roleAllows(contributor.role, 'comments:moderate'));
  const name = session?.siteUser.name.trim() || null;
  return { siteUserId: session?.siteUser.id ?? null, name: session ? (name ?? session.siteUser.email.split('@')[0] ?? null) : null, trusted };
}

/** Whether the commenter must solve the site's captcha: anyone not signed in as a customer or a trusted contributor. */
export function needsCaptcha(commenter: Commenter): boolean {
  return commenter.siteUserId === null && !commenter.trusted;
}
