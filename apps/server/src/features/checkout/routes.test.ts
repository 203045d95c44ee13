import { beforeAll, describe, expect, it } from 'vitest';
import { getOrderForVisitor } from './order-access.ts';
import { getCheckoutSettings, saveCheckoutSettings } from './checkout-settings-repository.ts';
import { forEachStore } from '../../test-support/test-app.ts';
import { addToCart, CARD_DECLINED, CARD_OK, CHECKOUT, itemId, newKey, NY_ADDRESS, ordersWithSku, pay, paymentMethod, putCheckout, setStock, shopper, stockOf } from '../../test-support/checkout.ts';

const EMPTY = 'You have nothing in your shopping cart.';
const NOT_ENOUGH = 'Sorry, we do not have enough of that item available.';

forEachStore('checkout API', (store) => {
  let mug: string;
  let apron: string;
  let tote: string;
  let planner: string;
  beforeAll(async () => {
    [mug, apron, tote, planner] = await Promise.all(['stoneware-mug', 'linen-apron', 'waxed-canvas-tote', 'printable-kitchen-planner'].map((u) => itemId(store.db, u)));
  });
  const app = () => store.app;
  const readyShopper = async (sku = 'MUG-OAT', item = () => mug, quantity = 1) => {
    const visitor = shopper(app);
    await addToCart(visitor, item(), sku, quantity);
    expect((await putCheckout(visitor, { email: 'Ada@Example.com', shippingAddress: NY_ADDRESS })).statusCode).toBe(200);
    return visitor;
  };
  const countRows = async (table: 'orders' | 'payments') => Number((await store.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  describe('GET and PUT /api/commerce/checkout', () => {
    it("answers 404 'You have nothing in your shopping cart.' without a cart", async () => {
      const response = await shopper(app).request({ method: 'GET', url: CHECKOUT });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: EMPTY } });
    });

    it('fills every total: shipping options as estimates before an address, the cheapest selected, no tax yet', async () => {
      const visitor = shopper(app);
      await addToCart(visitor, mug, 'MUG-OAT', 2);
      const response = await visitor.request({ method: 'GET', url: CHECKOUT });
      expect(response.statusCode).toBe(200);
      const { cart, checkout } = response.json();
      expect(cart.subtotalCents).toBe(4400);
      expect(cart.shippingOptions.map((o: { name: string; costCents: number }) => [o.name, o.costCents])).toEqual([['Standard', 500], ['Express', 1500]]);
      expect(cart.selectedShippingOption.name).toBe('Standard');
      expect(cart).toMatchObject({ shippingCostCents: 500, taxCents: 0, discountCents: 0, grandTotalCents: 4900, applicableTaxRules: [], coupons: [], validCoupons: [], invalidCoupons: [], shippingLocation: null, totalQuantity: 2, requiresShipping: true });
      expect(checkout).toMatchObject({ email: null, shippingAddress: null, minimumSubtotalCents: 500, minimumSubtotalMessage: null, giftCard: null, testMode: true, canPay: false, problem: 'Please enter your e-mail address.' });
    });

    it('applies the address (NY tax 8.875 % on goods and shipping), a coupon, and lists an unknown code as invalid', async () => {
      const visitor = shopper(app);
      await addToCart(visitor, mug, 'MUG-OAT', 2);
      const response = await putCheckout(visitor, { email: 'ada@example.com', shippingAddress: NY_ADDRESS, couponCodes: ['welcome10', 'BOGUS'] });
      expect(response.statusCode).toBe(200);
      const { cart, checkout } = response.json();
      // 4400 − 440 = 3960; + 500 shipping; tax (3960 + 500) × 8.875 % = 395.825 → 396.
      expect(cart).toMatchObject({ subtotalCents: 4400, discountCents: 440, shippingCostCents: 500, taxCents: 396, grandTotalCents: 4856 });
      expect(cart.coupons).toEqual(['welcome10', 'BOGUS']);
      expect(cart.validCoupons.map((c: { code: string }) => c.code)).toEqual(['WELCOME10']);
      expect(cart.invalidCoupons).toEqual([{ code: 'BOGUS', reason: 'NOT_FOUND' }]);
      expect(cart.applicableTaxRules.map((r: { name: string; taxCents: number }) => [r.name, r.taxCents])).toEqual([['NY State Tax', 396]]);
      expect(cart.shippingLocation).toEqual({ country: 'US', region: 'NY', postalCode: '10001' });
      expect(checkout).toMatchObject({ email: 'ada@example.com', shippingAddress: NY_ADDRESS, canPay: true, problem: null });

      const express = (await putCheckout(visitor, { shippingOptionId: 'express' })).json();
      expect(express.cart.selectedShippingOption.name).toBe('Express');
      expect(express.cart.shippingCostCents).toBe(1500);
    });

    it('ships free over $75.00 with Standard, and Express only to the US', async () => {
      const visitor = shopper(app);
      await addToCart(visitor, mug, 'MUG-OAT', 4);
      const { cart } = (await putCheckout(visitor, { shippingAddress: { ...NY_ADDRESS, region: 'ON', country: 'CA', postalCode: 'M5V 2T6' } })).json();
      expect(cart.shippingOptions.map((o: { name: string; costCents: number }) => [o.name, o.costCents])).toEqual([['Standard', 0]]);
      expect(cart.taxCents).toBe(0);
    });

    it('refuses a bad e-mail, an unknown shipping option, a bad gift card, and a missing crumb', async () => {
      const visitor = shopper(app);
      await addToCart(visitor, mug, 'MUG-OAT');
      const refusal = async (body: unknown) => {
        const response = await putCheckout(visitor, body);
        expect(response.statusCode).toBe(400);
        return response.json().error.message;
      };
      expect(await refusal({ email: 'not-an-email' })).toBe('Email is invalid');
      expect(await refusal({ shippingOptionId: 'teleport' })).toBe('That shipping option is not available.');
      expect(await refusal({ giftCardCode: 'AAAA-BBBB-CCCC-DDDD' })).toBe('That gift card code is not valid.');
      expect(await refusal({ shippingAddress: { ...NY_ADDRESS, country: 'USA' } })).toBe('country must be a two-letter code');
      expect(await refusal({ shippingAddress: { ...NY_ADDRESS, city: '' } })).toBe('city is required');
      expect((await visitor.send('PUT', CHECKOUT, { email: 'a@b.co' }, false)).statusCode).toBe(403);
    });

    it('shows the minimum-subtotal message and refuses to pay below it', async () => {
      const settings = await getCheckoutSettings(store.db, (await store.db.selectFrom('websites').select('id').executeTakeFirstOrThrow()).id);
      const websiteId = (await store.db.selectFrom('websites').select('id').executeTakeFirstOrThrow()).id;
      await saveCheckoutSettings(store.db, websiteId, { ...settings, minimumSubtotalCents: 100_000 });
      try {
        const visitor = await readyShopper();
        const { checkout } = (await visitor.request({ method: 'GET', url: CHECKOUT })).json();
        expect(checkout.minimumSubtotalMessage).toBe('To check out, your order subtotal must be $1,000.00 or more.');
        expect(checkout.canPay).toBe(false);
        const response = await pay(visitor);
        expect(response.statusCode).toBe(400);
        expect(response.json().error.message).toBe('To check out, your order subtotal must be $1,000.00 or more.');
      } finally {
        await saveCheckoutSettings(store.db, websiteId, settings);
      }
    });
  });

  describe('POST /api/commerce/checkout/pay', () => {
    it('charges the test card, takes the stock, records the order, marks the cart purchased and e-mails the confirmation', async () => {
      await setStock(store.db, 'APRON-RUST', 3);
      const websiteBefore = await store.db.selectFrom('websites').select(['id', 'content_version']).executeTakeFirstOrThrow();
      const visitor = await readyShopper('APRON-RUST', () => apron, 2);
      const response = await pay(visitor);
      expect(response.statusCode).toBe(200);
      const { order, confirmationUrl } = response.json();
      // 7600 ships free (Standard, over $75.00); tax 7600 × 8.875 % = 674.5 → 675.
      expect(order).toMatchObject({
        testMode: true,
        websiteId: websiteBefore.id,
        customerEmail: 'ada@example.com',
        items: [{ sku: 'APRON-RUST', productName: 'Linen Work Apron', quantity: 2, unitPrice: { value: '38.00', currency: 'USD', decimalValue: '38.00', currencyCode: 'USD' } }],
        grandTotal: { decimalValue: '82.75', currencyCode: 'USD' },
        shippingTotal: { decimalValue: '0.00' },
        taxTotal: { decimalValue: '6.75' },
        amountPaid: { decimalValue: '82.75' },
      });
      expect(order.orderNumber).toBeGreaterThan(0);
      expect(confirmationUrl).toMatch(new RegExp(`^/commerce/orders/${order.id}\\?token=[A-Za-z0-9_-]{24}$`));
      expect(await stockOf(store.db, 'APRON-RUST')).toBe(1);

      const cart = await store.db.selectFrom('carts').select(['is_purchased', 'order_id']).where('id', '=', order.purchasedCartId).executeTakeFirstOrThrow();
      expect(cart).toEqual({ is_purchased: 1, order_id: order.id });
      expect((await visitor.request({ method: 'GET', url: CHECKOUT })).statusCode).toBe(404);

      const token = new URL(confirmationUrl, 'http://x').searchParams.get('token') as string;
      expect((await getOrderForVisitor(store.db, websiteBefore.id, order.id, token))?.order).toEqual(order);
      expect(await getOrderForVisitor(store.db, websiteBefore.id, order.id, 'wrong-token-wrong-token')).toBeNull();

      const mail = await store.db.selectFrom('outbox').selectAll().where('kind', '=', 'order').where('text_body', 'like', `%Order #${order.orderNumber}\n%`).execute();
      expect(mail).toHaveLength(1);
      expect(mail[0]).toMatchObject({ to_address: 'ada@example.com', subject: `Your order #${order.orderNumber} from Plinth Demo Store` });
      expect(mail[0].text_body).toContain('2 × Linen Work Apron (APRON-RUST) — $76.00');
      // The link opens from a mail client: absolute, on the host the buyer used.
      expect(mail[0].text_body).toContain(`View your order: http://localhost${confirmationUrl}`);
      const statusUrl = `http://localhost${confirmationUrl.replace('?token=', '/status?token=')}`;
      expect(mail[0].text_body).toContain(`Check your order's status: ${statusUrl}`);
      expect(mail[0].html_body).toContain(`<a href="${statusUrl}">Check your order's status</a>`);
      const statusPage = await visitor.request({ method: 'GET', url: statusUrl.slice('http://localhost'.length) });
      expect(statusPage.statusCode).toBe(200);
      expect(statusPage.body).toContain(`Order #${order.orderNumber} status`);
      // The order-confirmed page links there too (its OrderConfirmed island's statusUrl).
      const confirmed = await visitor.request({ method: 'GET', url: `${confirmationUrl}&format=json` });
      expect(confirmed.json().order.statusUrl).toBe(statusUrl.slice('http://localhost'.length));

      const movement = await store.db.selectFrom('stock_movements').selectAll().where('reason', '=', 'order').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
      expect(movement).toMatchObject({ delta: -2, qty_after: 1, contributor_id: null });
      const websiteAfter = await store.db.selectFrom('websites').select('content_version').executeTakeFirstOrThrow();
      expect(Number(websiteAfter.content_version)).toBeGreaterThan(Number(websiteBefore.content_version));
    });

    it("declines the decline card with 402 'Your card was declined.' and takes NOTHING", async () => {
      await setStock(store.db, 'TOTE-SMALL', 8);
      const visitor = await readyShopper('TOTE-SMALL', () => tote, 2);
      const orders = await countRows('orders');
      const response = await pay(visitor, CARD_DECLINED);
      expect(response.statusCode).toBe(402);
      expect(response.json()).toEqual({ error: { code: 'PAYMENT_DECLINED', message: 'Your card was declined.' } });
      expect(await stockOf(store.db, 'TOTE-SMALL')).toBe(8);
      expect(await countRows('orders')).toBe(orders);
      const { checkout } = (await visitor.request({ method: 'GET', url: CHECKOUT })).json();
      expect(checkout.canPay).toBe(true);
      expect((await store.db.selectFrom('payments').select('status').where('failure_code', '=', 'card_declined').execute()).length).toBeGreaterThan(0);

      // The same cart pays with the good card and a new key.
      expect((await pay(visitor, CARD_OK)).statusCode).toBe(200);
      expect(await stockOf(store.db, 'TOTE-SMALL')).toBe(6);
    });

    it('refuses a malformed card with its message (402) and takes nothing', async () => {
      const visitor = await readyShopper();
      const response = await pay(visitor, { ...CARD_OK, number: '4242 4242 4242 4241' });
      expect(response.statusCode).toBe(402);
      expect(response.json().error.message).toBe('Your card number is incorrect.');
    });

    it('answers a retried request (same key) with the first answer and charges once', async () => {
      const visitor = await readyShopper();
      const key = newKey();
      const first = await pay(visitor, CARD_OK, key);
      const again = await pay(visitor, CARD_OK, key);
      expect(first.statusCode).toBe(200);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      const payments = await store.db.selectFrom('payments').select('status').where('cart_id', '=', first.json().order.purchasedCartId).execute();
      expect(payments).toEqual([{ status: 'succeeded' }]);
    });

    it('charges once when identical requests race, and when two keys race for one cart', async () => {
      const visitor = await readyShopper();
      const key = newKey();
      const answers = await Promise.all(Array.from({ length: 6 }, () => pay(visitor, CARD_OK, key)));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      const cartId = answers[0].json().order.purchasedCartId;
      expect(await store.db.selectFrom('orders').select('id').where('purchased_cart_id', '=', cartId).execute()).toHaveLength(1);

      const other = await readyShopper();
      const raced = await Promise.all(Array.from({ length: 4 }, () => pay(other)));
      expect(raced.filter((a) => a.statusCode === 200)).toHaveLength(1);
      for (const refused of raced.filter((a) => a.statusCode !== 200)) expect([404, 409]).toContain(refused.statusCode);
      const otherCart = raced.find((a) => a.statusCode === 200)?.json().order.purchasedCartId;
      expect(await store.db.selectFrom('payments').select('status').where('cart_id', '=', otherCart).execute()).toEqual([{ status: 'succeeded' }]);
    });

    it('remembers a refusal under its key, and refuses a key reused for another cart', async () => {
      const visitor = await readyShopper();
      const key = newKey();
      expect((await pay(visitor, CARD_DECLINED, key)).statusCode).toBe(402);
      expect((await pay(visitor, CARD_OK, key)).json()).toEqual({ error: { code: 'PAYMENT_DECLINED', message: 'Your card was declined.' } });
      const other = await readyShopper();
      const reused = await pay(other, CARD_OK, key);
      expect(reused.statusCode).toBe(409);
      expect(reused.json().error.message).toBe('This idempotencyKey was already used for a different request.');
    });

    it('refuses an incomplete checkout: no e-mail, no address for physical goods (digital needs none)', async () => {
      const noEmail = shopper(app);
      await addToCart(noEmail, mug, 'MUG-OAT');
      let response = await pay(noEmail);
      expect([response.statusCode, response.json().error.message]).toEqual([400, 'Please enter your e-mail address.']);
      await putCheckout(noEmail, { email: 'a@example.com' });
      response = await pay(noEmail);
      expect([response.statusCode, response.json().error.message]).toEqual([400, 'Please enter a shipping address.']);

      const digital = shopper(app);
      await addToCart(digital, planner, 'PLANNER-PDF');
      await putCheckout(digital, { email: 'a@example.com' });
      expect((await pay(digital)).statusCode).toBe(200);
    });

    it('refuses bad bodies with 400 and no crumb with 403', async () => {
      const visitor = await readyShopper();
      const paymentMethodId = await paymentMethod(visitor);
      expect((await visitor.send('POST', '/api/commerce/checkout/pay', { paymentMethodId })).json().error.message).toBe('idempotencyKey is required');
      expect((await visitor.send('POST', '/api/commerce/checkout/pay', { idempotencyKey: 'short', paymentMethodId })).statusCode).toBe(400);
      expect((await visitor.send('POST', '/api/commerce/checkout/pay', { idempotencyKey: newKey() })).json().error.message).toBe('Send paymentMethodId (from the payment form) or intentId (after authentication)');
      expect((await visitor.send('POST', '/api/commerce/checkout/pay', { idempotencyKey: newKey(), paymentMethodId }, false)).statusCode).toBe(403);
    });

    it('takes stock all or nothing: a short line refuses the payment (409) and leaves every other line as it was', async () => {
      await setStock(store.db, 'TOTE-LARGE', 5);
      await setStock(store.db, 'APRON-NATURAL', 14);
      const first = await readyShopper('TOTE-LARGE', () => tote, 3);
      const second = await readyShopper('APRON-NATURAL', () => apron, 2);
      await addToCart(second, tote, 'TOTE-LARGE', 3);
      expect((await pay(first)).statusCode).toBe(200);
      const refused = await pay(second);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ error: { code: 'CONFLICT', message: NOT_ENOUGH } });
      expect(await stockOf(store.db, 'TOTE-LARGE')).toBe(2);
      expect(await stockOf(store.db, 'APRON-NATURAL')).toBe(14);
      expect(await ordersWithSku(store.db, 'APRON-NATURAL')).toBe(0);
    });
  });
});
