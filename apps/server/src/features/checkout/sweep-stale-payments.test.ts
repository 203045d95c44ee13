import { beforeAll, describe, expect, it } from 'vitest';
import { findCartByToken } from '../cart/index.ts';
import { issueGiftCard } from '../gift-cards/index.ts';
import { claimIdempotencyKey, findIdempotencyKey } from './idempotency-repository.ts';
import { findPayment, recordCharge, recordIntent } from './payments-repository.ts';
import { addToCart, CARD_OK, itemId, newKey, NY_ADDRESS, pay, putCheckout, setStock, shopper, stockOf } from '../../test-support/checkout.ts';
import { CART_COOKIE } from '../cart/index.ts';
import type { PaymentProvider } from '../../infra/payments/payment-provider.ts';
import { memoryBooks } from '../../infra/payments/test-provider-books.ts';
import { createTestPaymentProvider, type TestPaymentProvider } from '../../infra/payments/test-provider.ts';
import { forEachStore, type Visitor } from '../../test-support/test-app.ts';
import { answerOf } from './idempotent.ts';
import type { CheckoutSite } from './load-checkout.ts';
import { payForCart, type PayDeps } from './pay-workflow.ts';
import { completeOrder, PaymentSettledElsewhere } from './steps/complete-order.ts';
import { releasePayment } from './steps/release-payment.ts';
import { reservePayment, type Reservation } from './steps/reserve-payment.ts';
import { sweepStalePayments, type SweepResult } from './sweep-stale-payments.ts';

const MINUTE = 60_000;
const STALE = { olderThanMs: 2 * MINUTE };
const ORIGIN = 'http://localhost';

forEachStore('sweepStalePayments', (store) => {
  let site: CheckoutSite;
  let mug: string;
  beforeAll(async () => {
    site = await store.db.selectFrom('websites').select(['id', 'name', 'currency']).executeTakeFirstOrThrow();
    mug = await itemId(store.db, 'stoneware-mug');
  });
  const app = () => store.app;
  const deps = (provider: PaymentProvider, now = Date.now): PayDeps => ({ db: store.db, now, provider, mailer: store.app.deps.mailer, emails: store.app.deps.emails });

  /** A visitor ready to pay for `quantity` mugs of `sku`. */
  const readyShopper = async (sku: string, quantity: number, stock: number): Promise<Visitor> => {
    await setStock(store.db, sku, stock);
    const visitor = shopper(app);
    await addToCart(visitor, mug, sku, quantity);
    expect((await putCheckout(visitor, { email: 'ada@example.com', shippingAddress: NY_ADDRESS })).statusCode).toBe(200);
    return visitor;
  };

  /**
   * What a pay request leaves when its process dies after reserving (and, when `charged`, after the
   * charge was recorded): its claimed idempotency key and the pending payment.
   */
  const diedMidPayment = async (visitor: Visitor, options: { at: number; charged: boolean; provider?: TestPaymentProvider }) => {
    const cart = (await findCartByToken(store.db, site.id, visitor.cookies.get(CART_COOKIE) as string))!;
    const key = newKey();
    expect(await claimIdempotencyKey(store.db, site.id, key, `checkout:${cart.id}`, options.at)).toBe(true);
    const provider = options.provider ?? createTestPaymentProvider();
    const reservation = await reservePayment(store.db, site, cart.id, provider, options.at, { idempotencyKey: key, origin: ORIGIN });
    if (options.charged) {
      const intent = await intentAt(provider, reservation);
      expect(await recordIntent(store.db, reservation.paymentId, intent.intentId, options.at)).toBe(true);
      expect(await recordCharge(store.db, reservation.paymentId, intent.intentId, options.at)).toBe(true);
    }
    return { cartId: cart.id, key, reservation };
  };

  /** The intent the provider made for a reservation with the success card (as the charge step would). */
  const intentAt = async (provider: TestPaymentProvider, reservation: Reservation) =>
    provider.createIntent({ paymentId: reservation.paymentId, amountCents: reservation.amountCents, currency: 'USD', paymentMethodId: (await provider.createPaymentMethod(CARD_OK)).paymentMethodId, description: 'order' });

  const cartRow = (cartId: string) => store.db.selectFrom('carts').select(['is_purchased', 'order_id']).where('id', '=', cartId).executeTakeFirstOrThrow();
  const lockOf = async (cartId: string) => (await store.db.selectFrom('cart_checkouts').select('paying_payment_id').where('cart_id', '=', cartId).executeTakeFirstOrThrow()).paying_payment_id;
  const ordersOf = (cartId: string) => store.db.selectFrom('orders').selectAll().where('purchased_cart_id', '=', cartId).execute();
  /** How many of the sweeps did something with the payment. */
  const effects = (results: SweepResult[], paymentId: string) => results.flatMap((r) => [...r.completed, ...r.released]).filter((id) => id === paymentId).length;

  it('completes a payment left pending with the card charged: order, cart purchased, stock kept, retry answers the order', async () => {
    const visitor = await readyShopper('MUG-OAT', 2, 10);
    const at = Date.now();
    const { cartId, key, reservation } = await diedMidPayment(visitor, { at, charged: true });
    expect(await stockOf(store.db, 'MUG-OAT')).toBe(8);

    // Another process (its own provider instance) sweeps: the charge recorded on the row decides.
    const result = await sweepStalePayments(deps(createTestPaymentProvider()), { ...STALE, now: at + 3 * MINUTE });
    expect(result.completed).toContain(reservation.paymentId);
    expect(result.errors).toEqual([]);

    const [order] = await ordersOf(cartId);
    expect(order).toMatchObject({ customer_email: 'ada@example.com', grand_total_cents: reservation.order.orderTotalCents });
    expect(await cartRow(cartId)).toEqual({ is_purchased: 1, order_id: order.id });
    expect(await stockOf(store.db, 'MUG-OAT')).toBe(8);
    expect(await findPayment(store.db, reservation.paymentId)).toMatchObject({ status: 'succeeded', orderId: order.id });
    const mail = await store.db.selectFrom('outbox').select(['to_address', 'text_body']).where('kind', '=', 'order').where('text_body', 'like', `%Order #${order.order_number}\n%`).execute();
    expect(mail).toHaveLength(1);
    expect(mail[0].text_body).toContain(`View your order: ${ORIGIN}/commerce/orders/${order.id}?token=`);

    // The visitor retries the request that died: the stored answer, the same order, no new charge.
    const retry = await pay(visitor, CARD_OK, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().order).toMatchObject({ id: order.id, purchasedCartId: cartId });
    expect(await ordersOf(cartId)).toHaveLength(1);
  });

  it('completes a charge the provider made but the dead process never recorded (the provider is asked)', async () => {
    const visitor = await readyShopper('MUG-OAT', 1, 5);
    const at = Date.now();
    const provider = createTestPaymentProvider();
    const { cartId, reservation } = await diedMidPayment(visitor, { at, charged: false, provider });
    const charged = await intentAt(provider, reservation);

    const result = await sweepStalePayments(deps(provider), { ...STALE, now: at + 3 * MINUTE });
    expect(result.completed).toContain(reservation.paymentId);
    expect(await findPayment(store.db, reservation.paymentId)).toMatchObject({ status: 'succeeded', providerPaymentId: charged.intentId });
    expect(await ordersOf(cartId)).toHaveLength(1);
    expect(await stockOf(store.db, 'MUG-OAT')).toBe(4);
  });

  it('releases a payment left pending and not charged: stock and gift card back, cart unlocked, the key runs again', async () => {
    const visitor = await readyShopper('MUG-OAT', 3, 10);
    const card = await issueGiftCard(store.db, { websiteId: site.id, amountCents: 1000, currency: 'USD', orderId: null, recipientEmail: 'ada@example.com', now: Date.now() });
    expect((await putCheckout(visitor, { giftCardCode: card.code })).statusCode).toBe(200);
    const balance = async () => (await store.db.selectFrom('gift_cards').select('balance_cents').where('id', '=', card.id).executeTakeFirstOrThrow()).balance_cents;
    const at = Date.now();
    const { cartId, key, reservation } = await diedMidPayment(visitor, { at, charged: false });
    expect([await stockOf(store.db, 'MUG-OAT'), await balance(), await lockOf(cartId)]).toEqual([7, 0, reservation.paymentId]);

    const result = await sweepStalePayments(deps(createTestPaymentProvider()), { ...STALE, now: at + 3 * MINUTE });
    expect(result.released).toContain(reservation.paymentId);
    expect([await stockOf(store.db, 'MUG-OAT'), await balance(), await lockOf(cartId)]).toEqual([10, 1000, null]);
    expect(await findPayment(store.db, reservation.paymentId)).toMatchObject({ status: 'failed' });
    expect(await ordersOf(cartId)).toHaveLength(0);
    expect(await findIdempotencyKey(store.db, site.id, key)).toBeNull();

    // The retry of the request that died runs again, and pays.
    const retry = await pay(visitor, CARD_OK, key);
    expect(retry.statusCode).toBe(200);
    expect(await stockOf(store.db, 'MUG-OAT')).toBe(7);
    expect(await balance()).toBe(0);
  });

  it('leaves fresh pending payments alone, and those the provider cannot tell about', async () => {
    const visitor = await readyShopper('MUG-OAT', 1, 5);
    const at = Date.now();
    const { reservation } = await diedMidPayment(visitor, { at, charged: false });
    const fresh = await sweepStalePayments(deps(createTestPaymentProvider()), { ...STALE, now: at + MINUTE });
    expect(effects([fresh], reservation.paymentId)).toBe(0);
    expect(fresh.left).not.toContain(reservation.paymentId);
    expect(await findPayment(store.db, reservation.paymentId)).toMatchObject({ status: 'pending' });
    expect(await stockOf(store.db, 'MUG-OAT')).toBe(4);

    const unsure: PaymentProvider = { ...createTestPaymentProvider(), findIntent: async () => ({ status: 'unknown' }) };
    const unknown = await sweepStalePayments(deps(unsure), { ...STALE, now: at + 3 * MINUTE });
    expect(unknown.left).toContain(reservation.paymentId);
    expect(await findPayment(store.db, reservation.paymentId)).toMatchObject({ status: 'pending' });
    // The claim holds it for one threshold; after that a sweeper that can tell releases it.
    const soon = await sweepStalePayments(deps(createTestPaymentProvider()), { ...STALE, now: at + 4 * MINUTE });
    expect(effects([soon], reservation.paymentId)).toBe(0);
    const later = await sweepStalePayments(deps(createTestPaymentProvider()), { ...STALE, now: at + 6 * MINUTE });
    expect(later.released).toContain(reservation.paymentId);
    expect(await stockOf(store.db, 'MUG-OAT')).toBe(5);
  });

  describe('two sweepers at once', () => {
    it('complete a charged payment once', async () => {
      const visitor = await readyShopper('MUG-OAT', 1, 10);
      const at = Date.now();
      const { cartId, reservation } = await diedMidPayment(visitor, { at, charged: true });
      const results = await Promise.all([1, 2, 3, 4].map(() => sweepStalePayments(deps(createTestPaymentProvider()), { ...STALE, now: at + 3 * MINUTE })));
      expect(effects(results, reservation.paymentId)).toBe(1);
      expect(await ordersOf(cartId)).toHaveLength(1);
      expect(await stockOf(store.db, 'MUG-OAT')).toBe(9);
    });

    it('release an uncharged payment once', async () => {
      const visitor = await readyShopper('MUG-OAT', 2, 10);
      const at = Date.now();
      const { reservation } = await diedMidPayment(visitor, { at, charged: false });
      const results = await Promise.all([1, 2, 3, 4].map(() => sweepStalePayments(deps(createTestPaymentProvider()), { ...STALE, now: at + 3 * MINUTE })));
      expect(effects(results, reservation.paymentId)).toBe(1);
      expect(await stockOf(store.db, 'MUG-OAT')).toBe(10);
    });

    it('without the claim, the conditional status flip still lets one completion or release through', async () => {
      const visitor = await readyShopper('MUG-OAT', 2, 10);
      const { cartId, reservation } = await diedMidPayment(visitor, { at: Date.now(), charged: false });
      const charge = { providerPaymentId: 'test_x', testMode: true };
      const complete = (r: Reservation) => completeOrder(store.db, { reservation: r, charge, subscriptionPlan: null, now: Date.now() }).then(() => 'completed', (e) => (e instanceof PaymentSettledElsewhere ? 'settled' : Promise.reject(e)));
      const release = (r: Reservation) => releasePayment(store.db, r, 'abandoned', Date.now()).then((done) => (done ? 'released' : 'settled'));
      const outcomes = await Promise.all([complete(reservation), release(reservation), complete(reservation), release(reservation)]);
      expect(outcomes.filter((o) => o !== 'settled')).toHaveLength(1);
      const stock = await stockOf(store.db, 'MUG-OAT');
      if (outcomes.includes('completed')) expect([stock, (await ordersOf(cartId)).length]).toEqual([8, 1]);
      else expect([stock, (await ordersOf(cartId)).length]).toEqual([10, 0]);
    });
  });

  describe('a slow request (not dead) that a sweeper settles first', () => {
    /** Pays through payForCart with a provider that lets a sweeper run around the charge. */
    const payWhileSweeping = async (visitor: Visitor, when: 'before-charge' | 'after-charge') => {
      const at = Date.now();
      const books = memoryBooks();
      const inner = createTestPaymentProvider({ books });
      let sweep: SweepResult | undefined;
      let paymentId = '';
      const sweepNow = () => sweepStalePayments(deps(inner), { ...STALE, now: at + 3 * MINUTE }).then((r) => void (sweep = r));
      const provider: PaymentProvider = {
        ...inner,
        async createIntent(request) {
          paymentId = request.paymentId;
          if (when === 'before-charge') await sweepNow();
          const result = await inner.createIntent(request);
          if (when === 'after-charge') await sweepNow();
          return result;
        },
      };
      const cart = (await findCartByToken(store.db, site.id, visitor.cookies.get(CART_COOKIE) as string))!;
      const key = newKey();
      await claimIdempotencyKey(store.db, site.id, key, `checkout:${cart.id}`);
      const paymentMethodId = (await inner.createPaymentMethod(CARD_OK)).paymentMethodId;
      const answer = await answerOf(() => payForCart(deps(provider, () => at), { site, cartId: cart.id, paymentMethodId, idempotencyKey: key }));
      return { answer, sweep: sweep as SweepResult, paymentId, charges: books.charges, cartId: cart.id };
    };

    it('released first (it saw no charge): the charge that lands afterwards is refunded, the answer is 503', async () => {
      const visitor = await readyShopper('MUG-OAT', 1, 5);
      const { answer, sweep, paymentId, charges, cartId } = await payWhileSweeping(visitor, 'before-charge');
      expect(sweep.released).toContain(paymentId);
      expect(answer).toEqual({ status: 503, body: { error: { code: 'UNAVAILABLE', message: 'We could not complete your order. Your card was not charged.' } } });
      // The charge that landed after the release is given back whole.
      expect([...charges.values()].map((c) => c.refundedCents === c.amountCents)).toEqual([true]);
      expect(await stockOf(store.db, 'MUG-OAT')).toBe(5);
      expect(await ordersOf(cartId)).toHaveLength(0);
    });

    it('completed first (it found the charge): the request answers the order the sweeper wrote', async () => {
      const visitor = await readyShopper('MUG-OAT', 1, 5);
      const { answer, sweep, paymentId, charges, cartId } = await payWhileSweeping(visitor, 'after-charge');
      expect(sweep.completed).toContain(paymentId);
      const orders = await ordersOf(cartId);
      expect(orders).toHaveLength(1);
      expect(answer.status).toBe(200);
      expect((answer.body as { order: { id: string } }).order.id).toBe(orders[0].id);
      expect(charges.size).toBe(1);
      expect(await stockOf(store.db, 'MUG-OAT')).toBe(4);
    });
  });
  describe('a charge the provider did not answer (a time-out)', () => {
    /** A provider whose charge call fails after (or before) the card was charged, or that cannot say. */
    const unanswering = (options: { chargesFirst: boolean; lookupFails?: boolean }) => {
      const books = memoryBooks();
      const inner = createTestPaymentProvider({ books });
      const provider: PaymentProvider = {
        name: inner.name,
        testMode: inner.testMode,
        browser: inner.browser,
        createIntent: async (request) => {
          if (options.chargesFirst) await inner.createIntent(request);
          throw new Error('The provider did not answer in time');
        },
        retrieveIntent: (intentId) => inner.retrieveIntent(intentId),
        refund: (request) => inner.refund(request),
        findIntent: (paymentId) => (options.lookupFails ? Promise.reject(new Error('unreachable')) : inner.findIntent(paymentId)),
      };
      return { provider, inner, charges: books.charges };
    };
    const payWith = async (visitor: Visitor, { provider, inner }: { provider: PaymentProvider; inner: TestPaymentProvider }) => {
      const cart = (await findCartByToken(store.db, site.id, visitor.cookies.get(CART_COOKIE) as string))!;
      const key = newKey();
      await claimIdempotencyKey(store.db, site.id, key, `checkout:${cart.id}`);
      const paymentMethodId = (await inner.createPaymentMethod(CARD_OK)).paymentMethodId;
      const answer = await answerOf(() => payForCart(deps(provider), { site, cartId: cart.id, paymentMethodId, idempotencyKey: key, origin: ORIGIN }));
      return { answer, cartId: cart.id };
    };

    it('charged after all: the provider is asked, and the order is written', async () => {
      const visitor = await readyShopper('MUG-OAT', 1, 5);
      const { provider, inner, charges } = unanswering({ chargesFirst: true });
      const { answer, cartId } = await payWith(visitor, { provider, inner });
      expect(answer.status).toBe(200);
      expect(await ordersOf(cartId)).toHaveLength(1);
      expect(charges.size).toBe(1);
      expect(await stockOf(store.db, 'MUG-OAT')).toBe(4);
    });

    it('surely not charged: the reservation is given back and the visitor may try again', async () => {
      const visitor = await readyShopper('MUG-OAT', 1, 5);
      const { answer, cartId } = await payWith(visitor, unanswering({ chargesFirst: false }));
      expect(answer).toEqual({ status: 503, body: { error: { code: 'UNAVAILABLE', message: 'The payment could not be processed. Please try again.' } } });
      expect(await stockOf(store.db, 'MUG-OAT')).toBe(5);
      expect(await lockOf(cartId)).toBeNull();
    });

    it('the provider cannot tell: the payment stays pending, holding its stock, for the sweeper', async () => {
      const visitor = await readyShopper('MUG-OAT', 1, 5);
      const { answer, cartId } = await payWith(visitor, unanswering({ chargesFirst: true, lookupFails: true }));
      expect(answer).toEqual({
        status: 503,
        body: { error: { code: 'UNAVAILABLE', message: 'We could not confirm your payment yet. If it went through, your order confirmation will arrive by e-mail.' } },
      });
      expect(await stockOf(store.db, 'MUG-OAT')).toBe(4);
      expect(await lockOf(cartId)).not.toBeNull();
      expect(await ordersOf(cartId)).toHaveLength(0);
    });
  });
});
