import { createDiscount, getCheckout, listDiscounts } from '@plinth/api';
import { expect, it } from 'vitest';
import { ownerVisitor } from '../../test-support/owner.ts';
import { addToCart, CARD_DECLINED, itemId, NY_ADDRESS, pay, putCheckout, setStock, shopper } from '../../test-support/checkout.ts';
import { forEachStore, type TestStore } from '../../test-support/test-app.ts';

const URL = '/api/owner/commerce/discounts';

/** A discount body with every field; `over` changes some. */
const body = (over: Record<string, unknown> = {}) => ({
  method: 'code', code: 'SPRING', title: '', kind: 'PERCENTAGE', percentBasisPoints: 1500, amountCents: null, minimumSubtotalCents: null,
  productIds: [], categories: [], startsAt: null, endsAt: null, usageLimit: null, usageLimitPerCustomer: null, stackable: false, ...over,
});

/** Creates a discount as the ADMIN and answers it. */
async function create(store: TestStore, over: Record<string, unknown>) {
  const admin = await ownerVisitor(store, 'ADMIN');
  const response = await admin.send('POST', URL, body(over));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().discount as { id: string; timesUsed: number };
}

/** A shopper with the sourdough workshop ($85.00, a service: no address) in the cart and an e-mail. */
async function workshopBuyer(store: TestStore, email = 'ada@example.com', couponCodes: string[] = []) {
  const buyer = shopper(() => store.app);
  await addToCart(buyer, await itemId(store.db, 'sourdough-workshop'), 'WORKSHOP-SOURDOUGH');
  const checkout = await putCheckout(buyer, { email, couponCodes });
  expect(checkout.statusCode, checkout.body).toBe(200);
  expect(getCheckout.response.safeParse(checkout.json()).error).toBeUndefined();
  return { buyer, cart: checkout.json().cart };
}

forEachStore('owner discounts', (store) => {
  it('lists the demo code WELCOME10, creates, reads, changes and deletes a discount', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    const listed = await admin.request({ method: 'GET', url: URL });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listDiscounts.response.safeParse(listed.json()).error).toBeUndefined();
    expect(listed.json().discounts.map((d: { code: string; status: string }) => [d.code, d.status])).toContainEqual(['WELCOME10', 'active']);

    const created = await admin.send('POST', URL, body({ startsAt: Date.now() + 86_400_000 }));
    expect(created.statusCode, created.body).toBe(201);
    expect(createDiscount.response.safeParse(created.json()).error).toBeUndefined();
    const { id } = created.json().discount;
    expect(created.json().discount).toMatchObject({ method: 'code', code: 'SPRING', percentBasisPoints: 1500, timesUsed: 0, status: 'scheduled' });

    const changed = await admin.send('PUT', `${URL}/${id}`, body({ code: 'SPRING20', percentBasisPoints: 2000 }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().discount).toMatchObject({ code: 'SPRING20', percentBasisPoints: 2000, status: 'active' });
    expect((await admin.request({ method: 'GET', url: `${URL}/${id}` })).json().discount.code).toBe('SPRING20');

    expect((await admin.send('DELETE', `${URL}/${id}`)).statusCode).toBe(204);
    expect((await admin.request({ method: 'GET', url: `${URL}/${id}` })).json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Discount not found.' } });
    expect((await admin.send('DELETE', `${URL}/${id}`)).statusCode).toBe(404);
  });

  it('refuses bad discounts with 400 naming the field, and a code the store has with 409', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    const refused = async (over: Record<string, unknown>) => {
      const response = await admin.send('POST', URL, body(over));
      return [response.statusCode, response.json().error.message];
    };
    expect(await refused({ code: 'welcome10' })).toEqual([409, 'The code welcome10 is used by another discount.']);
    expect(await refused({ code: null })).toEqual([400, 'Code is required for a discount the buyer enters.']);
    expect(await refused({ method: 'automatic', code: null, title: '' })).toEqual([400, 'Title is required for an automatic discount: the buyer sees it at checkout.']);
    expect(await refused({ percentBasisPoints: 10_001 })).toEqual([400, expect.stringContaining('Percentage must be at most 10000.')]);
    expect(await refused({ kind: 'FIXED_AMOUNT', percentBasisPoints: null })).toEqual([400, 'Amount is required for an amount-off discount.']);
    expect(await refused({ startsAt: 2000, endsAt: 1000 })).toEqual([400, 'End must be after the start.']);
    expect(await refused({ productIds: ['nope'] })).toEqual([400, 'Unknown product: nope.']);
    expect(await refused({ code: 'TWO WORDS' })).toEqual([400, expect.stringContaining('Code may contain only letters, digits, - and _.')]);
    expect(await refused({ usageLimit: 0 })).toEqual([400, expect.stringContaining('Usage limit must be at least 1.')]);
    expect(await refused({ colour: 'red' })).toEqual([400, expect.stringContaining('Unknown field: colour.')]);
  });

  it('needs products:write (ADMIN, WEBSITE_MANAGER, STORE_MANAGER) and, to write, the crumb', async () => {
    for (const role of ['EDITOR', 'VIEWER'] as const) {
      const refused = await (await ownerVisitor(store, role)).request({ method: 'GET', url: URL });
      expect(refused.statusCode, role).toBe(403);
    }
    const manager = await ownerVisitor(store, 'STORE_MANAGER');
    expect((await manager.send('POST', URL, body({ code: 'NOCRUMB' }), false)).statusCode).toBe(403);
    const made = await manager.send('POST', URL, body({ code: 'MANAGER' }));
    expect(made.statusCode).toBe(201);
    expect((await manager.send('DELETE', `${URL}/${made.json().discount.id}`)).statusCode).toBe(204);
  });
});

forEachStore('discounts at checkout', (store) => {
  it('applies an automatic discount by itself, limited to a category, and shows it in the cart', async () => {
    const auto = await create(store, { method: 'automatic', code: null, title: 'Workshop week', kind: 'FIXED_AMOUNT', percentBasisPoints: null, amountCents: 1000, categories: ['workshops'] });
    const { cart } = await workshopBuyer(store, 'auto@example.com');
    expect(cart.automaticDiscounts).toEqual([{ title: 'Workshop week', kind: 'FIXED_AMOUNT', discountCents: 1000 }]);
    expect(cart).toMatchObject({ subtotalCents: 8500, discountCents: 1000, grandTotalCents: 7500 });
    // Another category: the candles are not discounted.
    const other = shopper(() => store.app);
    await addToCart(other, await itemId(store.db, 'beeswax-taper-candles'), 'CANDLE-PAIR');
    const candles = (await putCheckout(other, { email: 'x@example.com' })).json().cart;
    expect(candles.automaticDiscounts).toEqual([]);
    expect((await (await ownerVisitor(store, 'ADMIN')).send('DELETE', `${URL}/${auto.id}`)).statusCode).toBe(204);
  });

  it('lists a code not yet started, used up or for other products as invalid, with the reason', async () => {
    await create(store, { code: 'LATER', startsAt: Date.now() + 86_400_000 });
    await create(store, { code: 'MUGONLY', productIds: [await itemId(store.db, 'stoneware-mug')] });
    const { cart } = await workshopBuyer(store, 'codes@example.com', ['later', 'MUGONLY', 'nope']);
    expect(cart.invalidCoupons).toEqual([
      { code: 'later', reason: 'NOT_STARTED' },
      { code: 'MUGONLY', reason: 'NOT_APPLICABLE' },
      { code: 'nope', reason: 'NOT_FOUND' },
    ]);
    expect(cart.discountCents).toBe(0);
  });

  it('gives free shipping as a discount line: the order, its e-mail and the order page show it', async () => {
    await create(store, { code: 'SHIPFREE', kind: 'FREE_SHIPPING', percentBasisPoints: null });
    const buyer = shopper(() => store.app);
    await addToCart(buyer, await itemId(store.db, 'beeswax-taper-candles'), 'CANDLE-PAIR');
    const checkout = await putCheckout(buyer, { email: 'ship@example.com', shippingAddress: NY_ADDRESS, couponCodes: ['shipfree'] });
    const { cart } = checkout.json();
    expect(cart.validCoupons).toEqual([{ code: 'SHIPFREE', kind: 'FREE_SHIPPING', title: '', discountCents: 500 }]);
    expect(cart).toMatchObject({ subtotalCents: 1600, shippingCostCents: 500, discountCents: 500, taxCents: 142, grandTotalCents: 1742 });
    const paid = await pay(buyer);
    expect(paid.statusCode, paid.body).toBe(200);
    const order = await store.db.selectFrom('orders').select(['id', 'discount_cents']).where('customer_email', '=', 'ship@example.com').executeTakeFirstOrThrow();
    expect(Number(order.discount_cents)).toBe(500);
    const mail = await store.db.selectFrom('outbox').select('text_body').where('to_address', '=', 'ship@example.com').executeTakeFirstOrThrow();
    expect(mail.text_body).toMatch(/Discount/);
    const page = await (await ownerVisitor(store, 'ADMIN')).request({ method: 'GET', url: `/api/owner/orders/${order.id}` });
    expect(page.json().order.discountTotal.value).toBe('5.00');
    expect(page.json().discountLines).toEqual([{ label: 'Discount (SHIPFREE)', amount: expect.objectContaining({ value: '5.00' }) }]);
  });

  it('counts a use per customer at payment: a declined card gives it back, a paid order keeps it', async () => {
    const once = await create(store, { code: 'ONCEEACH', usageLimitPerCustomer: 1 });
    const timesUsed = async () => Number((await store.db.selectFrom('discounts').select('times_used').where('id', '=', once.id).executeTakeFirstOrThrow()).times_used);
    await setStock(store.db, 'WORKSHOP-SOURDOUGH', 50);
    const first = await workshopBuyer(store, 'Once@Example.com', ['ONCEEACH']);
    expect(first.cart.discountCents).toBe(1275);
    expect((await pay(first.buyer, CARD_DECLINED)).statusCode).toBe(402);
    expect(await timesUsed()).toBe(0);
    expect((await pay(first.buyer)).statusCode).toBe(200);
    expect(await timesUsed()).toBe(1);
    const redemption = await store.db.selectFrom('discount_redemptions').selectAll().where('discount_id', '=', once.id).executeTakeFirstOrThrow();
    expect(redemption).toMatchObject({ status: 'redeemed', customer_key: 'once@example.com', amount_cents: 1275 });
    expect(redemption.order_id).not.toBeNull();

    const again = await workshopBuyer(store, 'once@example.com', ['onceeach']);
    expect(again.cart.invalidCoupons).toEqual([{ code: 'onceeach', reason: 'ALREADY_USED' }]);
    const someoneElse = await workshopBuyer(store, 'other@example.com', ['onceeach']);
    expect(someoneElse.cart.validCoupons).toHaveLength(1);
  });
});
