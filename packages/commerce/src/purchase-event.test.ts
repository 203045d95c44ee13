import { describe, expect, it } from 'vitest';
import { orderForAnalytics, purchaseEventValue, type OrderInput } from './purchase-event.ts';

describe('purchaseEventValue', () => {
  it('is the amount with exactly 2 decimals, as text', () => {
    expect(purchaseEventValue(2500, 'USD')).toBe('25.00');
    expect(purchaseEventValue(1999, 'EUR')).toBe('19.99');
    expect(purchaseEventValue(5, 'GBP')).toBe('0.05');
    expect(purchaseEventValue(0, 'USD')).toBe('0.00');
    expect(purchaseEventValue(123456789, 'SEK')).toBe('1234567.89');
  });

  it('does not divide a currency without minor units', () => {
    expect(purchaseEventValue(2500, 'JPY')).toBe('2500.00');
  });

  it('throws on a bad total', () => {
    expect(() => purchaseEventValue(-1, 'USD')).toThrow(RangeError);
    expect(() => purchaseEventValue(1.5, 'USD')).toThrow(RangeError);
  });
});

describe('orderForAnalytics', () => {
  const order: OrderInput = {
    id: 'o1', purchasedCartId: 'c1', testMode: true, websiteId: 'w1', currency: 'USD',
    items: [{ sku: 'MUG', productName: 'Mug', quantity: 2, unitPriceCents: 1250 }],
    grandTotalCents: 3044, shippingTotalCents: 500, taxTotalCents: 44,
  };
  const usd = (value: string) => ({ value, currency: 'USD', decimalValue: value, currencyCode: 'USD' });

  it('builds the Order of storefront.md §3 with both money shapes', () => {
    expect(orderForAnalytics(order)).toEqual({
      id: 'o1', purchasedCartId: 'c1', testMode: true, websiteId: 'w1',
      items: [{ sku: 'MUG', productName: 'Mug', quantity: 2, unitPrice: usd('12.50') }],
      grandTotal: usd('30.44'), shippingTotal: usd('5.00'), taxTotal: usd('0.44'),
    });
  });

  it('throws on a bad amount', () => {
    expect(() => orderForAnalytics({ ...order, taxTotalCents: -1 })).toThrow(RangeError);
  });
});
