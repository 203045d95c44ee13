import { TEST_CARD_3DS } from '@plinth/commerce';
import { beforeAll, describe, expect, it } from 'vitest';
import { addToCart, CARD_OK, itemId, newKey, NY_ADDRESS, PAY, paymentMethod, putCheckout, setStock, shopper, stockOf } from '../../test-support/checkout.ts';
import { forEachStore, type Visitor } from '../../test-support/test-app.ts';

/*
 * The payment-intent shape through the checkout API with the built-in test provider (docs/checkout-api.md
 * "Payments"): card data is refused, a 3-D Secure card is answered 202 with what the browser needs,
 * and the order is written once, whether the provider's answer (its challenge route, as a webhook) or
 * the browser's follow-up with the intent id comes first.
 */
const AUTHENTICATIONS = '/api/commerce/test-payments/authentications';
const CARD_3DS = { ...CARD_OK, number: TEST_CARD_3DS };
const CARD_REFUSED = 'Card details must not be sent to this server: the payment form hands the card to the payment provider, which answers a paymentMethodId. Send { idempotencyKey, paymentMethodId } instead.';

forEachStore('paying through payment intents (test provider)', (store) => {
  let mug: string;
  beforeAll(async () => {
    mug = await itemId(store.db, 'stoneware-mug');
  });
  const readyShopper = async (): Promise<Visitor> => {
    await setStock(store.db, 'MUG-OAT', 10);
    const visitor = shopper(() => store.app);
    await addToCart(visitor, mug, 'MUG-OAT', 2);
    expect((await putCheckout(visitor, { email: 'ada@example.com', shippingAddress: NY_ADDRESS })).statusCode).toBe(200);
    return visitor;
  };
  const ordersOf = async (email: string) => (await store.db.selectFrom('orders').select('id').where('customer_email', '=', email).execute()).length;

  describe('card data never reaches the checkout API', () => {
    it('answers 400 to a card object, a number or cvc field, or a card number in any text, before anything else', async () => {
      const visitor = await readyShopper();
      const bodies = [
        { idempotencyKey: newKey(), card: CARD_OK },
        { idempotencyKey: newKey(), number: '4242424242424242', expiry: '12/49', cvc: '123' },
        { idempotencyKey: newKey(), paymentMethodId: 'pm_test_x', cvc: '123' },
        { idempotencyKey: newKey(), paymentMethodId: '4242 4242 4242 4242' },
        { idempotencyKey: newKey(), paymentMethodId: 'pm_test_x', note: 'my card is 4000-0027-6000-3184' },
      ];
      for (const body of bodies) {
        const response = await visitor.send('POST', PAY, body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: { code: 'INVALID', message: CARD_REFUSED } });
      }
      for (const path of ['/api/3/commerce/cart/subscription/aaaaaaaaaaaaaaaa/pay', '/api/commerce/gift-card/purchase']) {
        expect((await visitor.send('POST', path, { idempotencyKey: newKey(), card: CARD_OK })).json().error.message).toBe(CARD_REFUSED);
      }
      // Nothing was taken, and digits that are no card number (a phone, an order number) pass.
      expect(await stockOf(store.db, 'MUG-OAT')).toBe(10);
      expect(await store.db.selectFrom('payments').select('id').where('cart_id', '=', 'none').execute()).toHaveLength(0);
      const fine = await visitor.send('POST', PAY, { idempotencyKey: newKey(), paymentMethodId: await paymentMethod(visitor) });
      expect(fine.statusCode).toBe(200);
    });

    it('the test provider tokenises the card on its own route: well-formed → pm_test_…, malformed → 402 with its message', async () => {
      const visitor = shopper(() => store.app);
      const made = await visitor.send('POST', '/api/commerce/test-payments/payment-methods', CARD_OK);
      expect(made.statusCode).toBe(200);
      expect(made.json()).toEqual({ paymentMethodId: expect.stringMatching(/^pm_test_/), last4: '4242' });
      const bad = await visitor.send('POST', '/api/commerce/test-payments/payment-methods', { ...CARD_OK, expiry: '01/20' });
      expect(bad.statusCode).toBe(402);
      expect(bad.json().error.message).toBe('Your card has expired.');
      expect((await visitor.send('POST', '/api/commerce/test-payments/payment-methods', CARD_OK, false)).statusCode).toBe(403);
    });
  });

  describe('a card that asks for 3-D Secure', () => {
    const startPayment = async (email: string) => {
      const visitor = await readyShopper();
      await putCheckout(visitor, { email });
      const key = newKey();
      const first = await visitor.send('POST', PAY, { idempotencyKey: key, paymentMethodId: await paymentMethod(visitor, CARD_3DS) });
      return { visitor, key, first };
    };

    it('answers 202 with the challenge, holds the stock; completed → one order, whichever of the provider and the browser comes first', async () => {
      const { visitor, key, first } = await startPayment('three-ds@example.com');
      expect(first.statusCode).toBe(202);
      const action = first.json().requiresAction;
      expect(action).toEqual({ type: 'authenticate', provider: 'test', intentId: expect.stringMatching(/^pi_test_/), clientSecret: expect.stringContaining('_secret_') });
      expect(await stockOf(store.db, 'MUG-OAT')).toBe(8);
      expect(await ordersOf('three-ds@example.com')).toBe(0);
      // Still waiting: the follow-up answers 202 again.
      expect((await visitor.send('POST', PAY, { idempotencyKey: key, intentId: action.intentId })).statusCode).toBe(202);

      // The buyer completes the challenge: the provider's answer settles the payment at once (as its webhook would).
      const authenticated = await visitor.send('POST', AUTHENTICATIONS, { intentId: action.intentId, clientSecret: action.clientSecret, outcome: 'complete' });
      expect(authenticated.json()).toEqual({ intentId: action.intentId, status: 'succeeded' });
      expect(await ordersOf('three-ds@example.com')).toBe(1);

      // The browser's follow-up comes second: the same order, answered from the key; a retry too.
      const followUp = await visitor.send('POST', PAY, { idempotencyKey: key, intentId: action.intentId });
      expect(followUp.statusCode).toBe(200);
      expect(followUp.json().confirmationUrl).toMatch(/^\/commerce\/orders\//);
      expect((await visitor.send('POST', PAY, { idempotencyKey: key, intentId: action.intentId })).json()).toEqual(followUp.json());
      expect(await ordersOf('three-ds@example.com')).toBe(1);
      expect(await stockOf(store.db, 'MUG-OAT')).toBe(8);
      const payment = await store.db.selectFrom('payments').select(['status', 'intent_id', 'provider_payment_id']).where('intent_id', '=', action.intentId).executeTakeFirstOrThrow();
      expect(payment).toEqual({ status: 'succeeded', intent_id: action.intentId, provider_payment_id: action.intentId });
    });

    it('failed authentication → 402 with the provider\'s words, the stock back, the cart payable again', async () => {
      const { visitor, key, first } = await startPayment('three-ds-fails@example.com');
      const action = first.json().requiresAction;
      await visitor.send('POST', AUTHENTICATIONS, { intentId: action.intentId, clientSecret: action.clientSecret, outcome: 'fail' });
      const followUp = await visitor.send('POST', PAY, { idempotencyKey: key, intentId: action.intentId });
      expect(followUp.statusCode).toBe(402);
      expect(followUp.json().error.message).toBe('We are unable to authenticate your payment method. Please choose a different payment method and try again.');
      expect(await stockOf(store.db, 'MUG-OAT')).toBe(10);
      expect(await ordersOf('three-ds-fails@example.com')).toBe(0);
      // A new attempt (new key, the good card) pays.
      expect((await visitor.send('POST', PAY, { idempotencyKey: newKey(), paymentMethodId: await paymentMethod(visitor) })).statusCode).toBe(200);
    });

    it('the follow-up needs the key the payment was made with: another key, or a stranger, finds nothing', async () => {
      const { visitor, first } = await startPayment('three-ds-keys@example.com');
      const action = first.json().requiresAction;
      expect((await visitor.send('POST', PAY, { idempotencyKey: newKey(), intentId: action.intentId })).statusCode).toBe(404);
      const stranger = await readyShopper();
      expect((await stranger.send('POST', PAY, { idempotencyKey: newKey(), intentId: action.intentId })).json()).toEqual({ error: { code: 'NOT_FOUND', message: 'That payment was not found.' } });
      expect((await visitor.send('POST', AUTHENTICATIONS, { intentId: action.intentId, clientSecret: 'pi_wrong_secret', outcome: 'complete' })).statusCode).toBe(404);
    });
  });
});
