import { randomBytes } from 'node:crypto';
import { validateCard } from '@plinth/commerce';
import { AUTHENTICATION_FAILED_MESSAGE, PaymentRefusal, type PaymentIntent, type PaymentProvider } from './payment-provider.ts';

/** Payment methods and intents the test provider remembers (a long-running demo must not grow without bound). */
const MAX_KEPT = 10_000;

/** A card the test provider tokenised: what it will do when an intent is confirmed with it. */
interface TestPaymentMethod {
  last4: string;
  outcome: 'succeeds' | 'authenticate' | 'declined';
  declineCode: string;
  declineMessage: string;
}

/** The card as the test provider's browser script sends it to its tokenising route. */
export interface TestCardInput {
  number: string;
  /** 'MM/YY'. */
  expiry: string;
  cvc: string;
  name?: string | undefined;
}

/** The built-in test provider: the payment-intent contract plus its stand-ins for the provider's browser side. */
export interface TestPaymentProvider extends PaymentProvider {
  /**
   * Tokenises a card, as the provider's script does in the browser (the route
   * POST /api/commerce/test-payments/payment-methods): a malformed number, expiry or code is refused
   * with its message; a well-formed card gets a payment method id, whatever it will do when charged.
   * @throws PaymentRefusal for a malformed card
   */
  createPaymentMethod(card: TestCardInput): { paymentMethodId: string; last4: string };
  /**
   * The buyer's answer to a 3-D Secure challenge (the checkout island's dialog): completed → the
   * intent succeeds; failed → it needs another payment method, with Stripe's message.
   * @throws PaymentRefusal for an unknown intent, a wrong client secret or an intent not waiting for one
   */
  authenticate(intentId: string, clientSecret: string, completed: boolean): PaymentIntent;
  /** Intents that succeeded and what was refunded of each (tests read it). */
  readonly charges: ReadonlyMap<string, { amountCents: number; refundedCents: number }>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Keeps a map within {@link MAX_KEPT} entries, forgetting the oldest. */
function remember<K, V>(map: Map<K, V>, key: K, value: V): void {
  map.set(key, value);
  if (map.size > MAX_KEPT) map.delete(map.keys().next().value as K);
}

/**
 * The built-in test provider, with the payment-intent shape of a real one so the demo and the tests
 * run offline through the same checkout: cards are tokenised by its route (the stand-in for the
 * provider's script), intents are created idempotently per payment id and confirmed at once —
 * `4242 4242 4242 4242` succeeds, `4000 0027 6000 3184` asks for a 3-D Secure challenge first, every
 * other well-formed number is declined with 'Your card was declined.' (@plinth/commerce validateCard).
 *
 * Its books are this process's memory, and no money moves in test mode: an intent it never made is
 * 'none'. The pay workflow records the intent's id on the payment row as soon as it is created, so
 * a payment whose process died is settled from the row or released.
 * @param options.now clock for the card expiry check @default Date.now
 */
export function createTestPaymentProvider(options: { now?: () => number } = {}): TestPaymentProvider {
  const now = options.now ?? Date.now;
  const methods = new Map<string, TestPaymentMethod>();
  const intents = new Map<string, PaymentIntent>();
  const byPayment = new Map<string, string>();
  const charges = new Map<string, { amountCents: number; refundedCents: number }>();
  const refunds = new Map<string, string>();

  const intentOf = (intentId: string): PaymentIntent => {
    const intent = intents.get(intentId);
    if (!intent) throw new PaymentRefusal('resource_missing', `No such payment intent: '${intentId}'`);
    return intent;
  };
  const save = (intent: PaymentIntent): PaymentIntent => {
    intents.set(intent.intentId, intent);
    if (intent.status === 'succeeded' && !charges.has(intent.intentId)) remember(charges, intent.intentId, { amountCents: intent.amountCents, refundedCents: 0 });
    return { ...intent };
  };

  return {
    name: 'test',
    testMode: true,
    browser: { script: 'test' },
    charges,

    createPaymentMethod(card) {
      const checked = validateCard({ number: card.number, expiry: card.expiry, cvc: card.cvc, now: now() });
      if (!checked.ok && checked.code !== 'declined') throw new PaymentRefusal(checked.code, checked.message);
      const last4 = card.number.replace(/\D/g, '').slice(-4);
      const paymentMethodId = id('pm_test');
      const outcome = checked.ok ? (checked.requiresAuthentication ? 'authenticate' : 'succeeds') : 'declined';
      remember(methods, paymentMethodId, { last4, outcome, declineCode: 'card_declined', declineMessage: checked.ok ? '' : checked.message });
      return { paymentMethodId, last4 };
    },

    async createIntent(request) {
      const earlier = byPayment.get(request.paymentId);
      if (earlier) return { ...intentOf(earlier) };
      if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) throw new PaymentRefusal('amount_too_small', 'The amount to charge must be more than zero.');
      const method = methods.get(request.paymentMethodId);
      if (!method) throw new PaymentRefusal('resource_missing', 'Your payment details have expired. Please enter your card again.');
      // A payment method is used once (as Stripe's unattached ones).
      methods.delete(request.paymentMethodId);
      const intentId = id('pi_test');
      const base: PaymentIntent = {
        intentId,
        clientSecret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
        status: 'succeeded',
        amountCents: request.amountCents,
        currency: request.currency.toUpperCase(),
        paymentId: request.paymentId,
        testMode: true,
        lastError: null,
      };
      const intent: PaymentIntent =
        method.outcome === 'succeeds' ? base
        : method.outcome === 'authenticate' ? { ...base, status: 'requires_action' }
        : { ...base, status: 'requires_payment_method', lastError: { code: method.declineCode, message: method.declineMessage } };
      remember(byPayment, request.paymentId, intentId);
      remember(intents, intentId, intent);
      return save(intent);
    },

    async retrieveIntent(intentId) {
      return { ...intentOf(intentId) };
    },

    async findIntent(paymentId) {
      const intentId = byPayment.get(paymentId);
      const intent = intentId ? intents.get(intentId) : undefined;
      return intent ? { status: 'found', intent: { ...intent } } : { status: 'none' };
    },

    async refund(request) {
      const earlier = refunds.get(request.idempotencyKey);
      if (earlier) return { refundId: earlier };
      const charge = charges.get(request.intentId);
      if (!charge) throw new PaymentRefusal('charge_not_found', 'This payment has not been charged, so there is nothing to refund.');
      const amount = request.amountCents ?? charge.amountCents - charge.refundedCents;
      if (!Number.isSafeInteger(amount) || amount <= 0 || amount > charge.amountCents - charge.refundedCents) {
        throw new PaymentRefusal('amount_too_large', 'The refund is more than what is left of the charge.');
      }
      charge.refundedCents += amount;
      const refundId = id('re_test');
      remember(refunds, request.idempotencyKey, refundId);
      return { refundId };
    },

    authenticate(intentId, clientSecret, completed) {
      const intent = intentOf(intentId);
      if (intent.clientSecret !== clientSecret) throw new PaymentRefusal('resource_missing', `No such payment intent: '${intentId}'`);
      if (intent.status !== 'requires_action') throw new PaymentRefusal('payment_intent_unexpected_state', 'This payment is not waiting for authentication.');
      return save(
        completed
          ? { ...intent, status: 'succeeded', lastError: null }
          : { ...intent, status: 'requires_payment_method', lastError: { code: 'payment_intent_authentication_failure', message: AUTHENTICATION_FAILED_MESSAGE } },
      );
    },
  };
}
