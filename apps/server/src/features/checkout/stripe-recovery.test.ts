import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSecretBox } from '../../infra/secrets/secret-box.ts';
import { addToCart, itemId, newKey, NY_ADDRESS, PAY, putCheckout, setStock, shopper, stockOf } from '../../test-support/checkout.ts';
import { ownerVisitor } from '../../test-support/owner.ts';
import { STAND_IN_PAYMENT_METHODS as PM, startStripeStandIn } from '../../test-support/stripe-stand-in.ts';
import { forEachStore } from '../../test-support/test-app.ts';
import { CART_COOKIE, findCartByToken } from '../cart/index.ts';
import { claimIdempotencyKey } from './idempotency-repository.ts';
import type { CheckoutSite } from './load-checkout.ts';
import { findPayment, recordIntent } from './payments-repository.ts';
import { payDepsFor, checkoutDepsOf, sweepDepsOf } from './site-payments.ts';
import { reservePayment } from './steps/reserve-payment.ts';
import { recoverInterruptedPayments } from './sweep-stale-payments.ts';

/*
 * A crash between Stripe's success and our order (decisions/0008-crash-recovery.md): the process dies
 * after Stripe confirmed the intent — before recording its id on the payment, or after — and the
 * recovery at start (no other process alive) asks Stripe and writes the order, once. Against the
 * Stripe stand-in, on SQLite and PostgreSQL.
 */
const standIn = await startStripeStandIn();
afterAll(() => standIn.close());

forEachStore(
  'recovering a Stripe payment whose process died',
  (store) => {
    let site: CheckoutSite;
    let mug: string;
    beforeAll(async () => {
      site = await store.db.selectFrom('websites').select(['id', 'name', 'currency']).executeTakeFirstOrThrow();
      mug = await itemId(store.db, 'stoneware-mug');
      const owner = await ownerVisitor(store, 'ADMIN');
      const saved = await owner.send('PUT', '/api/owner/commerce/payments', { provider: 'stripe', mode: 'test', publishableKey: 'pk_test_recovery0001', secretKey: 'sk_test_recovery0001', webhookSecret: 'whsec_recovery0001' });
      expect(saved.statusCode).toBe(200);
    });

    /** A pay request that died inside or right after Stripe's intent call: the key claimed, the payment pending, Stripe paid. */
    const diedAfterStripe = async (email: string, recorded: boolean) => {
      const visitor = shopper(() => store.app);
      await addToCart(visitor, mug, 'MUG-OAT', 2);
      expect((await putCheckout(visitor, { email, shippingAddress: NY_ADDRESS })).statusCode).toBe(200);
      const cart = (await findCartByToken(store.db, site.id, visitor.cookies.get(CART_COOKIE) as string))!;
      const key = newKey();
      const at = Date.now() - 1000;
      await claimIdempotencyKey(store.db, site.id, key, `checkout:${cart.id}`, at);
      const deps = await payDepsFor(checkoutDepsOf(store.app.deps), site.id);
      const reservation = await reservePayment(store.db, site, cart.id, deps.provider, at, { idempotencyKey: key, origin: null });
      const intent = await deps.provider.createIntent({ paymentId: reservation.paymentId, amountCents: reservation.amountCents, currency: 'USD', paymentMethodId: PM.succeeds, description: 'order' });
      expect(intent.status).toBe('succeeded');
      if (recorded) await recordIntent(store.db, reservation.paymentId, intent.intentId, at);
      return { visitor, key, reservation, intent };
    };
    const ordersOf = async (email: string) => (await store.db.selectFrom('orders').select('id').where('customer_email', '=', email).execute()).length;

    it('settles at start a payment Stripe charged whose order was not written: by the recorded intent, or found by its metadata', async () => {
      await setStock(store.db, 'MUG-OAT', 20);
      const byIntent = await diedAfterStripe('stripe-crash-recorded@example.com', true);
      const bySearch = await diedAfterStripe('stripe-crash-unrecorded@example.com', false);
      expect(await stockOf(store.db, 'MUG-OAT')).toBe(16);

      const recovered = await recoverInterruptedPayments(sweepDepsOf(store.app.deps), Date.now());
      expect(recovered.completed.sort()).toEqual([byIntent.reservation.paymentId, bySearch.reservation.paymentId].sort());
      expect(await ordersOf('stripe-crash-recorded@example.com')).toBe(1);
      expect(await ordersOf('stripe-crash-unrecorded@example.com')).toBe(1);
      expect(await findPayment(store.db, bySearch.reservation.paymentId)).toMatchObject({ status: 'succeeded', providerPaymentId: bySearch.intent.intentId });
      expect(standIn.requests.some((r) => r.path === '/v1/payment_intents/search')).toBe(true);
      expect(await stockOf(store.db, 'MUG-OAT')).toBe(16);

      // The buyer's retry of the request that died answers the order; nothing is charged again.
      const intentsBefore = standIn.intents.size;
      const retried = await byIntent.visitor.send('POST', PAY, { idempotencyKey: byIntent.key, paymentMethodId: PM.succeeds });
      expect(retried.statusCode).toBe(200);
      expect(standIn.intents.size).toBe(intentsBefore);
      expect(await ordersOf('stripe-crash-recorded@example.com')).toBe(1);
    });
  },
  { stripeApi: standIn.api, secrets: createSecretBox(randomBytes(32).toString('base64')) },
);
