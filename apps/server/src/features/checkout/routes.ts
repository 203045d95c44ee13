import { getCheckout, payCheckout, updateCheckout } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import { requireCrumb } from '../../infra/http/crumb.ts';
import { absentBodyAsEmpty } from '../../infra/http/absent-body.ts';
import { mount } from '../../infra/http/mount.ts';
import { requestCartToken } from '../cart/index.ts';
import { requestOrigin, siteOf } from '../site/index.ts';
import { currentSiteUserSession } from '../site-users/index.ts';
import { assertCheckoutPayable, changeCheckout, findVisitorCart, readCheckout, type CheckoutDeps } from './checkout-service.ts';
import { refuseCardData } from './card-data-guard.ts';
import { payForCart } from './pay-workflow.ts';
import { answerPayRequest } from './pay-request.ts';

/**
 * The checkout API of docs/checkout-api.md: read and update the visitor's checkout (totals,
 * shipping, tax, coupons, gift card), and pay for it (idempotent: the answer is replayed for a
 * retried key; stock taken at payment).
 */
export function registerCheckoutRoutes(app: FastifyInstance, deps: CheckoutDeps): void {
  const { db } = deps;
  const write = { preHandler: requireCrumb };

  mount(app, getCheckout, async ({ request }) => {
    const site = siteOf(request);
    const cart = await findVisitorCart(db, site.id, requestCartToken(request));
    return readCheckout(deps, site, cart.id);
  });

  mount(
    app,
    updateCheckout,
    async ({ body, request }) => {
      const site = siteOf(request);
      const cart = await findVisitorCart(db, site.id, requestCartToken(request));
      return changeCheckout(deps, site, cart.id, body);
    },
    // A PUT with no body at all changes nothing.
    { preHandler: [requireCrumb, absentBodyAsEmpty] },
  );

  mount(
    app,
    payCheckout,
    async ({ body, request, reply }) => {
      const site = siteOf(request);
      const { idempotencyKey } = body;
      // A customer signed in when paying gets the order (and its subscriptions) in the account.
      const siteUserId = (await currentSiteUserSession(db, request, deps.now()))?.siteUser.id ?? null;
      // Open, or purchased by the time the follow-up after authentication asks (the webhook came first).
      const cart = await findVisitorCart(db, site.id, requestCartToken(request));
      const answer = await answerPayRequest(deps, site, body, {
        fingerprint: `checkout:${cart.id}`,
        prepare: () => assertCheckoutPayable(deps, site, cart.id),
        pay: (payDeps, paymentMethodId) => payForCart(payDeps, { site, cartId: cart.id, paymentMethodId, idempotencyKey, origin: requestOrigin(request), siteUserId }),
      });
      // The stored (or fresh) answer, replayed as it was first sent.
      return reply.code(answer.status).send(answer.body);
    },
    { preHandler: [requireCrumb, refuseCardData] },
  );
}
