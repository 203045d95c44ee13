import { SITE_USER_INFO_COOKIE } from '@plinth/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SiteUserSession } from './sessions-repository.ts';

/** The customer session cookie: httpOnly, SameSite=Lax, Secure behind HTTPS. */
export const SITE_USER_COOKIE = 'plinth_site_user';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** The session token the request carries, if well-formed. */
export function requestSiteUserToken(request: FastifyRequest): string | undefined {
  const value = request.cookies[SITE_USER_COOKIE];
  return value && TOKEN_PATTERN.test(value) ? value : undefined;
}

/**
 * Writes the session cookie and `SiteUserInfo` (`authenticated`, `siteUserId`; readable by the page
 * scripts, which load the cart of a signed-in customer at page start). Without "remember me" both
 * end with the browser.
 */
export function setSiteUserCookies(request: FastifyRequest, reply: FastifyReply, token: string, session: SiteUserSession, now: number): void {
  const secure = request.protocol === 'https';
  const maxAge = session.rememberMe ? Math.floor((session.expiresAt - now) / 1000) : undefined;
  reply.setCookie(SITE_USER_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge });
  const info = JSON.stringify({ authenticated: true, siteUserId: session.siteUser.id });
  reply.setCookie(SITE_USER_INFO_COOKIE, info, { path: '/', httpOnly: false, sameSite: 'lax', secure, maxAge });
}

/** Clears both cookies (sign-out). */
export function clearSiteUserCookies(reply: FastifyReply): void {
  reply.clearCookie(SITE_USER_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
  reply.clearCookie(SITE_USER_INFO_COOKIE, { path: '/', sameSite: 'lax' });
}
