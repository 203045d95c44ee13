import { beforeAll, expect, it } from 'vitest';
import { CART_COOKIE, findCartByToken } from '../cart/index.ts';
import { createDiscount } from '../discounts/index.ts';
import { addToCart, CARD_OK, itemId, newKey, pay, putCheckout, setStock, shopper } from '../../test-support/checkout.ts';
import { forEachStore, type Visitor } from '../../test-support/test-app.ts';
import { createTestPaymentProvider } from '../../infra/payments/test-provider.ts';
import { claimIdempotencyKey } from './idempotency-repository.ts';
import type { CheckoutSite } from './load-checkout.ts';
import type { PayDeps } from './pay-workflow.ts';
import { reservePayment } from './steps/reserve-payment.ts';
import { recoverInterruptedPayments } from './sweep-stale-payments.ts';

/*
 * A discount's use is taken with the payment's reservation and given back with it (features/discounts):
 * a process that dies after reserving holds the use until the recovery at start releases the payment,
 * and the buyer's retry under the same key counts it once.
 */
forEachStore('discount uses when a payment process dies', (store) => {
  let site: CheckoutSite;
  beforeAll(async () => {
    site = await store.db.selectFrom('websites').select(['id', 'name', 'currency']).executeTakeFirstOrThrow();
  });
  const deps = (): PayDeps => ({ db: store.db, now: Date.now, provider: createTestPaymentProvider(), mailer: store.app.deps.mailer, emails: store.app.deps.emails });
  const timesUsed = async (id: string) => Number((await store.db.selectFrom('discounts').select('times_used').where('id', '=', id).executeTakeFirstOrThrow()).times_used);

  const buyerWith = async (email: string, code: string): Promise<{ visitor: Visitor; cartId: string; cart: { invalidCoupons: unknown[]; discountCents: number } }> => {
    const visitor = shopper(() => store.app);
    await addToCart(visitor, await itemId(store.db, 'sourdough-workshop'), 'WORKSHOP-SOURDOUGH');
    const checkout = await putCheckout(visitor, { email, couponCodes: [code] });
    const cart = await findCartByToken(store.db, site.id, visitor.cookies.get(CART_COOKIE) as string);
    return { visitor, cartId: cart!.id, cart: checkout.json().cart };
  };

  it('holds the last use for a reserved payment, gives it back when the recovery releases it, and the retry counts it once', async () => {
    await setStock(store.db, 'WORKSHOP-SOURDOUGH', 100);
    const discount = await createDiscount(store.db, site.id, {
      method: 'code', code: 'CRASH1', title: '', kind: 'FIXED_AMOUNT', percentBasisPoints: null, amountCents: 1000, minimumSubtotalCents: null,
      productIds: [], categories: [], startsAt: null, endsAt: null, usageLimit: 1, usageLimitPerCustomer: null, stackable: false,
    });
    const first = await buyerWith('first@example.com', 'CRASH1');
    expect(first.cart.discountCents).toBe(1000);
    const at = Date.now() - 1000;
    const key = newKey();
    await claimIdempotencyKey(store.db, site.id, key, `checkout:${first.cartId}`, at);
    await reservePayment(store.db, site, first.cartId, createTestPaymentProvider(), at, { idempotencyKey: key, origin: null });
    expect(await timesUsed(discount.id)).toBe(1);

    // While the dead payment holds it, the code is used up for everyone else.
    const second = await buyerWith('second@example.com', 'CRASH1');
    expect(second.cart.invalidCoupons).toEqual([{ code: 'CRASH1', reason: 'USED_UP' }]);

    const result = await recoverInterruptedPayments(deps(), Date.now());
    expect(result.released).toHaveLength(1);
    expect(await timesUsed(discount.id)).toBe(0);
    expect(await store.db.selectFrom('discount_redemptions').select('id').where('discount_id', '=', discount.id).execute()).toEqual([]);

    const retried = await pay(first.visitor, CARD_OK, key);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().order.discountTotal).toMatchObject({ value: '10.00' });
    const again = await pay(first.visitor, CARD_OK, key);
    expect(again.json()).toEqual(retried.json());
    expect(await timesUsed(discount.id)).toBe(1);
    expect(await store.db.selectFrom('discount_redemptions').select(['status', 'order_id']).where('discount_id', '=', discount.id).execute()).toEqual([
      { status: 'redeemed', order_id: retried.json().order.id },
    ]);
  });
});
