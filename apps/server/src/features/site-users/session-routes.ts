import { siteUserLocale, siteUserSignIn, siteUserSignOut, siteUserWhoAmI } from '@plinth/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { ensureCrumb, requireCrumb } from '../../infra/http/crumb.ts';
import { siteOf } from '../site/index.ts';
import { currentSiteUserSession } from './current-site-user.ts';
import { signedInSiteUser } from './guard.ts';
import { openSession, sessionSiteUserJson } from './open-session.ts';
import { clearSiteUserCookies, requestSiteUserToken } from './session-cookies.ts';
import { checkPassword } from './session-service.ts';
import { deleteSiteUserSession } from './sessions-repository.ts';
import { updateSiteUserLocale } from './site-users-repository.ts';

/**
 * A crumb check that, when it fails, hands the browser a fresh crumb with the 403 `crumbFail`
 * answer, so the client's one repeat (platform.md §7, sign-out) succeeds.
 */
async function requireCrumbOrRenew(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  try {
    await requireCrumb(request);
  } catch (error) {
    ensureCrumb(request, reply);
    throw error;
  }
}

/**
 * `POST`, `GET` and `DELETE /api/site-users/account/session` and `POST /api/site-users/account/locale`
 * (platform.md §3 "Site-user and session", §7 "Site-user account").
 */
export function registerSessionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, now } = deps;

  app.post(siteUserSignIn.path, { config: { access: siteUserSignIn.access }, preHandler: requireCrumb }, async (request, reply) => {
    const { email, password, rememberMe } = siteUserSignIn.body.parse(request.body);
    const siteUser = await checkPassword(db, { websiteId: siteOf(request).id, email, password, address: request.ip, now: now() });
    return openSession(deps, request, reply, siteUser, rememberMe);
  });

  app.get(siteUserWhoAmI.path, { config: { access: siteUserWhoAmI.access } }, async (request, reply) => {
    const session = request.siteUserSession;
    reply.header('cache-control', 'private, no-store');
    return { xsrfToken: session?.xsrfToken ?? '', siteUser: sessionSiteUserJson(signedInSiteUser(request)) };
  });

  app.delete(siteUserSignOut.path, { config: { access: siteUserSignOut.access }, preHandler: requireCrumbOrRenew }, async (request, reply) => {
    const { cloneCart } = siteUserSignOut.query.parse(request.query);
    // Read before it ends: the cart stays with this customer (or a copy stays with the browser).
    const session = await currentSiteUserSession(db, request, now());
    const token = requestSiteUserToken(request);
    if (token) await deleteSiteUserSession(db, token);
    clearSiteUserCookies(reply);
    const answers = await deps.events.emit('customer.signedOut', { db, reply, customer: session?.siteUser ?? null, cloneCart, now: now() });
    return { signedOut: true as const, cartCloned: answers.some((answer) => answer.cartCloned) };
  });

  app.post(siteUserLocale.path, { config: { access: siteUserLocale.access } }, async (request) => {
    const { language } = siteUserLocale.body.parse(request.body);
    await updateSiteUserLocale(db, signedInSiteUser(request).id, language);
    return { language };
  });
}
