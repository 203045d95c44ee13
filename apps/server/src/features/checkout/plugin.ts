import type { FastifyInstance } from 'fastify';
import type { CheckoutDeps } from './checkout-service.ts';
import { registerCartAdditionalFieldsRoutes } from './entry-fields-routes.ts';
import { registerGiftCardRoutes } from './gift-card-routes.ts';
import { registerCheckoutRoutes } from './routes.ts';
import { registerSubscriptionRoutes } from './subscription-routes.ts';

/**
 * Checkout: the cart's checkout, subscription and gift-card purchases, the cart entries' additional
 * fields (docs/checkout-api.md). Payments go through the app's provider (`app.deps.payments`).
 */
export async function checkoutPlugin(app: FastifyInstance): Promise<void> {
  const { db, now, mailer, emails, payments } = app.deps;
  const deps: CheckoutDeps = { db, now, mailer, emails, provider: payments, log: app.log };
  registerCheckoutRoutes(app, deps);
  registerSubscriptionRoutes(app, deps);
  registerGiftCardRoutes(app, deps);
  registerCartAdditionalFieldsRoutes(app, deps);
}
