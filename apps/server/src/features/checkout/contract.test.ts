import {
  createSubscriptionCart,
  getCheckout,
  getGiftCardBalance,
  getSubscriptionCart,
  payCheckout,
  paySubscriptionCart,
  purchaseGiftCard,
  updateCheckout,
  updateEntryAdditionalFields,
} from '@plinth/api';
import { beforeAll, expect, it } from 'vitest';
import type { z } from 'zod';
import { forEachStore } from '../../test-support/test-app.ts';
import { addToCart, CHECKOUT, paymentMethod, itemId, newKey, NY_ADDRESS, pay, putCheckout, shopper } from '../../test-support/checkout.ts';

/** The answers of the checkout routes are what their contract (@plinth/api) says. */
forEachStore('checkout contract', (store) => {
  let mug: string;
  let coffee: string;
  let giftCard: string;
  let holder: string;
  beforeAll(async () => {
    [mug, coffee, giftCard, holder] = await Promise.all(['stoneware-mug', 'house-blend-subscription', 'gift-card', 'monogrammed-card-holder'].map((u) => itemId(store.db, u)));
  });
  const app = () => store.app;
  const conforms = (schema: z.ZodType | undefined, body: unknown) => {
    const parsed = schema?.safeParse(body);
    expect(parsed?.error?.issues ?? []).toEqual([]);
  };

  it('checkout: read, update, pay', async () => {
    const visitor = shopper(app);
    await addToCart(visitor, mug, 'MUG-OAT', 2);
    conforms(getCheckout.response, (await visitor.request({ method: 'GET', url: CHECKOUT })).json());
    const updated = await putCheckout(visitor, { email: 'ada@example.com', shippingAddress: NY_ADDRESS, couponCodes: ['welcome10', 'BOGUS'] });
    conforms(updateCheckout.response, updated.json());
    const paid = await pay(visitor);
    expect(paid.statusCode).toBe(200);
    conforms(payCheckout.response, paid.json());
  });

  it('subscription: create, read, pay', async () => {
    const visitor = shopper(app);
    const created = await visitor.send('POST', createSubscriptionCart.path, { itemId: coffee, sku: 'COFFEE-SUB-BEAN', qty: 1, additionalFields: null });
    conforms(createSubscriptionCart.response, created.json());
    const base = `${createSubscriptionCart.path}/${created.json().cartToken}`;
    conforms(getSubscriptionCart.response, (await visitor.request({ method: 'GET', url: base })).json());
    const paid = await visitor.send('POST', `${base}/pay`, { idempotencyKey: newKey(), paymentMethodId: await paymentMethod(visitor), email: 'sub@example.com', shippingAddress: NY_ADDRESS });
    expect(paid.statusCode).toBe(200);
    conforms(paySubscriptionCart.response, paid.json());
  });

  it('gift card: purchase and balance', async () => {
    const buyer = shopper(app);
    const bought = await buyer.send('POST', purchaseGiftCard.path, { itemId: giftCard, sku: 'GIFT-25', recipientEmail: 'contract@example.com', email: 'ada@example.com', idempotencyKey: newKey(), paymentMethodId: await paymentMethod(buyer) });
    expect(bought.statusCode).toBe(200);
    conforms(purchaseGiftCard.response, bought.json());
    const mail = await store.db.selectFrom('outbox').select('text_body').where('to_address', '=', 'contract@example.com').executeTakeFirstOrThrow();
    const code = /Your gift card code: (\S+)/.exec(mail.text_body)?.[1] as string;
    const balance = await shopper(app).request({ method: 'GET', url: `${getGiftCardBalance.path}?code=${code}` });
    conforms(getGiftCardBalance.response, balance.json());
  });

  it("an entry's additional fields", async () => {
    const visitor = shopper(app);
    const added = await visitor.send('POST', '/api/commerce/shopping-cart/entries', { itemId: holder, sku: 'CARD-TAN', quantity: 1, additionalFields: JSON.stringify({ 'monogram-initials': 'ABC' }) });
    const entryId = added.json().newlyAdded.id as string;
    const changed = await visitor.send('PUT', `/api/commerce/shopping-cart/entries/${entryId}/additionalFields`, { itemId: holder, sku: 'CARD-TAN', additionalFields: { 'monogram-initials': 'XYZ' } });
    expect(changed.statusCode).toBe(200);
    conforms(updateEntryAdditionalFields.response, changed.json());
  });
});
