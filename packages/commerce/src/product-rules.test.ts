import { describe, expect, it } from 'vitest';
import {
  displayState,
  effectivePriceCents,
  hasVariedPrices,
  isOnSale,
  isSoldOut,
  priceRange,
  showsQuantityInput,
  totalStock,
} from './product-rules.ts';
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

  it('lets sold out win over on sale', () => {
    expect(displayState(product({ variants: [variant({ qtyInStock: 0, onSale: true })] }))).toBe('sold-out');
    expect(displayState(product({ variants: [variant({ onSale: true })] }))).toBe('on-sale');
    expect(displayState(product())).toBe('normal');
    expect(displayState(product({ productType: 'DIGITAL', variants: [variant({ qtyInStock: 0 })] }))).toBe('normal');
  });
});

describe('prices', () => {
  it('uses the sale price only when on sale', () => {
    expect(effectivePriceCents({ priceCents: 3000, salePriceCents: 2000, onSale: true })).toBe(2000);
    expect(effectivePriceCents({ priceCents: 3000, salePriceCents: 2000, onSale: false })).toBe(3000);
  });

  it('finds the lowest and highest effective price', () => {
    const p = product({
      variants: [
        variant({ priceCents: 3000, salePriceCents: 1500, onSale: true }),
        variant({ priceCents: 2500 }),
        variant({ priceCents: 2000 }),
      ],
    });
    expect(priceRange(p)).toEqual({ minCents: 1500, maxCents: 2500 });
    expect(priceRange(product({ variants: [] }))).toEqual({ minCents: 0, maxCents: 0 });
  });

  it('detects varied prices against the first variant', () => {
    const base = { priceCents: 1000, salePriceCents: 800 };
    expect(hasVariedPrices(product({ variants: [variant(base), variant(base)] }))).toBe(false);
    expect(hasVariedPrices(product({ variants: [variant(base), variant({ ...base, priceCents: 1200 })] }))).toBe(true);
    expect(hasVariedPrices(product({ variants: [variant(base), variant({ ...base, onSale: true })] }))).toBe(true);
    // a different sale price only counts when the first variant is on sale
    const onSale = { ...base, onSale: true };
    expect(hasVariedPrices(product({ variants: [variant(onSale), variant({ ...onSale, salePriceCents: 700 })] }))).toBe(true);
    expect(hasVariedPrices(product({ variants: [variant(base), variant({ ...base, salePriceCents: 700 })] }))).toBe(false);
    expect(hasVariedPrices(product({ productType: 'DIGITAL', variants: [variant(base), variant({ priceCents: 5 })] }))).toBe(false);
    expect(hasVariedPrices(product({ variants: [] }))).toBe(false);
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
