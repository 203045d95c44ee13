import { receiveStripeWebhook } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { AppEventBus } from '../../infra/events/app-events.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { mount } from '../../infra/http/mount.ts';
import { intentOf, stripeWebhooks } from '../../infra/payments/stripe-provider.ts';
import { siteOf } from '../site/index.ts';
import { PAYMENTS_MESSAGES as M } from './messages.ts';
import { recordWebhookEvent, webhookEventSeen } from './payment-settings-repository.ts';
import { stripeWebhookSecret, type PaymentsDeps } from './payment-settings-service.ts';

/** The largest event accepted (Stripe's are a few kB). */
const MAX_EVENT_BYTES = 256 * 1024;

/**
 * POST /api/commerce/stripe/webhook: Stripe's events for this site. The signature (Stripe-Signature,
 * HMAC of the raw body with the site's signing secret, within Stripe's 5-minute tolerance) is checked
 * with the SDK on the bytes as they came, so the body is read raw here. Then, once per event id:
 * payment_intent.succeeded / payment_failed → the checkout settles the payment of the intent;
 * charge.refunded → what is refunded in all; charge.dispute.created → the payment marked disputed.
 * Every reaction is idempotent in itself too (conditional updates), so two deliveries racing change
 * nothing twice. A reaction that fails answers 500 and the event is not recorded: Stripe retries.
 */
export async function registerStripeWebhookRoutes(app: FastifyInstance, deps: PaymentsDeps, events: AppEventBus): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: MAX_EVENT_BYTES }, (_request, body, done) => done(null, body));
    mount(
      scope,
      receiveStripeWebhook,
      async ({ request }) => {
        const websiteId = siteOf(request).id;
        const secret = await stripeWebhookSecret(deps, websiteId);
        if (!secret) throw new AppError('NOT_FOUND', M.stripeNotConnected);
        const signature = request.headers['stripe-signature'];
        if (typeof signature !== 'string' || !signature) throw new AppError('INVALID', M.signatureMissing);
        if (!(request.body instanceof Uint8Array)) throw new AppError('INVALID', M.signatureInvalid);
        let event: Stripe.Event;
        try {
          event = stripeWebhooks().constructEvent(Buffer.from(request.body), signature, secret);
        } catch {
          throw new AppError('INVALID', M.signatureInvalid);
        }
        if (await webhookEventSeen(deps.db, websiteId, 'stripe', event.id)) return { received: true as const };
        await react(deps, events, websiteId, event);
        await recordWebhookEvent(deps.db, { websiteId, provider: 'stripe', eventId: event.id, type: event.type, now: deps.now() });
        return { received: true as const };
      },
      { parseItself: ['body'], bodyLimit: MAX_EVENT_BYTES },
    );
  });
}

/** What an event means here; other types are acknowledged and ignored. */
async function react(deps: PaymentsDeps, events: AppEventBus, websiteId: string, event: Stripe.Event): Promise<void> {
  const now = deps.now();
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
      await events.emit('payment.intentChanged', { db: deps.db, websiteId, provider: 'stripe', intent: intentOf(event.data.object), now });
      return;
    case 'charge.refunded': {
      const charge = event.data.object;
      const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      if (intentId) await events.emit('payment.refunded', { db: deps.db, websiteId, intentId, refundedCents: charge.amount_refunded, now });
      return;
    }
    case 'charge.dispute.created': {
      const dispute = event.data.object;
      const intentId = typeof dispute.payment_intent === 'string' ? dispute.payment_intent : dispute.payment_intent?.id;
      if (intentId) await events.emit('payment.disputed', { db: deps.db, websiteId, intentId, now });
      return;
    }
    default:
      return;
  }
}
