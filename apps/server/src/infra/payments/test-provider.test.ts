import { TEST_CARD_DECLINED, TEST_CARD_SUCCESS } from '@plinth/commerce';
import { describe, expect, it } from 'vitest';
import { createTestPaymentProvider } from './test-provider.ts';

const card = (number: string, expiry = '12/34') => ({ number, expiry, cvc: '123' });
const request = (number: string, idempotencyKey = 'key-1') => ({ amountCents: 2500, currency: 'USD', card: card(number), idempotencyKey, description: 'Order' });

describe('test payment provider', () => {
  it('charges the success card in test mode', async () => {
    const provider = createTestPaymentProvider();
    const result = await provider.charge(request(TEST_CARD_SUCCESS));
    expect(result).toMatchObject({ ok: true, testMode: true });
    expect(provider.charges.size).toBe(1);
    expect(provider.testMode).toBe(true);
  });

  it("declines the decline card and any other number with 'Your card was declined.'", async () => {
    const provider = createTestPaymentProvider();
    expect(await provider.charge(request(TEST_CARD_DECLINED))).toEqual({ ok: false, code: 'declined', message: 'Your card was declined.' });
    expect(await provider.charge(request('5555 5555 5555 4444', 'key-2'))).toMatchObject({ ok: false, message: 'Your card was declined.' });
    expect(provider.charges.size).toBe(0);
  });

  it('refuses a malformed card with its message', async () => {
    const provider = createTestPaymentProvider({ now: () => Date.UTC(2030, 0, 1) });
    expect(await provider.charge(request('4242 4242 4242 4241'))).toMatchObject({ ok: false, message: 'Your card number is incorrect.' });
    expect(await provider.charge({ ...request(TEST_CARD_SUCCESS, 'k3'), card: card(TEST_CARD_SUCCESS, '01/29') })).toMatchObject({ ok: false, message: 'Your card has expired.' });
  });

  it('answers a retried charge with the first result and charges once', async () => {
    const provider = createTestPaymentProvider();
    const first = await provider.charge(request(TEST_CARD_SUCCESS, 'same'));
    const again = await provider.charge(request(TEST_CARD_SUCCESS, 'same'));
    expect(again).toEqual(first);
    expect(provider.charges.size).toBe(1);
  });

  it('refunds a charge', async () => {
    const provider = createTestPaymentProvider();
    const result = await provider.charge(request(TEST_CARD_SUCCESS));
    if (!result.ok) throw new Error('not charged');
    await provider.refund(result.paymentId);
    expect(provider.charges.size).toBe(0);
  });

  it('refuses a zero amount', async () => {
    const provider = createTestPaymentProvider();
    expect(await provider.charge({ ...request(TEST_CARD_SUCCESS), amountCents: 0 })).toMatchObject({ ok: false, code: 'invalid_amount' });
  });
});

describe('test payment provider lookup', () => {
  it("answers 'charged' with the payment id for a key it charged, 'not-charged' for a decline, a refund or a key it never saw", async () => {
    const provider = createTestPaymentProvider();
    const charged = await provider.charge(request(TEST_CARD_SUCCESS, 'paid'));
    if (!charged.ok) throw new Error('not charged');
    expect(await provider.lookup('paid')).toEqual({ status: 'charged', paymentId: charged.paymentId, testMode: true });

    await provider.charge(request(TEST_CARD_DECLINED, 'declined'));
    expect(await provider.lookup('declined')).toEqual({ status: 'not-charged' });
    expect(await provider.lookup('never-seen')).toEqual({ status: 'not-charged' });

    await provider.refund(charged.paymentId);
    expect(await provider.lookup('paid')).toEqual({ status: 'not-charged' });
  });
});
