import { siteUserResendVerification, siteUserSignUp, siteUserVerifyEmail } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { requireCrumb } from '../../infra/http/crumb.ts';
import { siteOf } from '../site/index.ts';
import { sendAccountExistsMail, sendVerificationMail } from './account-mail.ts';
import { accountMailOutbox } from './account-mail-outbox.ts';
import { countAccountEmailRequest } from './email-throttle.ts';
import { signedInSiteUser } from './guard.ts';
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

  app.post(siteUserSignUp.path, { config: { access: siteUserSignUp.access }, preHandler: requireCrumb }, async (request, reply) => {
    const { email, password, name, returnTo } = siteUserSignUp.body.parse(request.body);
    const websiteId = siteOf(request).id;
    await countAccountEmailRequest(db, 'sign-up', { websiteId, email, address: request.ip, now: now() });
    // The verification e-mail is recorded with the account and its token; the note to a known address changes nothing, so it is simply sent.
    const outbox = accountMailOutbox(deps);
    const outcome = await signUp(db, { websiteId, email, password, name, now: now() }, (tx, created) =>
      outbox.record(tx, (mail) => sendVerificationMail(mail, mailTargetOf(request, created.siteUser.email), { name: created.siteUser.name, token: created.token, returnTo })),
    );
    sendInBackground(request, outcome.kind === 'created' ? outbox.deliver() : sendAccountExistsMail(deps, mailTargetOf(request, outcome.siteUser.email)));
    return reply.code(202).send({ accepted: true, message: SIGN_UP_ACCEPTED });
  });

  app.post(siteUserVerifyEmail.path, { config: { access: siteUserVerifyEmail.access }, preHandler: requireCrumb }, async (request, reply) => {
    const { token, rememberMe } = siteUserVerifyEmail.body.parse(request.body);
    const siteUser = await verifyEmail(db, siteOf(request).id, token, now());
    return openSession(deps, request, reply, siteUser, rememberMe);
  });

  app.post(siteUserResendVerification.path, { config: { access: siteUserResendVerification.access } }, async (request, reply) => {
    const siteUser = signedInSiteUser(request);
    await countAccountEmailRequest(db, 'verification', { websiteId: siteUser.websiteId, email: siteUser.email, address: request.ip, now: now() });
    const outbox = accountMailOutbox(deps);
    await renewVerification(db, siteUser, now(), (tx, token) => outbox.record(tx, (mail) => sendVerificationMail(mail, mailTargetOf(request, siteUser.email), { name: siteUser.name, token })));
    await outbox.deliver();
    return reply.code(202).send({ accepted: true, message: VERIFICATION_SENT });
  });
}
