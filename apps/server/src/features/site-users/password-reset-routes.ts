import { siteUserCompletePasswordReset, siteUserRequestPasswordReset } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { requireCrumb } from '../../infra/http/crumb.ts';
import { mount } from '../../infra/http/mount.ts';
import { siteOf } from '../site/index.ts';
import { sendPasswordResetMail } from './account-mail.ts';
import { accountMailOutbox } from './account-mail-outbox.ts';
import { countAccountEmailRequest } from './email-throttle.ts';
import { mailTargetOf, sendInBackground } from './mail-target.ts';
import { PASSWORD_RESET_ACCEPTED } from './messages.ts';
import { openSession } from './open-session.ts';
import { completePasswordReset, issuePasswordReset } from './password-reset-service.ts';

/**
 * `POST /api/site-users/account/password-reset` (e-mail a reset link) and `POST
 * /api/site-users/account/password-reset/complete` (set the new password and sign in) (docs/accounts-api.md).
 */
export function registerPasswordResetRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, now } = deps;

  mount(app, siteUserRequestPasswordReset, async ({ body: { email }, request }) => {
    const websiteId = siteOf(request).id;
    await countAccountEmailRequest(db, 'password-reset', { websiteId, email, address: request.ip, now: now() });
    const outbox = accountMailOutbox(deps);
    const found = await issuePasswordReset(db, websiteId, email, now(), (tx, issued) =>
      outbox.record(tx, (mail) => sendPasswordResetMail(mail, mailTargetOf(request, issued.siteUser.email), { token: issued.token })),
    );
    if (found) sendInBackground(request, outbox.deliver());
    return { accepted: true as const, message: PASSWORD_RESET_ACCEPTED };
  }, { preHandler: requireCrumb });

  mount(app, siteUserCompletePasswordReset, async ({ body: { token, password, rememberMe }, request, reply }) => {
    const siteUser = await completePasswordReset(db, { websiteId: siteOf(request).id, token, password, now: now() });
    return openSession(deps, request, reply, siteUser, rememberMe);
  }, { preHandler: requireCrumb });
}
