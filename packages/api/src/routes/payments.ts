import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';

/*
 * The payments feature's routes (apps/server/src/features/payments; docs/checkout-api.md
 * "Payments"): the built-in test provider's stand-ins for a provider's browser side (tokenising a
 * card, answering a 3-D Secure challenge; present only while the test provider is active), Stripe's
 * webhook, and the owner's Commerce → Payments settings. Secrets are never answered: the owner sees
 * them masked ('sk_test_…4242').
 */

/** The providers a site can take payments through. */
export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
/** Test or live payments (Stripe's sk_test_ / sk_live_ keys). */
export const PAYMENT_MODES = ['test', 'live'] as const;

const cardText = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} is too long`);

/** POST /api/commerce/test-payments/payment-methods. */
export const createTestPaymentMethod = defineRoute({
  method: 'POST',
  path: '/api/commerce/test-payments/payment-methods',
  tag: 'payments',
  access: 'public',
  summary: "The test provider's tokenisation (its browser script sends the card here, never to checkout): the card → a paymentMethodId (402 malformed card, 404 when the test provider is not in use)",
  body: z.object({
    number: cardText('number', 40),
    expiry: cardText('expiry', 7),
    cvc: cardText('cvc', 4),
    name: z.string().trim().max(200, 'name is too long').optional(),
  }),
  response: z.object({ paymentMethodId: z.string(), last4: z.string() }),
  errors: [402, 404],
});

/** POST /api/commerce/test-payments/authentications. */
export const authenticateTestPayment = defineRoute({
  method: 'POST',
  path: '/api/commerce/test-payments/authentications',
  tag: 'payments',
  access: 'public',
  summary: "The buyer's answer to the test provider's 3-D Secure challenge: completed → the intent succeeds, failed → it is refused (404 when the test provider is not in use)",
  body: z.object({
    intentId: z.string({ error: 'intentId is required' }).trim().regex(/^[A-Za-z0-9_]{3,200}$/, 'intentId is not valid'),
    clientSecret: z.string({ error: 'clientSecret is required' }).trim().min(1, 'clientSecret is required').max(300, 'clientSecret is too long'),
    outcome: z.enum(['complete', 'fail'], { error: "outcome must be 'complete' or 'fail'" }),
  }),
  response: z.object({ intentId: z.string(), status: z.string() }),
  errors: [402, 404],
});

/** POST /api/commerce/stripe/webhook. */
export const receiveStripeWebhook = defineRoute({
  method: 'POST',
  path: '/api/commerce/stripe/webhook',
  tag: 'payments',
  access: 'public',
  summary: "Stripe's events for this site, verified by their Stripe-Signature (400 unsigned or forged): payment_intent.succeeded / payment_failed, charge.refunded, charge.dispute.created; a retried event changes nothing",
  response: z.object({ received: z.literal(true) }),
  errors: [404],
});

/** The owner's payment settings (secrets masked, never sent back). */
export const paymentSettingsJson = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  mode: z.enum(PAYMENT_MODES),
  publishableKey: z.string().nullable(),
  /** 'sk_test_…4242', or null when none is stored. */
  secretKey: z.string().nullable(),
  /** 'whsec_…abcd', or null. */
  webhookSecret: z.string().nullable(),
  /** Where Stripe sends this site's events (the owner adds it in Stripe's dashboard). */
  webhookUrl: z.string(),
  /** False when the server has no PLINTH_SECRET_KEY: secrets cannot be stored, so Stripe cannot be connected. */
  secretsStorable: z.boolean(),
});

const stripeKey = (field: string, pattern: RegExp, shape: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(300, `${field} is too long`)
    .refine((value) => value === '' || pattern.test(value), `${field} must look like ${shape}`)
    .optional();

/** PUT /api/owner/commerce/payments body: a blank or absent secret keeps the stored one. */
export const paymentSettingsInput = z.object({
  provider: z.enum(PAYMENT_PROVIDERS, { error: "provider must be 'stripe' or 'test'" }),
  mode: z.enum(PAYMENT_MODES, { error: "mode must be 'test' or 'live'" }).default('test'),
  publishableKey: stripeKey('publishableKey', /^pk_(test|live)_[A-Za-z0-9]{8,}$/, 'pk_test_… or pk_live_…'),
  secretKey: stripeKey('secretKey', /^(sk|rk)_(test|live)_[A-Za-z0-9]{8,}$/, 'sk_test_… or sk_live_…'),
  webhookSecret: stripeKey('webhookSecret', /^whsec_[A-Za-z0-9+/=]{8,}$/, 'whsec_…'),
});

/** GET /api/owner/commerce/payments. */
export const getPaymentSettings = defineRoute({
  method: 'GET',
  path: '/api/owner/commerce/payments',
  tag: 'payments',
  access: 'settings:write',
  summary: 'The payment provider of the site (Commerce → Payments), secrets masked',
  response: paymentSettingsJson,
});

/** PUT /api/owner/commerce/payments. */
export const savePaymentSettings = defineRoute({
  method: 'PUT',
  path: '/api/owner/commerce/payments',
  tag: 'payments',
  access: 'settings:write',
  summary: 'Chooses the payment provider: Stripe (keys checked against the mode, secrets sealed at rest) or the built-in test provider; takes effect at the next request',
  body: paymentSettingsInput,
  response: paymentSettingsJson,
});

/** The payments feature's routes. */
export const paymentsRoutes: readonly ApiRoute[] = [createTestPaymentMethod, authenticateTestPayment, receiveStripeWebhook, getPaymentSettings, savePaymentSettings];
