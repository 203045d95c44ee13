import { getGiftCardBalance, purchaseGiftCard } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import { requireCrumb } from '../../infra/http/crumb.ts';
import { mount } from '../../infra/http/mount.ts';
import { giftCardBalance } from '../gift-cards/index.ts';
import { requestOrigin, siteOf } from '../site/index.ts';
import { currentSiteUserSession } from '../site-users/index.ts';
import type { CheckoutDeps } from './checkout-service.ts';
import { buyGiftCard, checkGiftCardPurchase, giftCardPurchaseFingerprint } from './gift-card-purchase-service.ts';
import { refuseCardData } from './card-data-guard.ts';
import { answerPayRequest } from './pay-request.ts';

/**
 * Gift cards: buy one from the gift-card page (idempotent, as the checkout's pay), and check a
 * code's balance. They live here, not in features/gift-cards, because a purchase is a checkout (and
 * checkout writes the ledger: the other way round would be an import cycle).
 */
export function registerGiftCardRoutes(app: FastifyInstance, deps: CheckoutDeps): void {
  const { db } = deps;

  mount(
    app,
    purchaseGiftCard,
    async ({ body: purchase, request, reply }) => {
      const site = siteOf(request);
      const siteUserId = (await currentSiteUserSession(db, request, deps.now()))?.siteUser.id ?? null;
      const answer = await answerPayRequest(deps, site, purchase, {
        fingerprint: giftCardPurchaseFingerprint(purchase),
        prepare: () => checkGiftCardPurchase(deps, site, purchase),
        pay: (payDeps, paymentMethodId) => buyGiftCard(payDeps, site, { ...purchase, paymentMethodId }, requestOrigin(request), siteUserId),
      });
      // The stored (or fresh) answer, replayed as it was first sent.
      return reply.code(answer.status).send(answer.body);
    },
    { preHandler: [requireCrumb, refuseCardData] },
  );

  mount(app, getGiftCardBalance, ({ query, request }) => giftCardBalance(db, siteOf(request).id, query.code));
}
