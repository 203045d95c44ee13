import { getSession, signIn as signInRoute, signOut as signOutRoute } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { requireCrumb } from '../../infra/http/crumb.ts';
import { siteOf } from '../site/index.ts';
import { sessionJson } from './contributor-json.ts';
import { clearOwnerCookie, requestOwnerToken, setOwnerCookie } from './session-cookie.ts';
import { signedInContributor, signIn, signOut } from './session-service.ts';

/**
 * `POST`, `GET` and `DELETE /api/owner/session`: sign in, who am I (with the site's currency, which
 * the dashboard types and shows prices in), sign out (docs/owner-api.md "Session"). Public routes:
 * they need no permission, but the writes need the crumb.
 */
export function registerSessionRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.post(signInRoute.path, { config: { access: signInRoute.access }, preHandler: requireCrumb }, async (request, reply) => {
    const { email, password } = signInRoute.body.parse(request.body);
    const { contributor, token } = await signIn(db, { websiteId: siteOf(request).id, email, password, address: request.ip, now: now() });
    setOwnerCookie(request, reply, token);
    return { contributor: sessionJson(contributor) };
  });

  app.get(getSession.path, { config: { access: getSession.access } }, async (request) => {
    const website = siteOf(request);
    const contributor = await signedInContributor(db, website.id, requestOwnerToken(request));
    return { contributor: sessionJson(contributor), currency: website.currency, timeZone: website.timeZone };
  });

  app.delete(signOutRoute.path, { config: { access: signOutRoute.access }, preHandler: requireCrumb }, async (request, reply) => {
    await signOut(db, requestOwnerToken(request));
    clearOwnerCookie(reply);
    return reply.code(signOutRoute.status).send();
  });
}
