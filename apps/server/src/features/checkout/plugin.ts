import type { FastifyInstance } from 'fastify';
import type { CheckoutDeps } from './checkout-service.ts';
import { settleFromProviderEvents } from './provider-events.ts';
import { checkoutDepsOf } from './site-payments.ts';
import { registerCartAdditionalFieldsRoutes } from './entry-fields-routes.ts';
import { registerGiftCardRoutes } from './gift-card-routes.ts';
import { registerCheckoutRoutes } from './routes.ts';
import { registerSubscriptionRoutes } from './subscription-routes.ts';

/**
 * Checkout: the cart's checkout, subscription and gift-card purchases, the cart entries' additional
 * fields (docs/checkout-api.md). Payments go through the site's provider (features/payments), chosen per
 * request; what a provider's webhook says settles them (provider-events.ts).
 */
export async function checkoutPlugin(app: FastifyInstance): Promise<void> {
  const deps: CheckoutDeps = checkoutDepsOf(app.deps, app.log);
  settleFromProviderEvents(app.deps.events, deps);
  registerCheckoutRoutes(app, deps);
  registerSubscriptionRoutes(app, deps);
  registerGiftCardRoutes(app, deps);
  registerCartAdditionalFieldsRoutes(app, deps);
}
