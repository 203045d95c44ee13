import { SITE_USER_INFO_COOKIE } from '@plinth/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ActorKind } from './actors.ts';
import { SESSION_TTL_MS, type SiteUserSession } from './session-store.ts';

/*
 * The session cookies of both kinds of actor: httpOnly, Path=/, Secure behind HTTPS. The owner's is
 * SameSite=Strict and lasts the session's 14 days; the customer's is SameSite=Lax and ends with the
 * browser unless "remember me", beside the readable `SiteUserInfo` (decisions/0006).
 */

/** Each kind's session cookie name and SameSite policy. */
export const SESSION_COOKIES = Object.freeze({
  owner: { name: 'plinth_owner', sameSite: 'strict' },
  customer: { name: 'plinth_site_user', sameSite: 'lax' },
} as const);

/** The owner session cookie. */
export const OWNER_COOKIE = SESSION_COOKIES.owner.name;
/** The customer session cookie. */
export const SITE_USER_COOKIE = SESSION_COOKIES.customer.name;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** The session token of `kind` the request carries, if well-formed. */
export function requestSessionToken(request: FastifyRequest, kind: ActorKind): string | undefined {
  const value = request.cookies[SESSION_COOKIES[kind].name];
  return value && TOKEN_PATTERN.test(value) ? value : undefined;
}

function writeSessionCookie(request: FastifyRequest, reply: FastifyReply, kind: ActorKind, token: string, maxAge: number | undefined): void {
  const { name, sameSite } = SESSION_COOKIES[kind];
  reply.setCookie(name, token, { path: '/', httpOnly: true, sameSite, secure: request.protocol === 'https', maxAge });
}

/** Sets the owner's session cookie after sign-in. */
export function setOwnerCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  writeSessionCookie(request, reply, 'owner', token, Math.floor(SESSION_TTL_MS.owner / 1000));
}

/**
 * Writes the customer's session cookie and `SiteUserInfo` (`authenticated`, `siteUserId`; readable by
 * the page scripts, which load the cart of a signed-in customer at page start). Without "remember me"
 * both end with the browser.
 */
export function setSiteUserCookies(request: FastifyRequest, reply: FastifyReply, token: string, session: SiteUserSession, now: number): void {
  const maxAge = session.rememberMe ? Math.floor((session.expiresAt - now) / 1000) : undefined;
  writeSessionCookie(request, reply, 'customer', token, maxAge);
  const info = JSON.stringify({ authenticated: true, siteUserId: session.siteUser.id });
  reply.setCookie(SITE_USER_INFO_COOKIE, info, { path: '/', httpOnly: false, sameSite: 'lax', secure: request.protocol === 'https', maxAge });
}

/** Clears the session cookie of `kind` (sign-out), and for a customer `SiteUserInfo` too. */
export function clearSessionCookies(reply: FastifyReply, kind: ActorKind): void {
  const { name, sameSite } = SESSION_COOKIES[kind];
  reply.clearCookie(name, { path: '/', httpOnly: true, sameSite });
  if (kind === 'customer') reply.clearCookie(SITE_USER_INFO_COOKIE, { path: '/', sameSite: 'lax' });
}
