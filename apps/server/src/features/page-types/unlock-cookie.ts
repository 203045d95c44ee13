import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/*
 * The cookie a visitor gets for the right password: an HMAC of what it opens under the secret
 * stored beside the password. A new password makes a new secret, so every earlier cookie stops
 * opening; nothing per visitor is stored.
 */

/** The lock screen's cookie. */
export const SITE_UNLOCK_COOKIE = 'plinth_unlock';
/** A protected page's cookie: one per page. */
export const pageUnlockCookie = (collectionId: string): string => `plinth_page_${collectionId}`;

/** How long an unlock lasts: 30 days. */
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** A new random secret (stored with a new password). */
export function newUnlockSecret(): string {
  return randomBytes(24).toString('base64url');
}

/** The cookie value that opens `scope` (`site:{websiteId}` or `page:{collectionId}`). */
export function unlockToken(secret: string, scope: string): string {
  return createHmac('sha256', secret).update(`unlock\n${scope}`).digest('base64url');
}

/** Whether the request's cookie `name` opens `scope`; compared in constant time. */
export function hasUnlock(request: FastifyRequest, name: string, secret: string | null, scope: string): boolean {
  const value = request.cookies[name];
  if (!secret || !value || value.length > 100) return false;
  const expected = Buffer.from(unlockToken(secret, scope));
  const actual = Buffer.from(value);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Sets the unlock cookie (httpOnly: no script needs it). */
export function setUnlockCookie(request: FastifyRequest, reply: FastifyReply, name: string, secret: string, scope: string): void {
  reply.setCookie(name, unlockToken(secret, scope), { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', maxAge: MAX_AGE_SECONDS });
}
