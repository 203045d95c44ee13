import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { createCustomerSession, endSession, requestSessionToken, setSiteUserCookies, type SiteUser } from '../identity/index.ts';

/** What every way of signing in answers (platform.md §3: the answer carries xsrfToken). */
export interface SessionAnswer {
  xsrfToken: string;
  siteUser: { id: string; email: string; name: string; emailVerified: boolean; locale: string | null };
}

/** The session answer's customer. */
export function sessionSiteUserJson(siteUser: SiteUser): SessionAnswer['siteUser'] {
  return { id: siteUser.id, email: siteUser.email, name: siteUser.name, emailVerified: siteUser.emailVerified, locale: siteUser.locale };
}

/**
 * Signs a customer in on this request, whichever way they proved who they are (password, e-mailed
 * code or link, verification, reset): the session id rotates (a session the browser had is ended),
 * a new session is opened and both cookies are written, then `customer.signedIn` is told (the cart
 * takes the browser's guest cart into the account's; storefront.md §4).
 */
export async function openSession(deps: Pick<AppDeps, 'db' | 'now' | 'events'>, request: FastifyRequest, reply: FastifyReply, siteUser: SiteUser, rememberMe: boolean): Promise<SessionAnswer> {
  const now = deps.now();
  const previous = requestSessionToken(request, 'customer');
  if (previous) await endSession(deps.db, 'customer', previous);
  const { token, session } = await createCustomerSession(deps.db, siteUser, rememberMe, now);
  setSiteUserCookies(request, reply, token, session, now);
  await deps.events.emit('customer.signedIn', { db: deps.db, request, reply, customer: siteUser, now });
  return { xsrfToken: session.xsrfToken, siteUser: sessionSiteUserJson(siteUser) };
}
