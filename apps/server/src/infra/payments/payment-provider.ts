/*
 * The payment provider contract: the payment-intent shape (docs/checkout-api.md "Payments",
 * decisions/0014-payment-intents.md). Card data never reaches our server: the browser hands the card
 * to the provider's own script, which answers a payment method id (a token); the server creates an
 * intent for the checkout total with that token, idempotently under our payment id; when the bank
 * asks for authentication (3-D Secure) the browser completes it with the provider's script; the
 * server completes the order from the intent's state — the pay request's follow-up or the provider's
 * webhook, whichever comes first.
 */

/** Where an intent is (Stripe's PaymentIntent statuses). */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

/** A payment intent as the provider knows it. */
export interface PaymentIntent {
  /** The provider's id ('pi_…'). */
  intentId: string;
  /** What the browser's script needs to complete an authentication; never stored. */
  clientSecret: string;
  status: IntentStatus;
  amountCents: number;
  /** Upper-case ISO 4217. */
  currency: string;
  /** Our payment id, as the intent's metadata carries it (null for an intent we did not make). */
  paymentId: string | null;
  testMode: boolean;
  /** Why the last confirmation failed (a declined card, a failed authentication), visitor-facing. */
  lastError: { code: string; message: string } | null;
  /** The card it was confirmed with, as the provider tells it (network and last four digits), when known. */
  card?: { brand: string; last4: string } | null;
}

/** What to create an intent for. */
export interface CreateIntentRequest {
  /** Our payment id: the intent's idempotency key and metadata, so a retried create makes one intent. */
  paymentId: string;
  /** Minor units, more than zero. */
  amountCents: number;
  currency: string;
  /** The token the provider's browser script made of the card. */
  paymentMethodId: string;
  /** Shown on the provider's dashboard, e.g. 'Plinth Demo Store order'. */
  description: string;
}

/** A refund asked for. */
export interface RefundRequest {
  intentId: string;
  /** Minor units; unset: what is left of the charge. */
  amountCents?: number;
  /** So a retried refund is made once at the provider too. */
  idempotencyKey: string;
}

/**
 * What the provider knows of the intent made for one of our payments: found (with the intent),
 * 'none' (the provider is sure it made none), or 'unknown' (it cannot tell now: ask again later).
 */
export type IntentLookup = { status: 'found'; intent: PaymentIntent } | { status: 'none' } | { status: 'unknown' };

/** What the checkout island loads to tokenise cards and complete authentications. */
export type BrowserPayment = { script: 'test' } | { script: 'stripe'; publishableKey: string };

/**
 * A payment provider. Every call rejects only when the provider is unreachable or refuses the call
 * itself; a declined card is an intent whose `lastError` says why.
 */
export interface PaymentProvider {
  /** Short name stored with each payment ('test', 'stripe'). */
  readonly name: string;
  /** Whether payments are test payments (orders are marked testMode). */
  readonly testMode: boolean;
  /** What the browser loads at checkout. */
  readonly browser: BrowserPayment;
  /**
   * Creates the intent for our payment and confirms it with the payment method at once (Stripe's
   * "finalize payments on the server"): succeeded, requires_action (the browser authenticates), or
   * requires_payment_method with `lastError` (declined).
   */
  createIntent(request: CreateIntentRequest): Promise<PaymentIntent>;
  /** The intent as it is now. */
  retrieveIntent(intentId: string): Promise<PaymentIntent>;
  /** The intent made for our payment id, when the process that asked died before recording its id. */
  findIntent(paymentId: string): Promise<IntentLookup>;
  /** Gives a charge back, in full or in part. */
  refund(request: RefundRequest): Promise<{ refundId: string }>;
}

/** Whether an intent's money is taken (or will be, without the buyer). */
export const isIntentPaid = (intent: PaymentIntent): boolean => intent.status === 'succeeded';

/** Whether an intent waits for the buyer (authentication) or the bank (processing). */
export const isIntentWaiting = (intent: PaymentIntent): boolean =>
  intent.status === 'requires_action' || intent.status === 'processing' || intent.status === 'requires_confirmation';

/**
 * A call the provider refused for what it was asked (an unknown or used-up payment method, a bad
 * amount), not for the card: the visitor is told `message` and pays again.
 */
export class PaymentRefusal extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'PaymentRefusal';
    this.code = code;
  }
}

/** Stripe's words for a failed 3-D Secure challenge (the test provider says the same). */
export const AUTHENTICATION_FAILED_MESSAGE = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
