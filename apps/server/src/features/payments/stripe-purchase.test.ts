import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../infra/secrets/secret-box.ts';
import { addToCart, CHECKOUT, itemId, newKey, NY_ADDRESS, PAY, putCheckout, setStock, shopper, stockOf, TEST_PAYMENT_METHODS, CARD_OK } from '../../test-support/checkout.ts';
import { ownerVisitor } from '../../test-support/owner.ts';
import { STAND_IN_PAYMENT_METHODS as PM, startStripeStandIn } from '../../test-support/stripe-stand-in.ts';
import { forEachStore, type Visitor } from '../../test-support/test-app.ts';
import { paymentProviderForSite, paymentsDepsOf } from './index.ts';

/*
 * A purchase through the Stripe provider, offline: the Stripe SDK against the Stripe stand-in (a real
 * HTTP server speaking Stripe's REST shapes), webhooks signed with the SDK's own test helper. On
 * SQLite and PostgreSQL.
 */
const standIn = await startStripeStandIn();
afterAll(() => standIn.close());
const SECRET_KEY = `sk_test_${randomBytes(12).toString('hex')}`;
const PUBLISHABLE_KEY = 'pk_test_plinthDemo0001';
const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString('hex')}`;
const WEBHOOK = '/api/commerce/stripe/webhook';

/** A Stripe event as Stripe sends it, and its Stripe-Signature made with the SDK's test helper. */
function signedEvent(type: string, object: unknown, secret = WEBHOOK_SECRET, id = `evt_${randomBytes(8).toString('hex')}`) {
  const payload = JSON.stringify({ id, object: 'event', api_version: '2025-10-29.clover', created: Math.floor(Date.now() / 1000), livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, type, data: { object } });
  return { id, payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

forEachStore(
  'payments through Stripe (the stand-in)',
  (store) => {
    let mug: string;
    let owner: Visitor;
    beforeAll(async () => {
      mug = await itemId(store.db, 'stoneware-mug');
      owner = await ownerVisitor(store, 'ADMIN');
      const saved = await owner.send('PUT', '/api/owner/commerce/payments', { provider: 'stripe', mode: 'test', publishableKey: PUBLISHABLE_KEY, secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
      expect(saved.statusCode).toBe(200);
    });

    const readyShopper = async (email: string): Promise<Visitor> => {
      await setStock(store.db, 'MUG-OAT', 50);
      const visitor = shopper(() => store.app);
      await addToCart(visitor, mug, 'MUG-OAT', 1);
      expect((await putCheckout(visitor, { email, shippingAddress: NY_ADDRESS })).statusCode).toBe(200);
      return visitor;
    };
    const deliver = (event: { payload: string; signature?: string }) =>
      shopper(() => store.app).request({ method: 'POST', url: WEBHOOK, payload: event.payload, headers: { 'content-type': 'application/json', ...(event.signature ? { 'stripe-signature': event.signature } : {}) }, csrf: false });
    const ordersOf = async (email: string) => (await store.db.selectFrom('orders').select('id').where('customer_email', '=', email).execute()).length;
    const paymentOf = (intentId: string) => store.db.selectFrom('payments').select(['status', 'refunded_cents', 'disputed_at', 'provider']).where('intent_id', '=', intentId).executeTakeFirstOrThrow();

    it('the checkout names Stripe and its publishable key; the test provider\'s card route is gone (404)', async () => {
      const visitor = await readyShopper('stripe-view@example.com');
      const { checkout } = (await visitor.request({ method: 'GET', url: CHECKOUT })).json();
      expect(checkout.payment).toEqual({ provider: 'stripe', publishableKey: PUBLISHABLE_KEY });
      expect(checkout.testMode).toBe(true);
      expect((await visitor.send('POST', TEST_PAYMENT_METHODS, CARD_OK)).statusCode).toBe(404);
      // The gift-card page's island takes the card with Stripe too (its public key only in the page).
      const giftCard = await itemId(store.db, 'gift-card');
      const page = await visitor.request({ method: 'GET', url: `/commerce/gift-card/${giftCard}?format=json` });
      expect(page.json().giftCard.payment).toEqual({ provider: 'stripe', publishableKey: PUBLISHABLE_KEY });
      expect(page.body).not.toContain(SECRET_KEY);
    });

    it('pays with a Stripe payment method: one PaymentIntent under our payment id as its Idempotency-Key, the order written', async () => {
      const visitor = await readyShopper('stripe-buyer@example.com');
      const paid = await visitor.send('POST', PAY, { idempotencyKey: newKey(), paymentMethodId: PM.succeeds });
      expect(paid.statusCode).toBe(200);
      expect(paid.json().order).toMatchObject({ customerEmail: 'stripe-buyer@example.com', testMode: true });
      const payment = await store.db.selectFrom('payments').select(['id', 'intent_id', 'provider', 'status', 'amount_cents', 'card_brand', 'card_last4']).where('order_id', '=', paid.json().order.id).executeTakeFirstOrThrow();
      // The card as Stripe's charge names it, for the owner's order page.
      expect(payment).toMatchObject({ provider: 'stripe', status: 'succeeded', card_brand: 'visa', card_last4: '4242' });
      const intent = standIn.intents.get(payment.intent_id as string);
      expect(intent).toMatchObject({ status: 'succeeded', amount: payment.amount_cents, currency: 'usd', metadata: { plinth_payment_id: payment.id } });
      const creates = standIn.requests.filter((r) => r.path === '/v1/payment_intents' && r.idempotencyKey === `plinth-intent-${payment.id}`);
      expect(creates.map((r) => r.key)).toEqual([SECRET_KEY]);
    });

    it("a declined card: 402 with Stripe's message, nothing taken", async () => {
      const visitor = await readyShopper('stripe-declined@example.com');
      const declined = await visitor.send('POST', PAY, { idempotencyKey: newKey(), paymentMethodId: PM.declined });
      expect(declined.statusCode).toBe(402);
      expect(declined.json().error.message).toBe('Your card was declined.');
      expect(await stockOf(store.db, 'MUG-OAT')).toBe(50);
    });

    it('3-D Secure, then the webhook: a forged or unsigned event is refused (400); a valid one writes the order once, a retried one changes nothing', async () => {
      const visitor = await readyShopper('stripe-3ds@example.com');
      const key = newKey();
      const first = await visitor.send('POST', PAY, { idempotencyKey: key, paymentMethodId: PM.authenticate });
      expect(first.statusCode).toBe(202);
      const action = first.json().requiresAction;
      expect(action).toMatchObject({ type: 'authenticate', provider: 'stripe', publishableKey: PUBLISHABLE_KEY });
      const completed = standIn.authenticate(action.intentId, true); // Stripe.js in the buyer's browser

      const forged = signedEvent('payment_intent.succeeded', completed, 'whsec_not_this_sites_secret');
      expect((await deliver(forged)).statusCode).toBe(400);
      const unsigned = await deliver({ payload: signedEvent('payment_intent.succeeded', completed).payload });
      expect(unsigned.statusCode).toBe(400);
      expect(unsigned.json().error.message).toBe('The Stripe-Signature header is missing.');
      const tampered = signedEvent('payment_intent.succeeded', completed);
      expect((await deliver({ ...tampered, payload: tampered.payload.replace('"livemode":false', '"livemode":true') })).statusCode).toBe(400);
      expect(await ordersOf('stripe-3ds@example.com')).toBe(0);

      const event = signedEvent('payment_intent.succeeded', completed);
      const received = await deliver(event);
      expect(received.statusCode).toBe(200);
      expect(received.json()).toEqual({ received: true });
      expect(await ordersOf('stripe-3ds@example.com')).toBe(1);
      // Stripe retries the same event; and an event of another id for the same intent: one order still.
      expect((await deliver(event)).statusCode).toBe(200);
      expect((await deliver(signedEvent('payment_intent.succeeded', completed))).statusCode).toBe(200);
      expect(await ordersOf('stripe-3ds@example.com')).toBe(1);

      // The browser's follow-up after Stripe.js: the same order.
      const followUp = await visitor.send('POST', PAY, { idempotencyKey: key, intentId: action.intentId });
      expect(followUp.statusCode).toBe(200);
      expect(await ordersOf('stripe-3ds@example.com')).toBe(1);
      expect(await stockOf(store.db, 'MUG-OAT')).toBe(49);
    });

    it('payment_intent.payment_failed (authentication failed) gives the reservation back; the follow-up answers 402', async () => {
      const visitor = await readyShopper('stripe-3ds-failed@example.com');
      const key = newKey();
      const action = (await visitor.send('POST', PAY, { idempotencyKey: key, paymentMethodId: PM.authenticate })).json().requiresAction;
      expect(await stockOf(store.db, 'MUG-OAT')).toBe(49);
      const failed = standIn.authenticate(action.intentId, false);
      expect((await deliver(signedEvent('payment_intent.payment_failed', failed))).statusCode).toBe(200);
      expect(await stockOf(store.db, 'MUG-OAT')).toBe(50);
      expect((await paymentOf(action.intentId)).status).toBe('failed');
      const followUp = await visitor.send('POST', PAY, { idempotencyKey: key, intentId: action.intentId });
      expect(followUp.statusCode).toBe(402);
      expect(followUp.json().error.message).toMatch(/failed authentication/);
    });

    it('a refund through the provider; charge.refunded and charge.dispute.created are recorded once', async () => {
      const visitor = await readyShopper('stripe-refund@example.com');
      const paid = await visitor.send('POST', PAY, { idempotencyKey: newKey(), paymentMethodId: PM.succeeds });
      const { intent_id: intentId, amount_cents: amount } = await store.db.selectFrom('payments').select(['intent_id', 'amount_cents']).where('order_id', '=', paid.json().order.id).executeTakeFirstOrThrow();
      const provider = await paymentProviderForSite(paymentsDepsOf(store.app.deps), paid.json().order.websiteId);
      const refund = await provider.refund({ intentId: intentId as string, amountCents: 500, idempotencyKey: `owner-refund-${intentId}` });
      expect(refund.refundId).toMatch(/^re_/);
      expect(standIn.refunds.filter((r) => r.payment_intent === intentId)).toEqual([{ id: refund.refundId, payment_intent: intentId, amount: 500 }]);

      const charge = { id: 'ch_1', object: 'charge', payment_intent: intentId, amount, amount_refunded: 500, refunded: false };
      const refunded = signedEvent('charge.refunded', charge);
      expect((await deliver(refunded)).statusCode).toBe(200);
      expect((await deliver(refunded)).statusCode).toBe(200);
      expect(await paymentOf(intentId as string)).toMatchObject({ status: 'succeeded', refunded_cents: 500 });

      const dispute = signedEvent('charge.dispute.created', { id: 'dp_1', object: 'dispute', payment_intent: intentId, charge: 'ch_1', amount, reason: 'fraudulent', status: 'needs_response' });
      expect((await deliver(dispute)).statusCode).toBe(200);
      const disputedAt = (await paymentOf(intentId as string)).disputed_at;
      expect(disputedAt).not.toBeNull();
      expect((await deliver(dispute)).statusCode).toBe(200);
      expect((await paymentOf(intentId as string)).disputed_at).toBe(disputedAt);
    });
  },
  { stripeApi: standIn.api, secrets: createSecretBox(randomBytes(32).toString('base64')) },
);
