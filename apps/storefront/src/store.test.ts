import { describe, expect, it, vi } from 'vitest';
import type { ShoppingCart } from '@plinth/commerce';
import { EMPTY_SELECTION, INITIAL_STATE, cartCount, createStore, selectionOf } from './store.ts';

describe('store', () => {
  it('starts empty with quantity 1', () => {
    const store = createStore();
    expect(store.getState()).toBe(INITIAL_STATE);
    expect(selectionOf(store.getState(), 'p1')).toBe(EMPTY_SELECTION);
    expect(EMPTY_SELECTION.quantityText).toBe('1');
    expect(cartCount(store.getState())).toBe(0);
  });

  it('keeps selections per product and notifies listeners', () => {
    const store = createStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.selectOption('p1', 'Size', 'M');
    store.selectOption('p1', 'Color', 'Red');
    store.setQuantityText('p2', '3');
    expect(selectionOf(store.getState(), 'p1')).toEqual({ selected: { Size: 'M', Color: 'Red' }, quantityText: '1' });
    expect(selectionOf(store.getState(), 'p2')).toEqual({ selected: {}, quantityText: '3' });
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('does not notify or copy when nothing changes', () => {
    const store = createStore();
    store.selectOption('p1', 'Size', 'M');
    const before = store.getState();
    const listener = vi.fn();
    store.subscribe(listener);
    store.selectOption('p1', 'Size', 'M');
    store.setQuantityText('p1', '1');
    store.selectOption('p9', 'Size', ''); // clearing an unset option
    expect(store.getState()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it('leaves other products untouched (stable references for selectors)', () => {
    const store = createStore();
    store.selectOption('p1', 'Size', 'M');
    const p1 = selectionOf(store.getState(), 'p1');
    store.selectOption('p2', 'Size', 'L');
    expect(selectionOf(store.getState(), 'p1')).toBe(p1);
  });

  it('holds the cart and its count; unsubscribe stops notifications', () => {
    const store = createStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const cart = { totalQuantity: 4, subtotalCents: 1000, currency: 'USD', entries: [] } as unknown as ShoppingCart;
    store.setCart(cart);
    expect(cartCount(store.getState())).toBe(4);
    unsubscribe();
    store.setCart(null);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getState().cart).toBeNull();
  });

  it('ignores an "option" named like an Object.prototype key', () => {
    const store = createStore();
    expect(selectionOf(store.getState(), 'constructor')).toBe(EMPTY_SELECTION);
  });
});
