import { describe, expect, it } from 'vitest';
import { cartAriaLabel, pillCartCountText, pillCartSubtotalText, showsPillCart } from './pill-cart.ts';

describe('pillCartCountText', () => {
  it('uses item/items and 100+ above 100', () => {
    expect(pillCartCountText(0)).toBe('0 items');
    expect(pillCartCountText(1)).toBe('1 item');
    expect(pillCartCountText(2)).toBe('2 items');
    expect(pillCartCountText(100)).toBe('100 items');
    expect(pillCartCountText(101)).toBe('100+ items');
    expect(pillCartCountText(5000)).toBe('100+ items');
  });
});

describe('cartAriaLabel', () => {
  it('speaks the count per platform.md §9', () => {
    expect(cartAriaLabel(0)).toBe('Cart');
    expect(cartAriaLabel(1)).toBe('One item in cart');
    expect(cartAriaLabel(2)).toBe('2 items in cart');
    expect(cartAriaLabel(100)).toBe('100 items in cart');
    expect(cartAriaLabel(101)).toBe('More than 100 items in cart');
  });
});

describe('pillCartSubtotalText', () => {
  it('trims zero fractions', () => {
    expect(pillCartSubtotalText(2000, 'USD')).toBe('$20');
    expect(pillCartSubtotalText(2050, 'USD')).toBe('$20.50');
    expect(pillCartSubtotalText(150000, 'SEK')).toBe('1\u00a0500\u00a0kr');
  });
});

describe('showsPillCart', () => {
  const page = { count: 1, path: '/shop/p/mug', expressCheckout: false, customCart: false };

  it('shows with at least one item elsewhere than the cart page', () => {
    expect(showsPillCart(page)).toBe(true);
    expect(showsPillCart({ ...page, path: '/' })).toBe(true);
    expect(showsPillCart({ ...page, path: '/cart-accessories' })).toBe(true);
  });

  it('hides when empty, on /cart, in express checkout or with a custom cart', () => {
    expect(showsPillCart({ ...page, count: 0 })).toBe(false);
    expect(showsPillCart({ ...page, path: '/cart' })).toBe(false);
    expect(showsPillCart({ ...page, path: '/cart/' })).toBe(false);
    expect(showsPillCart({ ...page, expressCheckout: true })).toBe(false);
    expect(showsPillCart({ ...page, customCart: true })).toBe(false);
  });
});
