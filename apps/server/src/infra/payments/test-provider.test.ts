import { randomUUID } from 'node:crypto';
import { TEST_CARD_3DS, TEST_CARD_DECLINED, TEST_CARD_SUCCESS } from '@plinth/commerce';
import { describe, expect, it } from 'vitest';
import { forEachDialect } from '../../test-support/dialects.ts';
import { AUTHENTICATION_FAILED_MESSAGE, PaymentRefusal } from './payment-provider.ts';
import { databaseBooks, memoryBooks, type TestProviderBooks } from './test-provider-books.ts';
import { cardBrand, createTestPaymentProvider } from './test-provider.ts';

const card = (number: string, expiry = '12/34') => ({ number, expiry, cvc: '123' });
/** A payment id no other test used (the database books outlive one test). */
const paymentId = () => `pay-${randomUUID()}`;

/** The provider's behaviour, the same whichever books it keeps. */
function behaves(label: string, makeBooks: () => TestProviderBooks) {
  describe(`the test payment provider (the payment-intent shape, offline) — ${label}`, () => {
    const provider = (now?: () => number) => createTestPaymentProvider({ books: makeBooks(), ...(now ? { now } : {}) });
    const pay = async (on = provider(), number = TEST_CARD_SUCCESS, id = paymentId()) => {
      const { paymentMethodId } = await on.createPaymentMethod(card(number));
      return on.createIntent({ paymentId: id, amountCents: 2500, currency: 'usd', paymentMethodId, description: 'Order' });
    };

    it('tokenises a card and confirms an intent with it: the success card succeeds, in test mode, with its brand and last four', async () => {
      const p = provider();
      const { paymentMethodId, last4 } = await p.createPaymentMethod(card(TEST_CARD_SUCCESS));
      expect(paymentMethodId).toMatch(/^pm_test_/);
      expect(last4).toBe('4242');
      const id = paymentId();
      const intent = await p.createIntent({ paymentId: id, amountCents: 2500, currency: 'usd', paymentMethodId, description: 'Order' });
      expect(intent).toMatchObject({ status: 'succeeded', amountCents: 2500, currency: 'USD', paymentId: id, testMode: true, lastError: null, card: { brand: 'visa', last4: '4242' } });
      expect(await p.charge(intent.intentId)).toEqual({ amountCents: 2500, refundedCents: 0 });
      expect(p.browser).toEqual({ script: 'test' });
    });

    it("declines the decline card and any other well-formed number with 'Your card was declined.'", async () => {
      expect(await pay(undefined, TEST_CARD_DECLINED)).toMatchObject({ status: 'requires_payment_method', lastError: { message: 'Your card was declined.' } });
      const other = await pay(undefined, '5555 5555 5555 4444');
      expect(other).toMatchObject({ lastError: { message: 'Your card was declined.' }, card: { brand: 'mastercard', last4: '4444' } });
      expect(await provider().charge(other.intentId)).toBeUndefined();
    });

    it('refuses a malformed card at tokenisation, with its message', async () => {
      const p = provider(() => Date.UTC(2030, 0, 1));
      await expect(p.createPaymentMethod(card('4242 4242 4242 4241'))).rejects.toThrow('Your card number is incorrect.');
      await expect(p.createPaymentMethod(card(TEST_CARD_SUCCESS, '01/29'))).rejects.toThrow('Your card has expired.');
    });

    it("asks the 3-D Secure card for a challenge: completed → succeeded; failed → refused with Stripe's words", async () => {
      const p = provider();
      const waiting = await pay(p, TEST_CARD_3DS);
      expect(waiting.status).toBe('requires_action');
      await expect(p.authenticate(waiting.intentId, 'wrong', true)).rejects.toBeInstanceOf(PaymentRefusal);
      expect((await p.authenticate(waiting.intentId, waiting.clientSecret, true)).status).toBe('succeeded');
      await expect(p.authenticate(waiting.intentId, waiting.clientSecret, true)).rejects.toThrow('not waiting');
      expect(await p.charge(waiting.intentId)).toEqual({ amountCents: 2500, refundedCents: 0 });

      const other = await pay(p, TEST_CARD_3DS);
      expect(await p.authenticate(other.intentId, other.clientSecret, false)).toMatchObject({ status: 'requires_payment_method', lastError: { message: AUTHENTICATION_FAILED_MESSAGE } });
      expect(await p.charge(other.intentId)).toBeUndefined();
    });

    it('answers a retried create (same payment id) with the same intent, and uses a payment method once', async () => {
      const p = provider();
      const { paymentMethodId } = await p.createPaymentMethod(card(TEST_CARD_SUCCESS));
      const request = { paymentId: paymentId(), amountCents: 500, currency: 'USD', paymentMethodId, description: 'Order' };
      const first = await p.createIntent(request);
      expect(await p.createIntent(request)).toEqual(first);
      await expect(p.createIntent({ ...request, paymentId: paymentId() })).rejects.toMatchObject({ code: 'resource_missing' });
    });

    it('finds the intent of a payment id, and none for one it never saw', async () => {
      const p = provider();
      const id = paymentId();
      const intent = await pay(p, TEST_CARD_SUCCESS, id);
      expect(await p.findIntent(id)).toEqual({ status: 'found', intent });
      expect(await p.findIntent('never-seen')).toEqual({ status: 'none' });
      await expect(p.retrieveIntent('pi_test_never')).rejects.toMatchObject({ code: 'resource_missing' });
    });

    it('refunds in part and in full, once per key, never more than was charged', async () => {
      const p = provider();
      const intent = await pay(p);
      const key = randomUUID();
      const first = await p.refund({ intentId: intent.intentId, amountCents: 1000, idempotencyKey: key });
      expect(await p.refund({ intentId: intent.intentId, amountCents: 1000, idempotencyKey: key })).toEqual(first);
      await p.refund({ intentId: intent.intentId, idempotencyKey: randomUUID() });
      expect(await p.charge(intent.intentId)).toEqual({ amountCents: 2500, refundedCents: 2500 });
      await expect(p.refund({ intentId: intent.intentId, amountCents: 1, idempotencyKey: randomUUID() })).rejects.toMatchObject({ code: 'amount_too_large' });
      const declined = await pay(p, TEST_CARD_DECLINED);
      await expect(p.refund({ intentId: declined.intentId, idempotencyKey: randomUUID() })).rejects.toMatchObject({ code: 'charge_not_found' });
    });

    it('refuses a zero amount', async () => {
      const p = provider();
      const { paymentMethodId } = await p.createPaymentMethod(card(TEST_CARD_SUCCESS));
      await expect(p.createIntent({ paymentId: paymentId(), amountCents: 0, currency: 'USD', paymentMethodId, description: 'Order' })).rejects.toMatchObject({ code: 'amount_too_small' });
    });
  });
}

behaves('memory books', memoryBooks);

forEachDialect('the test payment provider on database books', (t) => {
  behaves('database books', () => databaseBooks(t.db));

  it('refunds after a restart and pays with a card another worker tokenised: the books are the database', async () => {
    const before = createTestPaymentProvider({ books: databaseBooks(t.db) });
    const { paymentMethodId } = await before.createPaymentMethod(card(TEST_CARD_SUCCESS));
    // Another process (a cluster's other worker, or this one after a restart) confirms and refunds.
    const after = createTestPaymentProvider({ books: databaseBooks(t.db) });
    const intent = await after.createIntent({ paymentId: paymentId(), amountCents: 4200, currency: 'EUR', paymentMethodId, description: 'Order' });
    expect(intent.status).toBe('succeeded');
    const again = createTestPaymentProvider({ books: databaseBooks(t.db) });
    expect(await again.retrieveIntent(intent.intentId)).toEqual(intent);
    await again.refund({ intentId: intent.intentId, amountCents: 200, idempotencyKey: randomUUID() });
    expect(await before.charge(intent.intentId)).toEqual({ amountCents: 4200, refundedCents: 200 });
  });

  it('makes one intent when the same payment is asked at once, and racing refunds never take more than the charge', async () => {
    const p = createTestPaymentProvider({ books: databaseBooks(t.db) });
    const { paymentMethodId } = await p.createPaymentMethod(card(TEST_CARD_SUCCESS));
    const request = { paymentId: paymentId(), amountCents: 1000, currency: 'USD', paymentMethodId, description: 'Order' };
    const intents = await Promise.all([1, 2, 3, 4].map(() => createTestPaymentProvider({ books: databaseBooks(t.db) }).createIntent(request)));
    expect(new Set(intents.map((intent) => intent.intentId)).size).toBe(1);

    const refunds = await Promise.allSettled([1, 2, 3, 4].map(() => p.refund({ intentId: intents[0].intentId, amountCents: 400, idempotencyKey: randomUUID() })));
    expect(refunds.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    expect(await p.charge(intents[0].intentId)).toEqual({ amountCents: 1000, refundedCents: 800 });
  });
});

describe('cardBrand', () => {
  it('names the network from the first digits', () => {
    expect([TEST_CARD_SUCCESS, '5555 5555 5555 4444', '2223 0031 2200 3222', '3782 822463 10005', '6011 1111 1111 1117', '9999 0000 0000 0000'].map(cardBrand)).toEqual([
      'visa',
      'mastercard',
      'mastercard',
      'amex',
      'discover',
      'unknown',
    ]);
  });
});
