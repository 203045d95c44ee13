import { siteUserLocale, siteUserSignIn, siteUserSignOut, siteUserWhoAmI } from '@plinth/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { ensureCrumb, requireCrumb } from '../../infra/http/crumb.ts';
import { mount } from '../../infra/http/mount.ts';
import { clearSessionCookies, currentCustomerSession, endSession, requestSessionToken, signedInSiteUser } from '../identity/index.ts';
import { verifyProofOfWork } from '../captcha/index.ts';
import { siteOf } from '../site/index.ts';
import { openSession, sessionSiteUserJson } from './open-session.ts';
import { checkPassword } from './session-service.ts';
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

  mount(
    app,
    siteUserSignIn,
    async ({ body: { email, password, rememberMe, captchaKey }, request, reply }) => {
      const websiteId = siteOf(request).id;
      const proof = captchaKey ? () => verifyProofOfWork(db, websiteId, captchaKey, now()) : undefined;
      const siteUser = await checkPassword(db, { websiteId, email, password, address: request.ip, now: now(), proof });
      return openSession(deps, request, reply, siteUser, rememberMe);
    },
    { preHandler: requireCrumb },
  );

  mount(app, siteUserWhoAmI, ({ request, reply }) => {
    const session = request.siteUserSession;
    reply.header('cache-control', 'private, no-store');
    return { xsrfToken: session?.xsrfToken ?? '', siteUser: sessionSiteUserJson(signedInSiteUser(request)) };
  });

  mount(
    app,
    siteUserSignOut,
    async ({ query: { cloneCart }, request, reply }) => {
      // Read before it ends: the cart stays with this customer (or a copy stays with the browser).
      const session = await currentCustomerSession(db, request, now());
      const token = requestSessionToken(request, 'customer');
      if (token) await endSession(db, 'customer', token);
      clearSessionCookies(reply, 'customer');
      const answers = await deps.events.emit('customer.signedOut', { db, reply, customer: session?.siteUser ?? null, cloneCart, now: now() });
      return { signedOut: true as const, cartCloned: answers.some((answer) => answer.cartCloned) };
    },
    { preHandler: requireCrumbOrRenew },
  );

  mount(app, siteUserLocale, async ({ body: { language }, request }) => {
    await updateSiteUserLocale(db, signedInSiteUser(request).id, language);
    return { language };
  });
}
