import { describe, expect, it } from 'vitest';
import { accessLabel } from './access-label.ts';

describe('accessLabel', () => {
  it('reads free, paid with its price per period, and paid without a product', () => {
    expect(accessLabel({ access: 'free', product: null })).toBe('Free');
    expect(accessLabel({ access: 'paid', product: { priceCents: 900, currency: 'USD', billingPeriod: { value: 1, unit: 'MONTH' } } })).toBe('Paid: $9.00 every month');
    expect(accessLabel({ access: 'paid', product: { priceCents: 1500, currency: 'JPY', billingPeriod: { value: 2, unit: 'WEEK' } } })).toBe('Paid: ¥1,500 every 2 weeks');
    expect(accessLabel({ access: 'paid', product: null })).toBe('Paid: no product to sell (edit the area to set a price)');
  });
});
