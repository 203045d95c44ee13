import { describe, expect, it } from 'vitest';
import { contextItem, contextProduct } from './context-product.ts';

describe('contextProduct on things that are not store items', () => {
  it('answers null', () => {
    for (const value of [null, undefined, 'text', 42, [], {}, { structuredContent: null }, { structuredContent: { productType: 9 } }, { structuredContent: [] }]) {
      expect(contextProduct(value)).toBeNull();
    }
  });

  it('falls back to USD for an unknown currency and skips malformed variants', () => {
    const product = contextProduct({ id: 'p', title: 'T', urlId: 'u', structuredContent: { productType: 2, currency: 'XXX', variants: [null, 'x', { sku: 'A', price: 500 }] } });
    expect(product?.currency).toBe('USD');
    expect(product?.variants).toEqual([
      { id: '', sku: 'A', priceCents: 500, salePriceCents: 0, onSale: false, qtyInStock: 0, unlimited: false, attributes: {}, imageUrl: null },
    ]);
  });

  it('knows a product type by the same rule as the template engine: a number, 1-4', () => {
    const item = (productType: unknown) => ({ id: 'p', structuredContent: { productType, variants: [] } });
    for (const code of [1, 2, 3, 4, 5, 0, '1', null]) {
      expect(contextProduct(item(code))?.productType ?? null).toBe(contextItem(item(code)).productType);
    }
  });
});
