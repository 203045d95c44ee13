import { describe, expect, it } from 'vitest';
import { meetsMinimumSubtotal, minimumSubtotalMessage } from './minimum-subtotal.ts';

describe('minimum subtotal', () => {
  it('is met at the minimum or more', () => {
    expect(meetsMinimumSubtotal(2500, 2500)).toBe(true);
    expect(meetsMinimumSubtotal(2499, 2500)).toBe(false);
    expect(meetsMinimumSubtotal(0, 0)).toBe(true);
    expect(meetsMinimumSubtotal(0, null)).toBe(true);
  });

  it('says the minimum in the store currency', () => {
    expect(minimumSubtotalMessage(2500, 'USD')).toBe('To check out, your order subtotal must be $25.00 or more.');
    expect(minimumSubtotalMessage(150000, 'DKK')).toBe('To check out, your order subtotal must be 1.500,00\u00a0kr or more.');
    expect(minimumSubtotalMessage(3000, 'JPY')).toBe('To check out, your order subtotal must be ¥3,000 or more.');
  });
});
