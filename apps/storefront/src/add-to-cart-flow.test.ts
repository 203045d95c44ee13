import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validateAddToCart, type AddToCartResult } from '@plinth/commerce';
import { createAddToCartFlow, type AddToCartAlert, type AddToCartFlowOptions, type ButtonPhase } from './add-to-cart-flow.ts';
import type { AddEntryAnswer, CartApiResult } from './cart-api.ts';
import { cart, tshirt } from './test-fixtures.ts';

const ok = (): CartApiResult<AddEntryAnswer> => ({ ok: true, value: { shoppingCart: cart([]), newlyAdded: null } });
const valid = (): AddToCartResult =>
  validateAddToCart({ product: tshirt(), selected: { Size: 'M', Color: 'Red' }, quantityText: '2' });

function setup(extra: Partial<AddToCartFlowOptions> = {}) {
  const phases: ButtonPhase[] = [];
  const alerts: AddToCartAlert[] = [];
  const options: AddToCartFlowOptions = {
    itemId: 'p-shirt',
    expressCheckout: false,
    validate: valid,
    addEntry: vi.fn(async () => ok()),
    onPhase: (phase) => phases.push(phase),
    onAlert: (alert) => alerts.push(alert),
    onCart: vi.fn(),
    navigate: vi.fn(),
    cookiesEnabled: () => true,
    ...extra,
  };
  return { flow: createAddToCartFlow(options), options, phases, alerts, last: () => phases.at(-1) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('add-to-cart flow', () => {
  it('goes adding → added at 1 s → idle at 3 s, and posts the chosen variant', async () => {
    const { flow, options, last, alerts } = setup();
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
    const { flow, options } = setup();
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
    const { flow, options, last, alerts } = setup({
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
      const { flow, alerts, last } = setup({ addEntry: async () => answer, cookiesEnabled: () => cookiesEnabled });
      await flow.press();
      vi.advanceTimersByTime(1000);
      expect(last()).toBe('idle');
      expect(alerts).toEqual([{ title: 'Unable to Add Item', message }]);
    }
  });

  it('titles the alert for express checkout and goes to /checkout on success', async () => {
    const failing = setup({
      expressCheckout: true,
      addEntry: async () => ({ ok: false, failure: { status: 400, crumbFailure: false, serverMessage: 'Nope' } }),
    });
    await failing.flow.press();
    vi.advanceTimersByTime(1000);
    expect(failing.alerts).toEqual([{ title: 'Unable to Purchase Item', message: 'Nope' }]);

    const succeeding = setup({ expressCheckout: true });
    await succeeding.flow.press();
    expect(succeeding.options.navigate).toHaveBeenCalledWith('/checkout');
    vi.advanceTimersByTime(5000);
    expect(succeeding.phases).not.toContain('added');
  });

  it('stops after dispose', async () => {
    const { flow, phases } = setup();
    await flow.press();
    flow.dispose();
    vi.advanceTimersByTime(5000);
    expect(phases).toEqual(['adding']);
  });
});
