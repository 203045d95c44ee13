import { siteUserResendVerification, siteUserSignUp, siteUserVerifyEmail } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { requireCrumb } from '../../infra/http/crumb.ts';
import { mount } from '../../infra/http/mount.ts';
import { signedInSiteUser } from '../identity/index.ts';
import { siteOf } from '../site/index.ts';
import { sendAccountExistsMail, sendVerificationMail } from './account-mail.ts';
import { accountMailOutbox } from './account-mail-outbox.ts';
import { countAccountEmailRequest } from './email-throttle.ts';
import { mailTargetOf, sendInBackground } from './mail-target.ts';
import { SIGN_UP_ACCEPTED, VERIFICATION_SENT } from './messages.ts';
import { openSession } from './open-session.ts';
import { renewVerification, signUp, verifyEmail } from './sign-up-service.ts';

/**
 * `POST /api/site-users/accounts` (sign-up), `POST /api/site-users/account/verify` (the verification
 * link's button) and `POST /api/site-users/account/verification` (a new link) (docs/accounts-api.md).
 */
export function registerSignUpRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, now } = deps;

  mount(app, siteUserSignUp, async ({ body: { email, password, name, returnTo }, request }) => {
    const websiteId = siteOf(request).id;
    await countAccountEmailRequest(db, 'sign-up', { websiteId, email, address: request.ip, now: now() });
    // The verification e-mail is recorded with the account and its token; the note to a known address changes nothing, so it is simply sent.
    const outbox = accountMailOutbox(deps);
    const outcome = await signUp(db, { websiteId, email, password, name, now: now() }, (tx, created) =>
      outbox.record(tx, (mail) => sendVerificationMail(mail, mailTargetOf(request, created.siteUser.email), { name: created.siteUser.name, token: created.token, returnTo })),
    );
    sendInBackground(request, outcome.kind === 'created' ? outbox.deliver() : sendAccountExistsMail(deps, mailTargetOf(request, outcome.siteUser.email)));
    return { accepted: true as const, message: SIGN_UP_ACCEPTED };
  }, { preHandler: requireCrumb });

  mount(app, siteUserVerifyEmail, async ({ body: { token, rememberMe }, request, reply }) => {
    const siteUser = await verifyEmail(db, siteOf(request).id, token, now());
    return openSession(deps, request, reply, siteUser, rememberMe);
  }, { preHandler: requireCrumb });

  mount(app, siteUserResendVerification, async ({ request }) => {
    const siteUser = signedInSiteUser(request);
    await countAccountEmailRequest(db, 'verification', { websiteId: siteUser.websiteId, email: siteUser.email, address: request.ip, now: now() });
    const outbox = accountMailOutbox(deps);
    await renewVerification(db, siteUser, now(), (tx, token) => outbox.record(tx, (mail) => sendVerificationMail(mail, mailTargetOf(request, siteUser.email), { name: siteUser.name, token })));
    await outbox.deliver();
    return { accepted: true as const, message: VERIFICATION_SENT };
  });
}
