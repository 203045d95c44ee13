import type { FastifyInstance } from 'fastify';
import { paymentsDepsOf } from './payments-deps.ts';
import { registerPaymentSettingsRoutes } from './settings-routes.ts';
import { registerStripeWebhookRoutes } from './stripe-webhook-routes.ts';
import { registerTestPaymentRoutes } from './test-payment-routes.ts';

/**
 * Payments (docs/checkout-api.md "Payments"): the owner's Commerce → Payments, the test provider's
 * browser stand-ins and Stripe's webhook. What a provider says about an intent is told to the
 * checkout through the event bus (`payment.intentChanged`, `payment.refunded`, `payment.disputed`).
 */
export async function paymentsPlugin(app: FastifyInstance): Promise<void> {
  const deps = paymentsDepsOf(app.deps);
  registerPaymentSettingsRoutes(app, deps);
  registerTestPaymentRoutes(app, deps, app.deps.events);
  await registerStripeWebhookRoutes(app, deps, app.deps.events);
}
