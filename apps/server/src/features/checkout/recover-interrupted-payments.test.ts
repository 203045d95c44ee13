import { beforeAll, expect, it } from 'vitest';
import { CART_COOKIE, findCartByToken } from '../cart/index.ts';
import { addToCart, CARD_OK, itemId, newKey, NY_ADDRESS, pay, putCheckout, setStock, shopper, stockOf } from '../../test-support/checkout.ts';
import { forEachStore, type Visitor } from '../../test-support/test-app.ts';
import type { PaymentProvider } from '../../infra/payments/payment-provider.ts';
import { createTestPaymentProvider } from '../../infra/payments/test-provider.ts';
import { claimIdempotencyKey, findIdempotencyKey } from './idempotency-repository.ts';
import type { CheckoutSite } from './load-checkout.ts';
import type { PayDeps } from './pay-workflow.ts';
import { findPayment } from './payments-repository.ts';
import { reservePayment } from './steps/reserve-payment.ts';
import { recoverInterruptedPayments, sweepStalePayments } from './sweep-stale-payments.ts';

const MINUTE = 60_000;

forEachStore('recovering the payments of a dead process', (store) => {
  let site: CheckoutSite;
  let mug: string;
  beforeAll(async () => {
    site = await store.db.selectFrom('websites').select(['id', 'name', 'currency']).executeTakeFirstOrThrow();
    mug = await itemId(store.db, 'stoneware-mug');
  });
  const deps = (provider: PaymentProvider = createTestPaymentProvider()): PayDeps => ({ db: store.db, now: Date.now, provider, mailer: store.app.deps.mailer, emails: store.app.deps.emails });

  const readyShopper = async (stock: number): Promise<{ visitor: Visitor; cartId: string }> => {
    await setStock(store.db, 'MUG-OAT', stock);
    const visitor = shopper(() => store.app);
    await addToCart(visitor, mug, 'MUG-OAT', 2);
    expect((await putCheckout(visitor, { email: 'ada@example.com', shippingAddress: NY_ADDRESS })).statusCode).toBe(200);
    const cart = await findCartByToken(store.db, site.id, visitor.cookies.get(CART_COOKIE) as string);
    return { visitor, cartId: cart!.id };
  };

  it('releases at once a payment its process left pending a second ago, and the retry with its key buys', async () => {
    const { visitor, cartId } = await readyShopper(10);
    const at = Date.now() - 1000;
    const key = newKey();
    await claimIdempotencyKey(store.db, site.id, key, `checkout:${cartId}`, at);
    const reservation = await reservePayment(store.db, site, cartId, createTestPaymentProvider(), at, { idempotencyKey: key, origin: null });
    expect(await stockOf(store.db, 'MUG-OAT')).toBe(8);

    const result = await recoverInterruptedPayments(deps(), Date.now());
    expect(result.released).toEqual([reservation.paymentId]);
    expect(await stockOf(store.db, 'MUG-OAT')).toBe(10);
    expect(await findPayment(store.db, reservation.paymentId)).toMatchObject({ status: 'failed' });

    const retried = await pay(visitor, CARD_OK, key);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().order.items).toMatchObject([{ sku: 'MUG-OAT', quantity: 2 }]);
    expect(await stockOf(store.db, 'MUG-OAT')).toBe(8);
  });

  it('gives up a key whose request died before reserving: the retry is answered instead of waiting for ever', async () => {
    const { visitor, cartId } = await readyShopper(10);
    const key = newKey();
    await claimIdempotencyKey(store.db, site.id, key, `checkout:${cartId}`, Date.now() - 1000);

    const result = await recoverInterruptedPayments(deps(), Date.now());
    expect(result.keysGivenUp).toBe(1);
    expect(await findIdempotencyKey(store.db, site.id, key)).toBeNull();
    const retried = await pay(visitor, CARD_OK, key);
    expect(retried.statusCode).toBe(200);
  });

  it('the periodic sweep gives up a stale key without a payment, and keeps the key of a payment the provider cannot tell about', async () => {
    const orphan = await readyShopper(10);
    const orphanKey = newKey();
    const at = Date.now() - 3 * MINUTE;
    await claimIdempotencyKey(store.db, site.id, orphanKey, `checkout:${orphan.cartId}`, at);
    const unsure = await readyShopper(10);
    const unsureKey = newKey();
    await claimIdempotencyKey(store.db, site.id, unsureKey, `checkout:${unsure.cartId}`, at);
    const cannotTell: PaymentProvider = { ...createTestPaymentProvider(), findIntent: async () => ({ status: 'unknown' }) };
    const reservation = await reservePayment(store.db, site, unsure.cartId, cannotTell, at, { idempotencyKey: unsureKey, origin: null });

    const result = await sweepStalePayments(deps(cannotTell), { olderThanMs: 2 * MINUTE });
    expect(result.left).toEqual([reservation.paymentId]);
    expect(result.keysGivenUp).toBe(1);
    expect(await findIdempotencyKey(store.db, site.id, orphanKey)).toBeNull();
    expect(await findIdempotencyKey(store.db, site.id, unsureKey)).toMatchObject({ status: 'in-progress' });

    // Once the provider can tell (not charged), the payment and its key go.
    await recoverInterruptedPayments(deps(), Date.now());
    expect(await findPayment(store.db, reservation.paymentId)).toMatchObject({ status: 'failed' });
    expect(await findIdempotencyKey(store.db, site.id, unsureKey)).toBeNull();
  });
});
