import { getCheckout, payCheckout, updateCheckout } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import { requireCrumb } from '../../infra/http/crumb.ts';
import { absentBodyAsEmpty } from '../../infra/http/absent-body.ts';
import { mount } from '../../infra/http/mount.ts';
import { requestCartToken } from '../cart/index.ts';
import { requestOrigin, siteOf } from '../site/index.ts';
import { currentSiteUserSession } from '../site-users/index.ts';
import { assertCheckoutPayable, changeCheckout, findVisitorCart, readCheckout, type CheckoutDeps } from './checkout-service.ts';
import { runIdempotent } from './idempotent.ts';
import { payForCart } from './pay-workflow.ts';

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
    async ({ body: { idempotencyKey, card }, request, reply }) => {
      const site = siteOf(request);
      const cart = await findVisitorCart(db, site.id, requestCartToken(request));
      // A customer signed in when paying gets the order (and its subscriptions) in the account.
      const siteUserId = (await currentSiteUserSession(db, request, deps.now()))?.siteUser.id ?? null;
      const answer = await runIdempotent(
        db,
        { websiteId: site.id, key: idempotencyKey, fingerprint: `checkout:${cart.id}` },
        () => assertCheckoutPayable(deps, site, cart.id),
        () => payForCart(deps, { site, cartId: cart.id, card, idempotencyKey, origin: requestOrigin(request), siteUserId }),
      );
      // The stored (or fresh) answer, replayed as it was first sent.
      return reply.code(answer.status).send(answer.body);
    },
    write,
  );
}
