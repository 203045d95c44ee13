import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { signValue, unsignValue } from '../../infra/http/signed-value.ts';
import { siteSigningKey } from '../captcha/index.ts';
import { currentSiteUserSession } from '../site-users/index.ts';

/*
 * Who likes (issue 36 item 4: one like per person, not per cookie). A signed-in customer is their
 * account, whatever their cookies say. Anyone else is a visitor id the server issued: the cookie
 * `plinth_visitor`, `{websiteId}:{random}` signed with the site's key (captcha's site keys); a value
 * that is unsigned, forged or of another site is ignored and a new id issued. A client can still drop
 * its cookie to get a new id: the per-address limit of like-service.ts bounds what that adds.
 */

/** The visitor id cookie. */
export const VISITOR_COOKIE = 'plinth_visitor';
/** A year: a like stays this visitor's. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Who a like is, as stored: a hash, so the table never holds a cookie or an account id in the clear. */
export interface Liker {
  id: string;
  /** True for a signed-in customer. */
  customer: boolean;
}

const hashed = (value: string): string => createHash('sha256').update(value).digest('base64url').slice(0, 32);

/**
 * The liker of a request. With `reply`, a visitor without a valid id gets a new one (set as the
 * cookie); without, they are nobody yet (null): they have liked nothing.
 */
export async function likerOf(deps: AppDeps, request: FastifyRequest, websiteId: string, reply?: FastifyReply): Promise<Liker | null> {
  const session = await currentSiteUserSession(deps.db, request, deps.now());
  if (session) return { id: hashed(`customer:${session.siteUser.id}`), customer: true };
  const key = await siteSigningKey(deps.db, websiteId, 'visitor-id');
  const value = unsignValue(key, request.cookies[VISITOR_COOKIE]);
  if (value?.startsWith(`${websiteId}:`)) return { id: hashed(`visitor:${value}`), customer: false };
  if (!reply) return null;
  const fresh = `${websiteId}:${randomBytes(18).toString('base64url')}`;
  reply.setCookie(VISITOR_COOKIE, signValue(key, fresh), { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', maxAge: MAX_AGE_SECONDS });
  return { id: hashed(`visitor:${fresh}`), customer: false };
}
