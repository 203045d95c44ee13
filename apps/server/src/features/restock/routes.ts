import { getRestockGroups, getRestockSignUps, getRestockUnsubscribe, postRestockSend, postRestockSendAll, postRestockSignUp } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { requireCrumb } from '../../infra/http/crumb.ts';
import { absentBodyAsEmpty } from '../../infra/http/absent-body.ts';
import { mount } from '../../infra/http/mount.ts';
import { rateLimit, type RateLimitRule } from '../../infra/rate-limit/rate-limit.ts';
import { ownerContributor } from '../owner/index.ts';
import { requestOrigin, siteOf } from '../site/index.ts';
import { restockGroups, restockSignUps, unsubscribeFromRestock } from './lists-service.ts';
import { sendRestockNotices, type SendOutcome } from './send-service.ts';
import { signUpForRestock } from './sign-up-service.ts';
import { unsubscribePage } from './unsubscribe-page.ts';

/*
 * Back-in-stock notices (storefront.md §3, §7; docs/restock-api.md): visitors sign up on a sold-out
 * variant; owners list the waiting sign-ups per variant and send the e-mails; each e-mail's link
 * removes its sign-up.
 */

/** Sign-ups per visitor (crumb, else address): enough for typos, too few to flood anyone's inbox. */
export const SIGN_UP_LIMIT: RateLimitRule = { name: 'restock-sign-up', limit: 10, windowMs: 60_000 };

/** Registers the visitor sign-up, the owner lists and sends, and the unsubscribe page. */
export function registerRestockRoutes(app: FastifyInstance, context: AppDeps): void {
  const { db } = context;
  // The POSTs read a call without a body as `{}` (absentBodyAsEmpty), so a missing field is refused by its name.
  mount(
    app,
    postRestockSignUp,
    async ({ body, request, reply }) => {
      const { signUp, created } = await signUpForRestock(
        db,
        siteOf(request).id,
        { productId: body.productId, variantId: body.variantId, email: body.siteVisitorEmail, joinMailingList: body.isJoinMailingList, captchaToken: body.captchaToken, remoteIp: request.ip },
        context.now(),
      );
      // A sign-up already there is answered as it is, with 200 rather than 201.
      if (!created) reply.code(200);
      // The visitor sees their own sign-up only: no status, nothing about others.
      return { signUp: { id: signUp.id, productId: signUp.productId, variantId: signUp.variantId, email: signUp.email, createdAt: signUp.createdAt } };
    },
    { preHandler: [requireCrumb, rateLimit(db, SIGN_UP_LIMIT), absentBodyAsEmpty] },
  );

  mount(app, getRestockGroups, ({ query, request }) => restockGroups(db, ownerContributor(request).websiteId, query));

  mount(app, getRestockSignUps, ({ query, request }) => restockSignUps(db, ownerContributor(request).websiteId, query));

  mount(app, postRestockSend, ({ body, request }) => sendRestockNotices(context, siteOf(request), requestOrigin(request), body), { preHandler: absentBodyAsEmpty });

  mount(
    app,
    postRestockSendAll,
    async ({ body, request }) => {
      const website = siteOf(request);
      const results: (SendOutcome & { productId: string; variantId: string; error: string | null })[] = [];
      // One variant after another, each refusal reported with its request instead of failing the rest.
      for (const one of body.sendRequests) {
        const key = { productId: one.productId, variantId: one.variantId };
        try {
          const outcome = await sendRestockNotices(context, website, requestOrigin(request), { ...one, limitToStock: one.limitToStock ?? body.limitToStock });
          results.push({ ...key, ...outcome, error: null });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          results.push({ ...key, sent: 0, skipped: 0, error: error.message });
        }
      }
      return { sent: results.reduce((n, r) => n + r.sent, 0), skipped: results.reduce((n, r) => n + r.skipped, 0), results };
    },
    { preHandler: absentBodyAsEmpty },
  );

  mount(app, getRestockUnsubscribe, async ({ query, request, reply }) => {
    const website = siteOf(request);
    const removed = await unsubscribeFromRestock(db, website.id, query.token);
    // A page, not an error body: a browser opens the link; an unknown link is its 404 page.
    return reply
      .code(removed ? 200 : 404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(unsubscribePage(website.name, removed));
  });
}
