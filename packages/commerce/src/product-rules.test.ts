import { describe, expect, it } from 'vitest';
import { displayState, hasVariants, isOnSale, isSoldOut, showsQuantityInput, totalStock } from './product-rules.ts';
import { product, variant } from './test-fixtures.ts';
import type { ProductType } from './types.ts';

const out = () => variant({ qtyInStock: 0 });

describe('isSoldOut', () => {
  it('is sold out when no physical or service variant has stock or is unlimited', () => {
    for (const productType of ['PHYSICAL', 'SERVICE'] as ProductType[]) {
      expect(isSoldOut(product({ productType, variants: [out(), out()] }))).toBe(true);
      expect(isSoldOut(product({ productType, variants: [out(), variant({ qtyInStock: 1 })] }))).toBe(false);
      expect(isSoldOut(product({ productType, variants: [out(), variant({ qtyInStock: 0, unlimited: true })] }))).toBe(false);
      expect(isSoldOut(product({ productType, variants: [variant({ qtyInStock: -3 })] }))).toBe(true);
    }
  });

  it('never calls digital products or gift cards sold out', () => {
    expect(isSoldOut(product({ productType: 'DIGITAL', variants: [out()] }))).toBe(false);
    expect(isSoldOut(product({ productType: 'GIFT_CARD', variants: [out()] }))).toBe(false);
  });
});

describe('isOnSale and displayState', () => {
  it('is on sale when any variant is', () => {
    expect(isOnSale(product({ variants: [variant(), variant({ onSale: true })] }))).toBe(true);
    expect(isOnSale(product({ variants: [variant(), variant()] }))).toBe(false);
  });

  it('reads a digital good\'s sale flag from its one price, the first variant (jsont.md §9 on-sale?)', () => {
    // The hosted builder keeps a digital good's price and onSale on the product itself, which the
    // server writes from the first variant: a later variant on sale does not make it on sale.
    const digital = (...variants: ReturnType<typeof variant>[]) => product({ productType: 'DIGITAL', variants });
    expect(isOnSale(digital(variant(), variant({ onSale: true })))).toBe(false);
    expect(isOnSale(digital(variant({ onSale: true }), variant()))).toBe(true);
    expect(displayState(digital(variant({ qtyInStock: 0 }), variant({ onSale: true })))).toBe('normal');
    expect(isOnSale(digital())).toBe(false);
    // other types: any variant
    expect(isOnSale(product({ productType: 'GIFT_CARD', variants: [variant(), variant({ onSale: true })] }))).toBe(true);
  });

  it('lets sold out win over on sale', () => {
    expect(displayState(product({ variants: [variant({ qtyInStock: 0, onSale: true })] }))).toBe('sold-out');
    expect(displayState(product({ variants: [variant({ onSale: true })] }))).toBe('on-sale');
    expect(displayState(product())).toBe('normal');
    expect(displayState(product({ productType: 'DIGITAL', variants: [variant({ qtyInStock: 0 })] }))).toBe('normal');
  });
});

describe('hasVariants', () => {
  it('needs more than one variant, and never for a digital good', () => {
    expect(hasVariants(product({ variants: [variant(), variant()] }))).toBe(true);
    expect(hasVariants(product({ variants: [variant()] }))).toBe(false);
    expect(hasVariants(product({ productType: 'DIGITAL', variants: [variant(), variant()] }))).toBe(false);
    expect(hasVariants(product({ productType: 'GIFT_CARD', variants: [variant(), variant()] }))).toBe(true);
  });
});

describe('totalStock', () => {
  it('sums stock, ignoring negatives, and is Infinity with an unlimited variant', () => {
    expect(totalStock(product({ variants: [variant({ qtyInStock: 2 }), variant({ qtyInStock: 3 })] }))).toBe(5);
    expect(totalStock(product({ variants: [variant({ qtyInStock: 2 }), variant({ qtyInStock: -4 })] }))).toBe(2);
    expect(totalStock(product({ variants: [variant({ qtyInStock: 0 }), variant({ unlimited: true })] }))).toBe(Infinity);
  });
});

describe('showsQuantityInput', () => {
  const stocked = [variant({ qtyInStock: 2 })];

  it('shows for physical products with more than one unit in stock', () => {
    expect(showsQuantityInput(product({ variants: stocked }))).toBe(true);
    expect(showsQuantityInput(product({ variants: [variant({ qtyInStock: 1 })] }))).toBe(false);
    expect(showsQuantityInput(product({ variants: [variant({ qtyInStock: 1 }), variant({ qtyInStock: 1 })] }))).toBe(true);
    expect(showsQuantityInput(product({ variants: [variant({ qtyInStock: 0, unlimited: true })] }))).toBe(true);
  });

  it('shows for services unless multiple quantity is disallowed (allowed by default)', () => {
    const service = product({ productType: 'SERVICE', variants: stocked });
    expect(showsQuantityInput(service)).toBe(true);
    expect(showsQuantityInput(service, {})).toBe(true);
    expect(showsQuantityInput(service, { multipleQuantityAllowedForServices: true })).toBe(true);
    expect(showsQuantityInput(service, { multipleQuantityAllowedForServices: false })).toBe(false);
  });

  it('never shows for subscribable, digital or gift-card products', () => {
    expect(showsQuantityInput(product({ variants: stocked, isSubscribable: true }))).toBe(false);
    expect(showsQuantityInput(product({ productType: 'DIGITAL', variants: stocked }))).toBe(false);
    expect(showsQuantityInput(product({ productType: 'GIFT_CARD', variants: stocked }))).toBe(false);
  });
});
