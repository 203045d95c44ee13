import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validateAddToCart } from '@plinth/commerce';
import type { AddEntryAnswer, CartApiResult } from './cart-api.ts';
import { setupFlow } from './add-to-cart-flow-harness.ts';
import { tshirt } from './test-fixtures.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('add-to-cart flow', () => {
  it('goes adding → added at 1 s → idle at 3 s, and posts the chosen variant', async () => {
    const { flow, options, last, alerts } = setupFlow();
    await flow.press();
    expect(last()).toBe('adding');
    expect(options.addEntry).toHaveBeenCalledWith({ itemId: 'p-shirt', sku: 'SKU-Red-M', quantity: 2, additionalFields: null });
    expect(options.onCart).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(999);
    expect(last()).toBe('adding');
    vi.advanceTimersByTime(1);
    expect(last()).toBe('added');
    vi.advanceTimersByTime(1999);
    expect(last()).toBe('added');
    vi.advanceTimersByTime(1);
    expect(last()).toBe('idle');
    expect(alerts).toEqual([]);
  });

  it('ignores presses while busy', async () => {
    const { flow, options } = setupFlow();
    await flow.press();
    await flow.press();
    vi.advanceTimersByTime(1500);
    await flow.press();
    expect(options.addEntry).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1500);
    await flow.press();
    expect(options.addEntry).toHaveBeenCalledTimes(2);
  });

  it('on a validation error returns to idle after 1 s with the alert, without a request', async () => {
    const { flow, options, last, alerts } = setupFlow({
      validate: () => validateAddToCart({ product: tshirt(), selected: {}, quantityText: '1' }),
    });
    await flow.press();
    expect(last()).toBe('adding');
    vi.advanceTimersByTime(999);
    expect(alerts).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(last()).toBe('idle');
    expect(alerts).toEqual([{ title: 'Unable to Add Item', message: 'Please select the Size and Color options.' }]);
    expect(options.addEntry).not.toHaveBeenCalled();
  });

  it('maps a crumb failure by cookie state, 429, and the server message', async () => {
    const cases: Array<[CartApiResult<AddEntryAnswer>, boolean, string]> = [
      [{ ok: false, failure: { status: 403, crumbFailure: true, serverMessage: 'x' } }, true, 'Your session has expired. Please reload the page and try again.'],
      [{ ok: false, failure: { status: 403, crumbFailure: true, serverMessage: 'x' } }, false, 'Please enable cookies in your browser, reload the page, and try again.'],
      [{ ok: false, failure: { status: 429, crumbFailure: false, serverMessage: 'Too many' } }, true, 'Please try again in a few seconds.'],
      [{ ok: false, failure: { status: 400, crumbFailure: false, serverMessage: 'Sorry, we do not have enough of that item available.' } }, true, 'Sorry, we do not have enough of that item available.'],
    ];
    for (const [answer, cookiesEnabled, message] of cases) {
      const { flow, alerts, last } = setupFlow({ addEntry: async () => answer, cookiesEnabled: () => cookiesEnabled });
      await flow.press();
      vi.advanceTimersByTime(1000);
      expect(last()).toBe('idle');
      expect(alerts).toEqual([{ title: 'Unable to Add Item', message }]);
    }
  });

  it('titles the alert for express checkout and goes to /checkout on success', async () => {
    const failing = setupFlow({
      expressCheckout: true,
      addEntry: async () => ({ ok: false, failure: { status: 400, crumbFailure: false, serverMessage: 'Nope' } }),
    });
    await failing.flow.press();
    vi.advanceTimersByTime(1000);
    expect(failing.alerts).toEqual([{ title: 'Unable to Purchase Item', message: 'Nope' }]);

    const succeeding = setupFlow({ expressCheckout: true });
    await succeeding.flow.press();
    expect(succeeding.options.navigate).toHaveBeenCalledWith('/checkout');
    vi.advanceTimersByTime(5000);
    expect(succeeding.phases).not.toContain('added');
  });

  it('stops after dispose', async () => {
    const { flow, phases } = setupFlow();
    await flow.press();
    flow.dispose();
    vi.advanceTimersByTime(5000);
    expect(phases).toEqual(['adding']);
  });
});
