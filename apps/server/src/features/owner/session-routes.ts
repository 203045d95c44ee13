import { getSession, requestOwnerSignInLink, signIn as signInRoute, signOut as signOutRoute, OWNER_SIGN_IN_LINK_ACCEPTED } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { requireCrumb } from '../../infra/http/crumb.ts';
import { mount } from '../../infra/http/mount.ts';
import { verifyProofOfWork } from '../captcha/index.ts';
import { clearSessionCookies, currentContributor, endSession, requestSessionToken, setOwnerCookie } from '../identity/index.ts';
import { requestOrigin, siteOf } from '../site/index.ts';
import { sessionJson } from './contributor-json.ts';
import { requestDeviceCookie, setDeviceCookie } from './device-cookie.ts';
import { sendSignInLinkMail } from './sign-in-link-mail.ts';
import { countSignInLinkRequest } from './sign-in-link-throttle.ts';
import { issueSignInLink } from './sign-in-link.ts';
import { signIn } from './session-service.ts';

/**
 * `POST`, `GET` and `DELETE /api/owner/session`: sign in, who am I (with the site's currency, which
 * the dashboard types and shows prices in), sign out; `POST /api/owner/session/link`: e-mail a
 * one-time sign-in link (docs/owner-api.md "Session"). Public routes: they need no permission, but
 * the writes need the crumb.
 */
export function registerSessionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, now } = deps;
  mount(
    app,
    signInRoute,
    async ({ body: { email, password, captchaKey }, request, reply }) => {
      const websiteId = siteOf(request).id;
      const proof = captchaKey ? () => verifyProofOfWork(db, websiteId, captchaKey, now()) : undefined;
      const { contributor, token, deviceCookie } = await signIn(db, { websiteId, email, password, address: request.ip, now: now(), proof, deviceCookie: requestDeviceCookie(request) });
      setOwnerCookie(request, reply, token);
      setDeviceCookie(request, reply, deviceCookie);
      return { contributor: sessionJson(contributor) };
    },
    { preHandler: requireCrumb },
  );

  mount(
    app,
    requestOwnerSignInLink,
    async ({ body: { email }, request }) => {
      const site = siteOf(request);
      await countSignInLinkRequest(db, { websiteId: site.id, email, address: request.ip, now: now() });
      const issued = await issueSignInLink(db, site.id, email, now());
      // Sent without holding the answer: its delay must not tell who has an account.
      if (issued) {
        const target = { websiteId: site.id, siteName: site.name, origin: requestOrigin(request), to: issued.contributor.email };
        sendSignInLinkMail(deps, target, issued.token).catch((error: unknown) => request.log.error({ error }, 'the sign-in link could not be e-mailed'));
      }
      return { accepted: true as const, message: OWNER_SIGN_IN_LINK_ACCEPTED };
    },
    { preHandler: requireCrumb },
  );

  mount(app, getSession, async ({ request }) => {
    const website = siteOf(request);
    const contributor = await currentContributor(db, request);
    return { contributor: sessionJson(contributor), currency: website.currency, timeZone: website.timeZone, siteName: website.name };
  });

  mount(
    app,
    signOutRoute,
    async ({ request, reply }) => {
      // Signing out twice is harmless.
      const token = requestSessionToken(request, 'owner');
      if (token) await endSession(db, 'owner', token);
      clearSessionCookies(reply, 'owner');
    },
    { preHandler: requireCrumb },
  );
}
