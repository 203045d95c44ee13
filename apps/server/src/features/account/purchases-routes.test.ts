import { beforeAll, describe, expect, it } from 'vitest';
import { addToCart, itemId, paymentMethod, newKey, NY_ADDRESS, pay, putCheckout, shopper } from '../../test-support/checkout.ts';
import { defaultSiteId } from '../../test-support/owner.ts';
import { signedInCustomer, type CustomerVisitor } from '../../test-support/site-users.ts';
import { forEachStore, type Visitor } from '../../test-support/test-app.ts';
import { claimGuestOrders } from '../orders/index.ts';

const BASE = '/api/site-users/account';
const SUBSCRIPTION_CART = '/api/3/commerce/cart/subscription';
const usd = (value: string) => ({ value, currency: 'USD', decimalValue: value, currencyCode: 'USD' });

forEachStore('account API: orders and subscriptions', (store) => {
  let websiteId: string;
  let mug: string;
  let coffee: string;
  beforeAll(async () => {
    websiteId = await defaultSiteId(store.db);
    [mug, coffee] = await Promise.all(['stoneware-mug', 'house-blend-subscription'].map((u) => itemId(store.db, u)));
  });
  const app = () => store.app;

  /** Buys two oat mugs through the checkout as `visitor` (signed in or not). */
  async function buyMugs(visitor: Visitor, email: string) {
    await addToCart(visitor, mug, 'MUG-OAT', 2);
    expect((await putCheckout(visitor, { email, shippingAddress: NY_ADDRESS })).statusCode).toBe(200);
    const paid = await pay(visitor);
    expect(paid.statusCode).toBe(200);
    return paid.json() as { order: { id: string; orderNumber: number }; confirmationUrl: string };
  }

  /** Subscribes `visitor` to the house blend (monthly). */
  async function subscribe(visitor: Visitor, email: string) {
    const { cartToken } = (await visitor.send('POST', SUBSCRIPTION_CART, { itemId: coffee, sku: 'COFFEE-SUB-BEAN', qty: 2 })).json();
    const paid = await visitor.send('POST', `${SUBSCRIPTION_CART}/${cartToken}/pay`, { idempotencyKey: newKey(), paymentMethodId: await paymentMethod(visitor), email, shippingAddress: NY_ADDRESS });
    expect(paid.statusCode).toBe(200);
    const row = await store.db.selectFrom('subscriptions').selectAll().where('order_id', '=', paid.json().order.id).executeTakeFirstOrThrow();
    return row;
  }

  const listOrders = async (visitor: CustomerVisitor) => {
    const response = await visitor.request({ method: 'GET', url: `${BASE}/orders` });
    expect(response.statusCode).toBe(200);
    return response.json().orders as { id: string; url: string | null; orderNumber: number }[];
  };

  describe('GET orders', () => {
    it('a purchase made signed in lands in the account, with lines, money in the order currency and a working order-page link', async () => {
      const visitor = await signedInCustomer(store);
      expect(await listOrders(visitor)).toEqual([]);
      const { order, confirmationUrl } = await buyMugs(visitor, visitor.siteUser.email);
      const row = await store.db.selectFrom('orders').select('site_user_id').where('id', '=', order.id).executeTakeFirstOrThrow();
      expect(row.site_user_id).toBe(visitor.siteUser.id);

      const [listed] = await listOrders(visitor);
      expect(listed).toMatchObject({
        id: order.id,
        orderNumber: order.orderNumber,
        status: 'PAID',
        statusText: 'Paid (test order)',
        testMode: true,
        items: [{ sku: 'MUG-OAT', productName: 'Speckled Stoneware Mug', quantity: 2, unitPrice: usd('22.00'), lineTotal: usd('44.00') }],
        subtotal: usd('44.00'),
        grandTotal: expect.objectContaining({ currency: 'USD' }),
      });
      expect(typeof (listed as unknown as { createdAt: number }).createdAt).toBe('number');
      // The account's link differs from the e-mailed one, and opens the same order page.
      expect(listed.url).toMatch(new RegExp(`^/commerce/orders/${order.id}\\?token=acct-[0-9a-f]{64}$`));
      expect(listed.url).not.toBe(confirmationUrl);
      const page = await shopper(app).request({ method: 'GET', url: listed.url as string });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`${order.orderNumber}`);
      // A forged account token, or one for another order, opens nothing.
      const forged = (listed.url as string).replace(/acct-[0-9a-f]{4}/, 'acct-0000');
      expect((await shopper(app).request({ method: 'GET', url: forged })).statusCode).toBe(404);
    });

    it('lists newest first, and only the account’s own orders (a guest order of the same e-mail joins once claimed)', async () => {
      const visitor = await signedInCustomer(store);
      const guest = await buyMugs(shopper(app), visitor.siteUser.email);
      const first = await buyMugs(visitor, visitor.siteUser.email);
      const second = await buyMugs(visitor, visitor.siteUser.email);
      await buyMugs(await signedInCustomer(store), 'someone-else@plinth.test');
      expect((await listOrders(visitor)).map((o) => o.id)).toEqual([second.order.id, first.order.id]);
      await claimGuestOrders(store.db, websiteId, visitor.siteUser.id, visitor.siteUser.email);
      const orders = await listOrders(visitor);
      expect(orders.map((o) => o.id)).toEqual([second.order.id, first.order.id, guest.order.id]);
      expect((await shopper(app).request({ method: 'GET', url: orders[2].url as string })).statusCode).toBe(200);
    });

    it('a subscription bought as a guest joins the account with its order', async () => {
      const visitor = await signedInCustomer(store);
      const guestSubscription = await subscribe(shopper(app), visitor.siteUser.email);
      expect(guestSubscription.site_user_id).toBeNull();
      expect((await visitor.request({ method: 'GET', url: `${BASE}/subscriptions` })).json().subscriptions).toEqual([]);
      await claimGuestOrders(store.db, websiteId, visitor.siteUser.id, visitor.siteUser.email);
      const listed = (await visitor.request({ method: 'GET', url: `${BASE}/subscriptions` })).json().subscriptions;
      expect(listed.map((s: { id: string }) => s.id)).toEqual([guestSubscription.id]);
    });

    it('a guest purchase does not join anyone, and the account link of a deleted account stops working', async () => {
      const visitor = await signedInCustomer(store);
      const { order } = await buyMugs(visitor, visitor.siteUser.email);
      const [listed] = await listOrders(visitor);
      await store.db.updateTable('orders').set({ site_user_id: null }).where('id', '=', order.id).execute();
      expect((await shopper(app).request({ method: 'GET', url: listed.url as string })).statusCode).toBe(404);
      const guest = await buyMugs(shopper(app), 'guest@plinth.test');
      const row = await store.db.selectFrom('orders').select('site_user_id').where('id', '=', guest.order.id).executeTakeFirstOrThrow();
      expect(row.site_user_id).toBeNull();
    });
  });

  describe('subscriptions', () => {
    it('a subscription bought signed in is listed with product, price, period and next billing date, and cancels once', async () => {
      const visitor = await signedInCustomer(store);
      const row = await subscribe(visitor, visitor.siteUser.email);
      expect(row.site_user_id).toBe(visitor.siteUser.id);
      const listed = await visitor.request({ method: 'GET', url: `${BASE}/subscriptions` });
      expect(listed.statusCode).toBe(200);
      expect(listed.json().subscriptions).toEqual([
        {
          id: row.id,
          orderId: row.order_id,
          productName: 'House Blend Coffee Subscription',
          sku: 'COFFEE-SUB-BEAN',
          quantity: 2,
          price: usd('38.00'),
          billingPeriod: { value: 1, unit: 'MONTH' },
          billingPeriodText: 'every month',
          status: 'active',
          nextBillingAt: Number(row.next_billing_at),
          cancelledAt: null,
          createdAt: Number(row.created_at),
        },
      ]);

      const cancelled = await visitor.send('POST', `${BASE}/subscriptions/${row.id}/cancel`);
      expect(cancelled.statusCode).toBe(200);
      const subscription = cancelled.json().subscription;
      expect(subscription).toMatchObject({ id: row.id, status: 'cancelled', nextBillingAt: Number(row.next_billing_at) });
      expect(subscription.cancelledAt).toEqual(expect.any(Number));
      // Twice is harmless: the same answer, the first cancellation date kept.
      const again = await visitor.send('POST', `${BASE}/subscriptions/${row.id}/cancel`);
      expect([again.statusCode, again.json().subscription]).toEqual([200, subscription]);
    });

    it("answers 404 for another customer's subscription and an unknown id, and changes nothing", async () => {
      const owner = await signedInCustomer(store);
      const row = await subscribe(owner, owner.siteUser.email);
      const intruder = await signedInCustomer(store);
      for (const id of [row.id, 'f'.repeat(24)]) {
        const response = await intruder.send('POST', `${BASE}/subscriptions/${id}/cancel`);
        expect([response.statusCode, response.json().error.message]).toEqual([404, 'No such subscription in your account.']);
      }
      expect((await intruder.request({ method: 'GET', url: `${BASE}/subscriptions` })).json().subscriptions).toEqual([]);
      const still = await store.db.selectFrom('subscriptions').select('status').where('id', '=', row.id).executeTakeFirstOrThrow();
      expect(still.status).toBe('active');
      const long = await intruder.send('POST', `${BASE}/subscriptions/${'x'.repeat(101)}/cancel`);
      expect([long.statusCode, long.json().error.message]).toEqual([400, 'id is too long']);
    });
  });
});
