import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { setOwnerCookie } from '../identity/index.ts';
import { siteOf } from '../site/index.ts';
import { requestDeviceCookie, setDeviceCookie } from './device-cookie.ts';
import { openOwnerSession } from './session-service.ts';
import { redeemSignInLink, SIGN_IN_LINK_PATH } from './sign-in-link.ts';

/** Where a spent, expired or forged link lands: the sign-in page, which says so. */
export const SIGN_IN_LINK_INVALID_PATH = '/config/login?link=invalid';

/**
 * `GET /config/sign-in/link?token=`: the e-mailed link. A valid token opens a session (and trusts
 * the device) and goes on to the dashboard; any other lands on the sign-in page, which says the link
 * is used up. Never cached.
 */
export function registerSignInLinkRoute(app: FastifyInstance, { db, now }: AppDeps): void {
  app.get(SIGN_IN_LINK_PATH, { config: { access: 'public' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    const token = (request.query as Record<string, unknown>).token;
    const websiteId = siteOf(request).id;
    const contributor = typeof token === 'string' && token.length <= 500 ? await redeemSignInLink(db, websiteId, token, now()) : null;
    if (!contributor) return reply.code(303).header('location', SIGN_IN_LINK_INVALID_PATH).send();
    const opened = await openOwnerSession(db, contributor, now(), requestDeviceCookie(request));
    setOwnerCookie(request, reply, opened.token);
    setDeviceCookie(request, reply, opened.deviceCookie);
    return reply.code(303).header('location', '/config').send();
  });
}
