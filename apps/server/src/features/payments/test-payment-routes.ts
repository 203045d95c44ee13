import { authenticateTestPayment, createTestPaymentMethod } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppEventBus } from '../../infra/events/app-events.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { requireCrumb } from '../../infra/http/crumb.ts';
import { mount } from '../../infra/http/mount.ts';
import { PaymentRefusal } from '../../infra/payments/payment-provider.ts';
import { siteOf } from '../site/index.ts';
import { PAYMENTS_MESSAGES as M } from './messages.ts';
import { paymentProviderForSite, type PaymentsDeps } from './payment-settings-service.ts';

/*
 * The built-in test provider's stand-ins for what a real provider does in the buyer's browser: its
 * tokenisation (the checkout island's test script sends the card here, never to the checkout API)
 * and its 3-D Secure challenge. They answer 404 while the site takes payments through another
 * provider: a live shop never accepts a card number on our server.
 */
export function registerTestPaymentRoutes(app: FastifyInstance, deps: PaymentsDeps, events: AppEventBus): void {
  const testProviderOf = async (websiteId: string) => {
    const provider = await paymentProviderForSite(deps, websiteId).catch(() => null);
    if (provider !== deps.testProvider) throw new AppError('NOT_FOUND', M.testProviderOff);
    return deps.testProvider;
  };

  mount(
    app,
    createTestPaymentMethod,
    async ({ body, request }) => {
      const provider = await testProviderOf(siteOf(request).id);
      try {
        return await provider.createPaymentMethod(body);
      } catch (error) {
        if (error instanceof PaymentRefusal) throw new AppError('PAYMENT_DECLINED', error.message);
        throw error;
      }
    },
    { preHandler: requireCrumb },
  );

  mount(
    app,
    authenticateTestPayment,
    async ({ body, request }) => {
      const websiteId = siteOf(request).id;
      const provider = await testProviderOf(websiteId);
      let intent;
      try {
        intent = await provider.authenticate(body.intentId, body.clientSecret, body.outcome === 'complete');
      } catch (error) {
        if (error instanceof PaymentRefusal) throw new AppError(error.code === 'resource_missing' ? 'NOT_FOUND' : 'CONFLICT', error.message);
        throw error;
      }
      // As a real provider's webhook would: the checkout settles the payment now, whether or not the browser asks again.
      await events.emit('payment.intentChanged', { db: deps.db, websiteId, provider: provider.name, intent, now: deps.now() });
      return { intentId: intent.intentId, status: intent.status };
    },
    { preHandler: requireCrumb },
  );
}
