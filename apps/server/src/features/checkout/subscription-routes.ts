import { createSubscriptionCart, getSubscriptionCart, paySubscriptionCart } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import { requireCrumb } from '../../infra/http/crumb.ts';
import { mount } from '../../infra/http/mount.ts';
import { requestOrigin, siteOf } from '../site/index.ts';
import { currentSiteUserSession } from '../site-users/index.ts';
import type { CheckoutDeps } from './checkout-service.ts';
import { refuseCardData } from './card-data-guard.ts';
import { answerPayRequest } from './pay-request.ts';
import { payForCart } from './pay-workflow.ts';
import * as subscriptions from './subscription-service.ts';

/**
 * Subscription purchases (storefront.md §7): make the one-entry cart, read it with its plan, and pay
 * for it (idempotent, as the checkout's pay).
 */
export function registerSubscriptionRoutes(app: FastifyInstance, deps: CheckoutDeps): void {
  const { db } = deps;
  const write = { preHandler: requireCrumb };

  mount(app, createSubscriptionCart, ({ body, request }) => subscriptions.createSubscriptionCart(deps, siteOf(request), body), write);

  mount(app, getSubscriptionCart, ({ params, request }) => subscriptions.readSubscriptionCart(deps, siteOf(request), params.cartToken));

  mount(
    app,
    paySubscriptionCart,
    async ({ params: { cartToken }, body, request, reply }) => {
      const site = siteOf(request);
      const { cart } = await subscriptions.findSubscriptionCart(deps, site, cartToken);
      const siteUserId = (await currentSiteUserSession(db, request, deps.now()))?.siteUser.id ?? null;
      const answer = await answerPayRequest(deps, site, body, {
        fingerprint: `subscription:${cart.id}`,
        prepare: () => subscriptions.prepareSubscriptionPayment(deps, site, cart.id, body),
        pay: (payDeps, paymentMethodId) => payForCart(payDeps, { site, cartId: cart.id, paymentMethodId, idempotencyKey: body.idempotencyKey, origin: requestOrigin(request), siteUserId }),
      });
      // The stored (or fresh) answer, replayed as it was first sent.
      return reply.code(answer.status).send(answer.body);
    },
    { preHandler: [requireCrumb, refuseCardData] },
  );
}
