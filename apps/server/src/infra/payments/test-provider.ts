import { randomBytes } from 'node:crypto';
import { validateCard } from '@plinth/commerce';
import { AUTHENTICATION_FAILED_MESSAGE, PaymentRefusal, type PaymentIntent, type PaymentProvider } from './payment-provider.ts';
import { memoryBooks, type TestCharge, type TestProviderBooks } from './test-provider-books.ts';

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
  createPaymentMethod(card: TestCardInput): Promise<{ paymentMethodId: string; last4: string }>;
  /**
   * The buyer's answer to a 3-D Secure challenge (the checkout island's dialog): completed → the
   * intent succeeds; failed → it needs another payment method, with Stripe's message.
   * @throws PaymentRefusal for an unknown intent, a wrong client secret or an intent not waiting for one
   */
  authenticate(intentId: string, clientSecret: string, completed: boolean): Promise<PaymentIntent>;
  /** An intent's charge and what was refunded of it (tests read it). */
  charge(intentId: string): Promise<TestCharge | undefined>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** The card's network, from its number's first digits (as a provider names it: 'visa', 'mastercard' …). */
export function cardBrand(number: string): string {
  const digits = number.replace(/\D/g, '');
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/**
 * The built-in test provider, with the payment-intent shape of a real one so the demo and the tests
 * run offline through the same checkout: cards are tokenised by its route (the stand-in for the
 * provider's script), intents are created idempotently per payment id and confirmed at once —
 * `4242 4242 4242 4242` succeeds, `4000 0027 6000 3184` asks for a 3-D Secure challenge first, every
 * other well-formed number is declined with 'Your card was declined.' (@plinth/commerce validateCard).
 *
 * No money moves in test mode. Its books (test-provider-books.ts) are the database's when the app
 * makes it — a refund after a restart finds its charge, and every worker knows the cards another
 * tokenised — or this provider's memory (tests playing a provider that never saw an intent, which
 * answers 'none' for it). The pay workflow records the intent's id on the payment row as soon as it
 * is created, so a payment whose process died is settled from the row or released.
 * @param options.now clock for the card expiry check @default Date.now
 * @param options.books where its records are kept @default memoryBooks()
 */
export function createTestPaymentProvider(options: { now?: () => number; books?: TestProviderBooks } = {}): TestPaymentProvider {
  const now = options.now ?? Date.now;
  const books = options.books ?? memoryBooks();
  const intentOf = async (intentId: string): Promise<PaymentIntent> => {
    const intent = await books.getIntent(intentId);
    if (!intent) throw new PaymentRefusal('resource_missing', `No such payment intent: '${intentId}'`);
    return intent;
  };

  return {
    name: 'test',
    testMode: true,
    browser: { script: 'test' },
    charge: (intentId) => books.charge(intentId),

    async createPaymentMethod(card) {
      const checked = validateCard({ number: card.number, expiry: card.expiry, cvc: card.cvc, now: now() });
      if (!checked.ok && checked.code !== 'declined') throw new PaymentRefusal(checked.code, checked.message);
      const last4 = card.number.replace(/\D/g, '').slice(-4);
      const paymentMethodId = id('pm_test');
      const outcome = checked.ok ? (checked.requiresAuthentication ? 'authenticate' : 'succeeds') : 'declined';
      await books.putMethod(paymentMethodId, { last4, brand: cardBrand(card.number), outcome, declineCode: 'card_declined', declineMessage: checked.ok ? '' : checked.message }, now());
      return { paymentMethodId, last4 };
    },

    async createIntent(request) {
      const earlier = await books.intentOfPayment(request.paymentId);
      if (earlier) return earlier;
      if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) throw new PaymentRefusal('amount_too_small', 'The amount to charge must be more than zero.');
      const intent = await books.intentFor(
        request.paymentId,
        request.paymentMethodId,
        (method) => {
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
            card: { brand: method.brand, last4: method.last4 },
          };
          return method.outcome === 'succeeds' ? base
            : method.outcome === 'authenticate' ? { ...base, status: 'requires_action' }
            : { ...base, status: 'requires_payment_method', lastError: { code: method.declineCode, message: method.declineMessage } };
        },
        now(),
      );
      if (intent === 'no-method') throw new PaymentRefusal('resource_missing', 'Your payment details have expired. Please enter your card again.');
      return intent;
    },

    retrieveIntent: (intentId) => intentOf(intentId),

    async findIntent(paymentId) {
      const intent = await books.intentOfPayment(paymentId);
      return intent ? { status: 'found', intent } : { status: 'none' };
    },

    async refund(request) {
      const outcome = await books.refund(request.intentId, request.amountCents, request.idempotencyKey, id('re_test'), now());
      if ('refundId' in outcome) return outcome;
      if (outcome.refused === 'no-charge') throw new PaymentRefusal('charge_not_found', 'This payment has not been charged, so there is nothing to refund.');
      throw new PaymentRefusal('amount_too_large', 'The refund is more than what is left of the charge.');
    },

    async authenticate(intentId, clientSecret, completed) {
      const intent = await intentOf(intentId);
      if (intent.clientSecret !== clientSecret) throw new PaymentRefusal('resource_missing', `No such payment intent: '${intentId}'`);
      if (intent.status !== 'requires_action') throw new PaymentRefusal('payment_intent_unexpected_state', 'This payment is not waiting for authentication.');
      const answered: PaymentIntent = completed
        ? { ...intent, status: 'succeeded', lastError: null }
        : { ...intent, status: 'requires_payment_method', lastError: { code: 'payment_intent_authentication_failure', message: AUTHENTICATION_FAILED_MESSAGE } };
      await books.saveIntent(answered);
      return answered;
    },
  };
}
