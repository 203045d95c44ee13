import Stripe from 'stripe';
import { PaymentRefusal, type IntentStatus, type PaymentIntent, type PaymentProvider } from './payment-provider.ts';

/*
 * The Stripe provider: PaymentIntents through Stripe's own SDK (`stripe` on npm), finalised on the
 * server (https://docs.stripe.com/payments/finalize-payments-on-the-server): the browser's Payment
 * Element makes a PaymentMethod, the server creates and confirms the intent with it under our payment
 * id as the Idempotency-Key, and Stripe.js completes a 3-D Secure challenge (`handleNextAction`).
 */

/** Where the SDK sends its requests: Stripe's API, or the stand-in of the tests. */
export interface StripeApiTarget {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

/** Options of {@link createStripeProvider}. */
export interface StripeProviderOptions {
  /** 'sk_test_…' or 'sk_live_…' (a restricted 'rk_…' key works too). */
  secretKey: string;
  /** 'pk_test_…' or 'pk_live_…', handed to Stripe.js in the checkout. */
  publishableKey: string;
  /** @default Stripe's API (api.stripe.com over https) */
  api?: StripeApiTarget | undefined;
}

/** The intent's metadata key that carries our payment id (what findIntent searches by). */
export const PAYMENT_ID_METADATA = 'plinth_payment_id';

/** A secret key's mode, by its prefix. */
export const isTestKey = (key: string): boolean => /^(sk|rk|pk)_test_/.test(key);

/** A Stripe SDK client for a secret key (the webhooks helper needs no key: see stripeWebhooks). */
export function stripeClient(secretKey: string, api?: StripeApiTarget): Stripe {
  return new Stripe(secretKey, {
    maxNetworkRetries: 2, // retried with the same Idempotency-Key: never twice at Stripe
    timeout: 20_000,
    telemetry: false,
    ...(api ? { host: api.host, port: api.port, protocol: api.protocol } : {}),
  });
}

/** Our view of a Stripe PaymentIntent. */
export function intentOf(intent: Stripe.PaymentIntent): PaymentIntent {
  const error = intent.last_payment_error;
  return {
    intentId: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intent.status as IntentStatus,
    amountCents: intent.amount,
    currency: intent.currency.toUpperCase(),
    paymentId: intent.metadata?.[PAYMENT_ID_METADATA] ?? null,
    testMode: !intent.livemode,
    lastError: error ? { code: error.decline_code ?? error.code ?? 'card_declined', message: error.message ?? 'Your card was declined.' } : null,
    card: cardOf(intent),
  };
}

/** The card of an intent's charge, when the charge came expanded (`expand: ['latest_charge']`) and was a card. */
function cardOf(intent: Stripe.PaymentIntent): { brand: string; last4: string } | null {
  const charge = intent.latest_charge;
  const card = charge && typeof charge === 'object' ? charge.payment_method_details?.card : undefined;
  return card?.brand && card.last4 ? { brand: card.brand, last4: card.last4 } : null;
}

/** Every intent we ask for comes with its charge, for the card it was made with. */
const WITH_CHARGE = ['latest_charge'];

/**
 * A refusal of the request itself (an unknown payment method, an amount Stripe will not take) is a
 * PaymentRefusal the visitor is told; a card error carries the intent it left declined. Anything
 * else (no connection, Stripe's 5xx, a bad key) is rethrown: the provider did not answer.
 */
function refusalOf(error: unknown): PaymentRefusal | PaymentIntent | null {
  if (error instanceof Stripe.errors.StripeCardError) {
    const intent = (error.raw as { payment_intent?: Stripe.PaymentIntent } | undefined)?.payment_intent ?? (error as { payment_intent?: Stripe.PaymentIntent }).payment_intent;
    if (intent) return intentOf(intent);
    return new PaymentRefusal(error.decline_code ?? error.code ?? 'card_declined', error.message);
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode !== undefined && error.statusCode < 500) {
    return new PaymentRefusal(error.code ?? 'invalid_request', error.code === 'resource_missing' ? 'Your payment details have expired. Please enter your card again.' : error.message);
  }
  return null;
}

/** The Stripe provider of one account (secret key), in test or live mode by the key's prefix. */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = stripeClient(options.secretKey, options.api);
  const testMode = isTestKey(options.secretKey);
  return {
    name: 'stripe',
    testMode,
    browser: { script: 'stripe', publishableKey: options.publishableKey },

    async createIntent(request) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: request.currency.toLowerCase(),
            payment_method: request.paymentMethodId,
            confirm: true,
            // Cards and wallets without a redirect: 3-D Secure runs in the page (handleNextAction).
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            description: request.description,
            metadata: { [PAYMENT_ID_METADATA]: request.paymentId },
            expand: WITH_CHARGE,
          },
          { idempotencyKey: `plinth-intent-${request.paymentId}` },
        );
        return intentOf(intent);
      } catch (error) {
        const refusal = refusalOf(error);
        if (refusal instanceof PaymentRefusal) throw refusal;
        if (refusal) return refusal;
        throw error;
      }
    },

    async retrieveIntent(intentId) {
      return intentOf(await stripe.paymentIntents.retrieve(intentId, { expand: WITH_CHARGE }));
    },

    async findIntent(paymentId) {
      // Search is eventually consistent (about a minute): an intent made just before a crash may be missed once.
      const found = await stripe.paymentIntents.search({ query: `metadata['${PAYMENT_ID_METADATA}']:'${paymentId.replace(/'/g, '')}'`, limit: 1 });
      const intent = found.data[0];
      return intent ? { status: 'found', intent: intentOf(intent) } : { status: 'none' };
    },

    async refund(request) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: request.intentId, ...(request.amountCents === undefined ? {} : { amount: request.amountCents }) },
          { idempotencyKey: `plinth-${request.idempotencyKey}` },
        );
        return { refundId: refund.id };
      } catch (error) {
        const refusal = refusalOf(error);
        if (refusal instanceof PaymentRefusal) throw refusal;
        throw error;
      }
    },
  };
}

/** Stripe's webhook helpers (signature checks need no API key). */
export const stripeWebhooks = (): Stripe['webhooks'] => Stripe.webhooks;
