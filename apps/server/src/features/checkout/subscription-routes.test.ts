import { beforeAll, describe, expect, it } from 'vitest';
import { forEachStore } from '../../test-support/test-app.ts';
import { CARD_DECLINED, itemId, paymentMethod, newKey, NY_ADDRESS, shopper } from '../../test-support/checkout.ts';

const BASE = '/api/3/commerce/cart/subscription';

forEachStore('subscription API', (store) => {
  let coffee: string;
  let ebook: string;
  let candle: string;
  beforeAll(async () => {
    [coffee, ebook, candle] = await Promise.all(['house-blend-subscription', 'seasonal-recipe-ebook', 'beeswax-taper-candles'].map((u) => itemId(store.db, u)));
  });
  const app = () => store.app;

  it('makes a one-entry subscription cart → { cartToken }, read back with the plan and its price text', async () => {
    const visitor = shopper(app);
    const response = await visitor.send('POST', BASE, { itemId: coffee, sku: 'COFFEE-SUB-BEAN', qty: 2, additionalFields: null });
    expect(response.statusCode).toBe(200);
    const { cartToken } = response.json();
    expect(cartToken).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const read = await visitor.request({ method: 'GET', url: `${BASE}/${cartToken}` });
    expect(read.statusCode).toBe(200);
    const body = read.json();
    expect(body.cart.entries).toHaveLength(1);
    expect(body.cart.entries[0]).toMatchObject({ quantity: 2, chosenVariant: { sku: 'COFFEE-SUB-BEAN' } });
    expect(body.subscription).toEqual({ billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0, priceText: '$38.00 every month' });
    expect(body.checkout.canPay).toBe(false);
  });

  it('refuses digital products, products not sold by subscription, unknown skus and bad quantities', async () => {
    const visitor = shopper(app);
    const refusal = async (body: unknown) => {
      const response = await visitor.send('POST', BASE, body);
      return [response.statusCode, response.json().error.message];
    };
    expect(await refusal({ itemId: ebook, sku: 'EBOOK-SEASONAL', qty: 1 })).toEqual([400, 'Subscriptions can be sold only for physical and service products.']);
    expect(await refusal({ itemId: candle, sku: 'CANDLE-PAIR', qty: 1 })).toEqual([400, 'This product is not sold as a subscription.']);
    expect(await refusal({ itemId: coffee, sku: 'NOPE', qty: 1 })).toEqual([400, 'Sorry, that item variant is unavailable. Please select another variant.']);
    expect(await refusal({ itemId: coffee, sku: 'COFFEE-SUB-BEAN', qty: 'two' })).toEqual([400, 'Quantity must be a number.']);
    expect(await refusal({ itemId: coffee, sku: 'COFFEE-SUB-BEAN', qty: 1.5 })).toEqual([400, 'Quantity must be a whole number']);
    expect(await refusal({ itemId: 'missing', sku: 'X', qty: 1 })).toEqual([404, 'Item not found.']);
    expect((await visitor.request({ method: 'GET', url: `${BASE}/AAAAAAAAAAAAAAAAAAAAAAAA` })).statusCode).toBe(404);
    expect((await visitor.send('POST', BASE, { itemId: coffee, sku: 'COFFEE-SUB-BEAN', qty: 1 }, false)).statusCode).toBe(403);
  });

  it('pays: an order plus a subscription row (monthly, until cancelled, next billing a month on); the key answers again', async () => {
    const visitor = shopper(app);
    const { cartToken } = (await visitor.send('POST', BASE, { itemId: coffee, sku: 'COFFEE-SUB-GROUND', qty: 1 })).json();
    const noAddress = await visitor.send('POST', `${BASE}/${cartToken}/pay`, { idempotencyKey: newKey(), paymentMethodId: await paymentMethod(visitor), email: 'sub@example.com' });
    expect([noAddress.statusCode, noAddress.json().error.message]).toEqual([400, 'Please enter a shipping address.']);
    const declined = await visitor.send('POST', `${BASE}/${cartToken}/pay`, { idempotencyKey: newKey(), paymentMethodId: await paymentMethod(visitor, CARD_DECLINED), email: 'sub@example.com', shippingAddress: NY_ADDRESS });
    expect(declined.statusCode).toBe(402);
    expect(await store.db.selectFrom('subscriptions').select('id').where('customer_email', '=', 'sub@example.com').execute()).toHaveLength(0);

    const key = newKey();
    const body = { idempotencyKey: key, paymentMethodId: await paymentMethod(visitor), email: 'sub@example.com', shippingAddress: NY_ADDRESS };
    const paid = await visitor.send('POST', `${BASE}/${cartToken}/pay`, body);
    expect(paid.statusCode).toBe(200);
    const { order, confirmationUrl } = paid.json();
    expect(order.items).toEqual([expect.objectContaining({ sku: 'COFFEE-SUB-GROUND', quantity: 1 })]);
    expect(confirmationUrl).toContain(`/commerce/orders/${order.id}?token=`);
    const [subscription] = await store.db.selectFrom('subscriptions').selectAll().where('order_id', '=', order.id).execute();
    expect(subscription).toMatchObject({ sku: 'COFFEE-SUB-GROUND', billing_unit: 'MONTH', billing_value: 1, num_billing_cycles: 0, cycles_billed: 1, status: 'active', customer_email: 'sub@example.com' });
    const created = new Date(Number(subscription.created_at));
    const next = new Date(Number(subscription.next_billing_at));
    expect((next.getUTCFullYear() - created.getUTCFullYear()) * 12 + next.getUTCMonth() - created.getUTCMonth()).toBe(1);

    expect((await visitor.send('POST', `${BASE}/${cartToken}/pay`, body)).json()).toEqual(paid.json());
    expect(await store.db.selectFrom('subscriptions').select('id').where('order_id', '=', order.id).execute()).toHaveLength(1);
  });

  describe('checkout of the visitor cart', () => {
    it('does not see a subscription cart', async () => {
      const visitor = shopper(app);
      await visitor.send('POST', BASE, { itemId: coffee, sku: 'COFFEE-SUB-BEAN', qty: 1 });
      expect((await visitor.request({ method: 'GET', url: '/api/commerce/checkout' })).statusCode).toBe(404);
    });
  });
});
