import { expect, it } from 'vitest';
import { ownerVisitor } from '../../test-support/owner.ts';
import { addToCart, itemId, pay, putCheckout, setStock, shopper } from '../../test-support/checkout.ts';
import { forEachStore, type TestStore } from '../../test-support/test-app.ts';

/*
 * Racing orders against a discount with a usage limit of 1 (issue 30 "How it is shown"): every buyer
 * sees the code valid, all pay at once → exactly one order gets it; the others are refused with 409
 * and nothing taken. On SQLite and PostgreSQL.
 */

const BUYERS = 12;
const SKU = 'WORKSHOP-SOURDOUGH';

async function discount(store: TestStore, code: string, limits: { usageLimit?: number; usageLimitPerCustomer?: number }) {
  const admin = await ownerVisitor(store, 'ADMIN');
  const response = await admin.send('POST', '/api/owner/commerce/discounts', {
    method: 'code', code, title: '', kind: 'FIXED_AMOUNT', percentBasisPoints: null, amountCents: 2000, minimumSubtotalCents: null,
    productIds: [], categories: [], startsAt: null, endsAt: null, usageLimit: null, usageLimitPerCustomer: null, stackable: false, ...limits,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().discount.id as string;
}

/** BUYERS shoppers, each with the workshop in the cart and the code valid; `email(i)` is buyer i's e-mail. */
async function buyersWith(store: TestStore, code: string, email: (i: number) => string) {
  const workshop = await itemId(store.db, 'sourdough-workshop');
  const buyers = Array.from({ length: BUYERS }, () => shopper(() => store.app));
  for (const [i, buyer] of buyers.entries()) {
    await addToCart(buyer, workshop, SKU);
    const checkout = await putCheckout(buyer, { email: email(i), couponCodes: [code] });
    expect(checkout.json().cart.discountCents).toBe(2000);
  }
  return buyers;
}

async function outcome(store: TestStore, discountId: string, code: string) {
  const used = await store.db.selectFrom('discounts').select('times_used').where('id', '=', discountId).executeTakeFirstOrThrow();
  const redemptions = await store.db.selectFrom('discount_redemptions').select(['status', 'order_id']).where('discount_id', '=', discountId).execute();
  const discounted = await store.db.selectFrom('orders').select('id').where('discount_cents', '=', 2000).where('customer_email', 'like', `%${code.toLowerCase()}%`).execute();
  return { timesUsed: Number(used.times_used), redemptions, discounted: discounted.length };
}

forEachStore('discount usage limits under racing orders', (store) => {
  it(`${BUYERS} buyers pay at once with a code limited to 1 use: exactly one gets it, the others are refused`, { timeout: 60_000 }, async () => {
    await setStock(store.db, SKU, 1000);
    const id = await discount(store, 'LASTONE', { usageLimit: 1 });
    const buyers = await buyersWith(store, 'LASTONE', (i) => `lastone-${i}@example.com`);
    const answers = await Promise.all(buyers.map((buyer) => pay(buyer)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(BUYERS - 1);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toEqual({ error: { code: 'CONFLICT', message: 'Sorry, the discount LASTONE is no longer available. Please review your order.' } });
    }
    const result = await outcome(store, id, 'LASTONE');
    expect(result.timesUsed).toBe(1);
    expect(result.redemptions).toEqual([{ status: 'redeemed', order_id: expect.any(String) }]);
    expect(result.discounted).toBe(1);
    expect(await store.db.selectFrom('orders').select('id').where('customer_email', 'like', 'lastone-%').execute()).toHaveLength(1);
    // A refused buyer's cart has the code taken off: the checkout shows the full price, which pays.
    const loser = buyers[statuses.indexOf(409)];
    const again = (await putCheckout(loser, {})).json().cart;
    expect(again).toMatchObject({ coupons: [], invalidCoupons: [], discountCents: 0, grandTotalCents: 8500 });
    expect((await pay(loser)).statusCode).toBe(200);
  });

  it(`one customer pays from ${BUYERS} carts at once with a code limited to 1 per customer: exactly one gets it`, { timeout: 60_000 }, async () => {
    await setStock(store.db, SKU, 1000);
    const id = await discount(store, 'ONEEACH', { usageLimitPerCustomer: 1 });
    const buyers = await buyersWith(store, 'ONEEACH', (i) => (i % 2 === 0 ? 'oneeach@example.com' : 'OneEach@Example.com '));
    const statuses = (await Promise.all(buyers.map((buyer) => pay(buyer)))).map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(BUYERS - 1);
    const result = await outcome(store, id, 'ONEEACH');
    expect(result).toMatchObject({ timesUsed: 1, discounted: 1 });
  });
});
