import { beforeAll, expect, it } from 'vitest';
import { forEachStore } from '../../test-support/test-app.ts';
import { addToCart, CARD_DECLINED, CARD_OK, itemId, newKey, NY_ADDRESS, pay, paymentMethod, putCheckout, shopper } from '../../test-support/checkout.ts';

const PURCHASE = '/api/commerce/gift-card/purchase';

forEachStore('gift-card API', (store) => {
  let giftCard: string;
  let mug: string;
  beforeAll(async () => {
    [giftCard, mug] = await Promise.all(['gift-card', 'stoneware-mug'].map((u) => itemId(store.db, u)));
  });
  const app = () => store.app;
  /** A purchase as the gift-card island makes it: the card (`card` here) tokenised by the test provider first. */
  const purchase = async ({ card = CARD_OK, ...body }: Record<string, unknown>) => {
    const buyer = shopper(app);
    const paymentMethodId = await paymentMethod(buyer, card as typeof CARD_OK);
    return buyer.send('POST', PURCHASE, { itemId: giftCard, sku: 'GIFT-50', recipientEmail: 'friend@example.com', senderName: 'Ada', message: 'Happy birthday!', email: 'ada@example.com', idempotencyKey: newKey(), paymentMethodId, ...body });
  };
  const codeMailedTo = async (to: string) => {
    const mail = await store.db.selectFrom('outbox').selectAll().where('kind', '=', 'gift-card').where('to_address', '=', to).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    return /Your gift card code: ([A-Z0-9-]{19})/.exec(mail.text_body)?.[1] as string;
  };
  const balance = (code: string) => shopper(app).request({ method: 'GET', url: `/api/commerce/gift-card/balance?code=${encodeURIComponent(code)}` });

  it("refuses a missing or unknown denomination with 'Select a denomination for the Gift Card'", async () => {
    for (const sku of [undefined, '', 'GIFT-7']) {
      const response = await purchase({ sku });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Select a denomination for the Gift Card');
    }
    const notGift = await purchase({ itemId: mug, sku: 'MUG-OAT' });
    expect(notGift.json().error.message).toBe('This product is not a gift card.');
    expect((await purchase({ recipientEmail: 'nope' })).json().error.message).toBe('recipientEmail: Email is invalid');
  });

  it('buys a card: the order, the code e-mailed to the recipient (stored hashed), its balance = the denomination', async () => {
    const response = await purchase({ recipientEmail: 'first@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json().order.items).toEqual([expect.objectContaining({ sku: 'GIFT-50', quantity: 1, productName: 'Plinth Demo Store Gift Card' })]);
    const code = await codeMailedTo('first@example.com');
    expect(code).toMatch(/^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/);
    const mail = await store.db.selectFrom('outbox').select('text_body').where('to_address', '=', 'first@example.com').executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('$50.00 gift card from Ada');
    expect(mail.text_body).toContain('Happy birthday!');
    expect(await store.db.selectFrom('gift_cards').select('id').where('code_hash', '=', code).execute()).toHaveLength(0);
    const answer = await balance(code.toLowerCase().replace(/-/g, ' '));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ code, balanceCents: 5000, currency: 'USD' });
    expect((await balance('AAAA-BBBB-CCCC-DDDD')).statusCode).toBe(404);
  });

  it('a declined card issues no gift card; the key answers the first result', async () => {
    const key = newKey();
    const cards = async () => (await store.db.selectFrom('gift_cards').select('id').execute()).length;
    const before = await cards();
    const declined = await purchase({ card: CARD_DECLINED, idempotencyKey: key, recipientEmail: 'nobody@example.com' });
    expect(declined.statusCode).toBe(402);
    expect(await cards()).toBe(before);
    const again = await purchase({ card: CARD_DECLINED, idempotencyKey: key, recipientEmail: 'nobody@example.com' });
    expect(again.json()).toEqual(declined.json());
    const reused = await purchase({ idempotencyKey: key, recipientEmail: 'other@example.com' });
    expect(reused.statusCode).toBe(409);
  });

  it('redeems at checkout: the balance pays, decreases, and a second redemption uses the remainder', async () => {
    await purchase({ sku: 'GIFT-25', recipientEmail: 'spender@example.com' });
    const code = await codeMailedTo('spender@example.com');

    // Mug 2200 + 500 shipping + NY tax 240 (2700 × 8.875 % = 239.6) = 2940; the card pays 2500.
    const first = shopper(app);
    await addToCart(first, mug, 'MUG-OAT');
    const put = await putCheckout(first, { email: 'spender@example.com', shippingAddress: NY_ADDRESS, giftCardCode: code.toLowerCase() });
    expect(put.statusCode).toBe(200);
    expect(put.json().checkout.giftCard).toEqual({ code, appliedCents: 2500, remainingBalanceCents: 0 });
    expect(put.json().cart).toMatchObject({ orderTotalCents: 2940, giftCardCents: 2500, grandTotalCents: 440 });
    const paid = await pay(first);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().order).toMatchObject({ grandTotal: { decimalValue: '29.40' }, giftCardTotal: { decimalValue: '25.00' }, amountPaid: { decimalValue: '4.40' } });
    expect((await balance(code)).json().balanceCents).toBe(0);

    const second = shopper(app);
    await addToCart(second, mug, 'MUG-OAT');
    const refused = await putCheckout(second, { giftCardCode: code });
    expect([refused.statusCode, refused.json().error.message]).toEqual([400, 'That gift card has no balance left.']);
  });

  it('pays an order in full from a large card (nothing charged) and keeps the remainder for the next', async () => {
    await purchase({ sku: 'GIFT-100', recipientEmail: 'rich@example.com' });
    const code = await codeMailedTo('rich@example.com');
    for (const expected of [10000 - 2940, 10000 - 2 * 2940]) {
      const visitor = shopper(app);
      await addToCart(visitor, mug, 'MUG-OAT');
      await putCheckout(visitor, { email: 'rich@example.com', shippingAddress: NY_ADDRESS, giftCardCode: code });
      const paid = await pay(visitor, CARD_DECLINED); // nothing left to charge: the card is not used
      expect(paid.statusCode).toBe(200);
      expect(paid.json().order.amountPaid.decimalValue).toBe('0.00');
      expect((await balance(code)).json().balanceCents).toBe(expected);
    }
  });
});
