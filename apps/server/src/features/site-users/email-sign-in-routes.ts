import { siteUserRequestSignInCode, siteUserSignInWithCode, siteUserSignInWithLink } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { requireCrumb } from '../../infra/http/crumb.ts';
import { mount } from '../../infra/http/mount.ts';
import { verifyProofOfWork } from '../captcha/index.ts';
import { siteOf } from '../site/index.ts';
import { sendSignInCodeMail } from './account-mail.ts';
import { accountMailOutbox } from './account-mail-outbox.ts';
import { issueSignInCode, signInWithCode, signInWithLink } from './email-sign-in-service.ts';
import { countAccountEmailRequest } from './email-throttle.ts';
import { mailTargetOf, sendInBackground } from './mail-target.ts';
import { SIGN_IN_CODE_ACCEPTED } from './messages.ts';
import { openSession } from './open-session.ts';

/**
 * `POST /api/site-users/account/sign-in-code` (e-mail a code and a link), `POST
 * /api/site-users/account/session/code` and `POST /api/site-users/account/session/link` (sign in with
 * them) (docs/accounts-api.md). The link's GET is a storefront page that spends nothing.
 */
export function registerEmailSignInRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, now } = deps;

  mount(app, siteUserRequestSignInCode, async ({ body: { email }, request }) => {
    const websiteId = siteOf(request).id;
    await countAccountEmailRequest(db, 'sign-in-code', { websiteId, email, address: request.ip, now: now() });
    const outbox = accountMailOutbox(deps);
    const found = await issueSignInCode(db, websiteId, email, now(), async (tx, { siteUser, issued: { code, token } }) => {
      if (code) await outbox.record(tx, (mail) => sendSignInCodeMail(mail, mailTargetOf(request, siteUser.email), { code, token }));
    });
    if (found) sendInBackground(request, outbox.deliver());
    return { accepted: true as const, message: SIGN_IN_CODE_ACCEPTED };
  }, { preHandler: requireCrumb });

  mount(app, siteUserSignInWithCode, async ({ body: { email, code, rememberMe, captchaKey }, request, reply }) => {
    const websiteId = siteOf(request).id;
    const proof = captchaKey ? () => verifyProofOfWork(db, websiteId, captchaKey, now()) : undefined;
    const siteUser = await signInWithCode(db, { websiteId, email, code, address: request.ip, now: now(), proof });
    return openSession(deps, request, reply, siteUser, rememberMe);
  }, { preHandler: requireCrumb });

  mount(app, siteUserSignInWithLink, async ({ body: { token, rememberMe }, request, reply }) => {
    const siteUser = await signInWithLink(db, siteOf(request).id, token, now());
    return openSession(deps, request, reply, siteUser, rememberMe);
  }, { preHandler: requireCrumb });
}
