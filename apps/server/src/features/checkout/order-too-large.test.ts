import { expect, it } from 'vitest';
import { addTestProduct } from '../../test-support/owner.ts';
import { addToCart, NY_ADDRESS, pay, putCheckout, shopper } from '../../test-support/checkout.ts';
import { forEachStore } from '../../test-support/test-app.ts';

/*
 * An order worth more than the money columns hold (2^31 − 1 minor units): 9999 of a $10,000 product
 * failed in PostgreSQL mid-payment (a 500) and was recorded by SQLite. Both refuse it before paying.
 */
forEachStore('an order too large to record', (store) => {
  it('is refused with 400 and a message before any charge, and leaves no order or payment', async () => {
    const { itemId, variantIds } = await addTestProduct(store.db, 'Gold-leaf tee');
    await store.db.updateTable('variants').set({ price_cents: 1_000_000, unlimited: 1 }).where('id', '=', variantIds[0]!).execute();
    const sku = (await store.db.selectFrom('variants').select('sku').where('id', '=', variantIds[0]!).executeTakeFirstOrThrow()).sku;
    const visitor = shopper(() => store.app);
    await addToCart(visitor, itemId, sku, 9999);
    const countOf = async (table: 'orders' | 'payments') => Number((await store.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const [orders, payments] = [await countOf('orders'), await countOf('payments')];

    const checkout = await putCheckout(visitor, { email: 'big@example.com', shippingAddress: NY_ADDRESS });
    expect(checkout.statusCode).toBe(200);
    const paid = await pay(visitor);
    expect({ status: paid.statusCode, body: paid.json() }).toEqual({
      status: 400,
      body: { error: { code: 'INVALID', message: 'This order is too large to pay for online. Please lower the quantities in your cart.' } },
    });
    expect([await countOf('orders'), await countOf('payments')]).toEqual([orders, payments]);
  });
});
