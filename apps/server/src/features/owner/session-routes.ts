import { getSession, signIn as signInRoute, signOut as signOutRoute } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { requireCrumb } from '../../infra/http/crumb.ts';
import { mount } from '../../infra/http/mount.ts';
import { clearSessionCookies, currentContributor, endSession, requestSessionToken, setOwnerCookie } from '../identity/index.ts';
import { siteOf } from '../site/index.ts';
import { sessionJson } from './contributor-json.ts';
import { signIn } from './session-service.ts';

/**
 * `POST`, `GET` and `DELETE /api/owner/session`: sign in, who am I (with the site's currency, which
 * the dashboard types and shows prices in), sign out (docs/owner-api.md "Session"). Public routes:
 * they need no permission, but the writes need the crumb.
 */
export function registerSessionRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  mount(
    app,
    signInRoute,
    async ({ body: { email, password }, request, reply }) => {
      const { contributor, token } = await signIn(db, { websiteId: siteOf(request).id, email, password, address: request.ip, now: now() });
      setOwnerCookie(request, reply, token);
      return { contributor: sessionJson(contributor) };
    },
    { preHandler: requireCrumb },
  );

  mount(app, getSession, async ({ request }) => {
    const website = siteOf(request);
    const contributor = await currentContributor(db, request);
    return { contributor: sessionJson(contributor), currency: website.currency, timeZone: website.timeZone };
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
