import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVOKED_SECRET_KEY, STAND_IN_PAYMENT_METHODS as PM, startStripeStandIn, type StripeStandIn } from '../../test-support/stripe-stand-in.ts';
import { PaymentRefusal } from './payment-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

describe('the Stripe provider against the Stripe stand-in (the SDK over HTTP)', () => {
  let standIn: StripeStandIn;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
  });
  afterAll(() => standIn.close());
  const provider = (secretKey = 'sk_test_plinth0001') => createStripeProvider({ secretKey, publishableKey: 'pk_test_plinth0001', api: standIn.api });
  const request = (paymentId: string, paymentMethodId: string = PM.succeeds) => ({ paymentId, amountCents: 2500, currency: 'USD', paymentMethodId, description: 'Demo order' });

  it('creates and confirms an intent with our payment id as its Idempotency-Key: a retry makes no second intent', async () => {
    const stripe = provider();
    const first = await stripe.createIntent(request('pay-1'));
    expect(first).toMatchObject({ status: 'succeeded', amountCents: 2500, currency: 'USD', paymentId: 'pay-1', testMode: true, lastError: null, card: { brand: 'visa', last4: '4242' } });
    expect(first.intentId).toMatch(/^pi_/);
    const again = await stripe.createIntent(request('pay-1'));
    expect(again.intentId).toBe(first.intentId);
    expect([...standIn.intents.values()].filter((i) => i.metadata.plinth_payment_id === 'pay-1')).toHaveLength(1);
    expect(standIn.requests.filter((r) => r.path === '/v1/payment_intents').map((r) => r.idempotencyKey)).toEqual(['plinth-intent-pay-1', 'plinth-intent-pay-1']);
    expect(stripe.testMode).toBe(true);
    expect(createStripeProvider({ secretKey: 'sk_live_plinth0001', publishableKey: 'pk_live_x', api: standIn.api }).testMode).toBe(false);
  });

  it("answers a declined card as the intent Stripe's 402 carries, with Stripe's message", async () => {
    const intent = await provider().createIntent(request('pay-2', PM.declined));
    expect(intent).toMatchObject({ status: 'requires_payment_method', lastError: { code: 'generic_decline', message: 'Your card was declined.' } });
  });

  it('answers a 3-D Secure card requires_action with its client secret; after the challenge the intent has succeeded', async () => {
    const stripe = provider();
    const intent = await stripe.createIntent(request('pay-3', PM.authenticate));
    expect(intent.status).toBe('requires_action');
    expect(intent.clientSecret).toMatch(/^pi_.*_secret_/);
    expect(intent.card).toBeNull();
    standIn.authenticate(intent.intentId, true);
    // The charge comes with the intent, and with it the card (Stripe's latest_charge, expanded).
    expect(await stripe.retrieveIntent(intent.intentId)).toMatchObject({ status: 'succeeded', card: { brand: 'visa', last4: '3184' } });
  });

  it('finds the intent of a payment id by its metadata, and none for another', async () => {
    const stripe = provider();
    expect(await stripe.findIntent('pay-1')).toMatchObject({ status: 'found', intent: { paymentId: 'pay-1', status: 'succeeded' } });
    expect(await stripe.findIntent('never')).toEqual({ status: 'none' });
  });

  it('refunds in part and in full, once per idempotency key, and refuses more than is left', async () => {
    const stripe = provider();
    const intent = await stripe.createIntent(request('pay-4'));
    const part = await stripe.refund({ intentId: intent.intentId, amountCents: 1000, idempotencyKey: 'r1' });
    expect(await stripe.refund({ intentId: intent.intentId, amountCents: 1000, idempotencyKey: 'r1' })).toEqual(part);
    await stripe.refund({ intentId: intent.intentId, idempotencyKey: 'r2' });
    expect(standIn.refunds.filter((r) => r.payment_intent === intent.intentId).map((r) => r.amount)).toEqual([1000, 1500]);
    await expect(stripe.refund({ intentId: intent.intentId, amountCents: 1, idempotencyKey: 'r3' })).rejects.toBeInstanceOf(PaymentRefusal);
  });

  it('refuses an unknown payment method as a PaymentRefusal; a bad key or an outage rejects (the provider did not answer)', async () => {
    await expect(provider().createIntent(request('pay-5', 'pm_unknown'))).rejects.toBeInstanceOf(PaymentRefusal);
    await expect(provider(REVOKED_SECRET_KEY).createIntent(request('pay-6'))).rejects.not.toBeInstanceOf(PaymentRefusal);
    standIn.failNext(3);
    await expect(provider().retrieveIntent('pi_x')).rejects.toThrow();
  });
});
