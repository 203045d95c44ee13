import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giftCardPath, subscriptionPath } from './add-to-cart-flow.ts';
import { setupFlow } from './add-to-cart-flow-harness.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('subscriptions, gift cards and forms (storefront §4)', () => {
  it('subscribes and goes to the subscription page with the returned cart token', async () => {
    const createSubscription = vi.fn(async () => ({ ok: true as const, value: { cartToken: 'tok-1' } }));
    const { flow, options } = setupFlow({ kind: 'subscription', createSubscription });
    await flow.press();
    expect(createSubscription).toHaveBeenCalledWith({ itemId: 'p-shirt', sku: 'SKU-Red-M', qty: 2, additionalFields: null });
    expect(options.addEntry).not.toHaveBeenCalled();
    expect(options.navigate).toHaveBeenCalledWith('/commerce/subscription/tok-1');
    expect(subscriptionPath('a b')).toBe('/commerce/subscription/a%20b');
  });

  it('shows the server message when the subscription is refused', async () => {
    const createSubscription = vi.fn(async () => ({ ok: false as const, failure: { status: 400, crumbFailure: false, serverMessage: 'Unable to add item' } }));
    const { flow, alerts, options } = setupFlow({ kind: 'subscription', createSubscription });
    await flow.press();
    await vi.advanceTimersByTimeAsync(1000);
    expect(alerts).toEqual([{ title: 'Unable to Add Item', message: 'Unable to add item' }]);
    expect(options.navigate).not.toHaveBeenCalled();
  });

  it("goes to the gift-card page with the denomination's sku, or alerts 'Unable to purchase Gift Card'", async () => {
    const chosen = setupFlow({ kind: 'giftCard' });
    await chosen.flow.press();
    expect(chosen.options.navigate).toHaveBeenCalledWith(giftCardPath('p-shirt', 'SKU-Red-M'));
    expect(giftCardPath('g1', 'GIFT-25')).toBe('/commerce/gift-card/g1?sku=GIFT-25');

    const none = setupFlow({ kind: 'giftCard', validate: () => ({ ok: false, message: 'Select a denomination for the Gift Card' }) });
    await none.flow.press();
    await vi.advanceTimersByTimeAsync(1000);
    expect(none.alerts).toEqual([{ title: 'Unable to purchase Gift Card', message: 'Select a denomination for the Gift Card' }]);
  });

  it('checks stock first, opens the form, and adds with the answers', async () => {
    const open = vi.fn(async (submit: (fields: string) => Promise<string | null>) => (await submit('{"f":"ADA"}')) === null);
    const checkStock = vi.fn(async () => true);
    const { flow, options, last } = setupFlow({ form: { checkStock, open } });
    await flow.press();
    expect(checkStock).toHaveBeenCalledWith('Red-M');
    expect(options.addEntry).toHaveBeenCalledWith({ itemId: 'p-shirt', sku: 'SKU-Red-M', quantity: 2, additionalFields: '{"f":"ADA"}' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(last()).toBe('added');
  });

  it('refuses an item out of stock before opening the form', async () => {
    const open = vi.fn();
    const { flow, alerts } = setupFlow({ form: { checkStock: async () => false, open } });
    await flow.press();
    await vi.advanceTimersByTimeAsync(1000);
    expect(open).not.toHaveBeenCalled();
    expect(alerts).toEqual([{ title: 'Unable to Add Item', message: 'Sorry, we do not have enough of that item available.' }]);
  });

  it("says 'Unable to open form' when the stock call or the lightbox fails, and nothing when closed", async () => {
    const failedStock = setupFlow({ form: { checkStock: async () => null, open: vi.fn() } });
    await failedStock.flow.press();
    await vi.advanceTimersByTimeAsync(1000);
    expect(failedStock.alerts[0].message).toBe('Unable to open form');

    const failedOpen = setupFlow({ form: { checkStock: async () => true, open: async () => null } });
    await failedOpen.flow.press();
    await vi.advanceTimersByTimeAsync(1000);
    expect(failedOpen.alerts[0].message).toBe('Unable to open form');

    const closed = setupFlow({ form: { checkStock: async () => true, open: async () => false } });
    await closed.flow.press();
    await vi.advanceTimersByTimeAsync(3000);
    expect(closed.alerts).toEqual([]);
    expect(closed.options.addEntry).not.toHaveBeenCalled();
    expect(closed.last()).toBe('idle');
  });
});
