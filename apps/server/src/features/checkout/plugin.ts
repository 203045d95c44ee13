import type { FastifyInstance } from 'fastify';
import { registerCartAdditionalFieldsRoutes } from './additional-fields-routes.ts';
import { registerGiftCardRoutes } from './gift-card-routes.ts';
import { registerCheckoutRoutes } from './routes.ts';
import { registerSubscriptionRoutes } from './subscription-routes.ts';

/** Checkout: the cart's checkout, subscription and gift-card purchases, the cart's additional fields. */
export async function checkoutFeature(app: FastifyInstance): Promise<void> {
  await registerCheckoutRoutes(app, app.deps);
  await registerSubscriptionRoutes(app, app.deps);
  await registerGiftCardRoutes(app, app.deps);
  await registerCartAdditionalFieldsRoutes(app, app.deps);
}
