import { TEST_CARD_3DS, TEST_CARD_DECLINED, TEST_CARD_SUCCESS } from '@plinth/commerce';
import { describe, expect, it } from 'vitest';
import { AUTHENTICATION_FAILED_MESSAGE, PaymentRefusal } from './payment-provider.ts';
import { createTestPaymentProvider } from './test-provider.ts';

const card = (number: string, expiry = '12/34') => ({ number, expiry, cvc: '123' });

describe('the test payment provider (the payment-intent shape, offline)', () => {
  const pay = async (provider = createTestPaymentProvider(), number = TEST_CARD_SUCCESS, paymentId = 'pay-1') => {
    const { paymentMethodId } = provider.createPaymentMethod(card(number));
    return provider.createIntent({ paymentId, amountCents: 2500, currency: 'usd', paymentMethodId, description: 'Order' });
  };

  it('tokenises a card and confirms an intent with it: the success card succeeds, in test mode', async () => {
    const provider = createTestPaymentProvider();
    const { paymentMethodId, last4 } = provider.createPaymentMethod(card(TEST_CARD_SUCCESS));
    expect(paymentMethodId).toMatch(/^pm_test_/);
    expect(last4).toBe('4242');
    const intent = await provider.createIntent({ paymentId: 'p1', amountCents: 2500, currency: 'usd', paymentMethodId, description: 'Order' });
    expect(intent).toMatchObject({ status: 'succeeded', amountCents: 2500, currency: 'USD', paymentId: 'p1', testMode: true, lastError: null });
    expect(provider.charges.get(intent.intentId)).toEqual({ amountCents: 2500, refundedCents: 0 });
    expect(provider.browser).toEqual({ script: 'test' });
  });

  it("declines the decline card and any other well-formed number with 'Your card was declined.'", async () => {
    expect(await pay(undefined, TEST_CARD_DECLINED)).toMatchObject({ status: 'requires_payment_method', lastError: { message: 'Your card was declined.' } });
    expect(await pay(undefined, '5555 5555 5555 4444')).toMatchObject({ lastError: { message: 'Your card was declined.' } });
  });

  it('refuses a malformed card at tokenisation, with its message', () => {
    const provider = createTestPaymentProvider({ now: () => Date.UTC(2030, 0, 1) });
    expect(() => provider.createPaymentMethod(card('4242 4242 4242 4241'))).toThrow('Your card number is incorrect.');
    expect(() => provider.createPaymentMethod(card(TEST_CARD_SUCCESS, '01/29'))).toThrow('Your card has expired.');
  });

  it('asks the 3-D Secure card for a challenge: completed → succeeded; failed → refused with Stripe\'s words', async () => {
    const provider = createTestPaymentProvider();
    const waiting = await pay(provider, TEST_CARD_3DS, 'p-3ds');
    expect(waiting.status).toBe('requires_action');
    expect(() => provider.authenticate(waiting.intentId, 'wrong', true)).toThrow(PaymentRefusal);
    expect(provider.authenticate(waiting.intentId, waiting.clientSecret, true).status).toBe('succeeded');
    expect(() => provider.authenticate(waiting.intentId, waiting.clientSecret, true)).toThrow('not waiting');

    const other = await pay(provider, TEST_CARD_3DS, 'p-3ds-2');
    expect(provider.authenticate(other.intentId, other.clientSecret, false)).toMatchObject({ status: 'requires_payment_method', lastError: { message: AUTHENTICATION_FAILED_MESSAGE } });
  });

  it('answers a retried create (same payment id) with the same intent, and uses a payment method once', async () => {
    const provider = createTestPaymentProvider();
    const { paymentMethodId } = provider.createPaymentMethod(card(TEST_CARD_SUCCESS));
    const request = { paymentId: 'same', amountCents: 500, currency: 'USD', paymentMethodId, description: 'Order' };
    const first = await provider.createIntent(request);
    expect(await provider.createIntent(request)).toEqual(first);
    await expect(provider.createIntent({ ...request, paymentId: 'other' })).rejects.toBeInstanceOf(PaymentRefusal);
    expect(provider.charges.size).toBe(1);
  });

  it('finds the intent of a payment id, and none for one it never saw', async () => {
    const provider = createTestPaymentProvider();
    const intent = await pay(provider, TEST_CARD_SUCCESS, 'known');
    expect(await provider.findIntent('known')).toEqual({ status: 'found', intent });
    expect(await provider.findIntent('never-seen')).toEqual({ status: 'none' });
  });

  it('refunds in part and in full, once per key, never more than was charged', async () => {
    const provider = createTestPaymentProvider();
    const intent = await pay(provider);
    const first = await provider.refund({ intentId: intent.intentId, amountCents: 1000, idempotencyKey: 'r1' });
    expect(await provider.refund({ intentId: intent.intentId, amountCents: 1000, idempotencyKey: 'r1' })).toEqual(first);
    await provider.refund({ intentId: intent.intentId, idempotencyKey: 'r2' });
    expect(provider.charges.get(intent.intentId)).toEqual({ amountCents: 2500, refundedCents: 2500 });
    await expect(provider.refund({ intentId: intent.intentId, amountCents: 1, idempotencyKey: 'r3' })).rejects.toBeInstanceOf(PaymentRefusal);
  });

  it('refuses a zero amount', async () => {
    const provider = createTestPaymentProvider();
    const { paymentMethodId } = provider.createPaymentMethod(card(TEST_CARD_SUCCESS));
    await expect(provider.createIntent({ paymentId: 'z', amountCents: 0, currency: 'USD', paymentMethodId, description: 'Order' })).rejects.toMatchObject({ code: 'amount_too_small' });
  });
});
