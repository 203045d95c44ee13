import { describe, expect, it } from 'vitest';
import {
  effectivePriceCents,
  fromPriceVariant,
  hasVariedPrices,
  priceRange,
  pricedVariants,
  regularPriceVariant,
  salePriceVariant,
} from './product-prices.ts';
import { product, variant } from './test-fixtures.ts';

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

describe('price selectors (from-price, normal-price, sale-price)', () => {
  const a = variant({ priceCents: 3000, salePriceCents: 2000, onSale: true });
  const b = variant({ priceCents: 2500 });
  const c = variant({ priceCents: 2500, salePriceCents: 1000 });
  const p = product({ variants: [a, b, c] });

  it('picks the lowest effective, the highest regular and the lowest on-sale sale price', () => {
    expect(fromPriceVariant(p)).toBe(a);
    expect(regularPriceVariant(p)).toBe(a);
    expect(salePriceVariant(p)).toBe(a);
  });

  it('gives ties to the first variant', () => {
    expect(fromPriceVariant(product({ variants: [b, c] }))).toBe(b);
    expect(regularPriceVariant(product({ variants: [b, c] }))).toBe(b);
  });

  it('finds no sale price when nothing is on sale, and nothing without variants', () => {
    expect(salePriceVariant(product({ variants: [b, c] }))).toBeNull();
    const none = product({ variants: [] });
    expect([fromPriceVariant(none), regularPriceVariant(none), salePriceVariant(none)]).toEqual([null, null, null]);
  });

  it('returns the caller\'s own variant objects', () => {
    const own = { priceCents: 100, salePriceCents: 0, onSale: false, label: 'x' };
    expect(fromPriceVariant({ variants: [own] })?.label).toBe('x');
  });
});

describe('digital goods have one price: the first variant (jsont.md §9)', () => {
  const first = variant({ priceCents: 999, salePriceCents: 450, onSale: false });
  const later = variant({ priceCents: 100, salePriceCents: 50, onSale: true });
  const digital = product({ productType: 'DIGITAL', variants: [first, later] });

  it('prices a digital good by its first variant only', () => {
    expect(pricedVariants(digital)).toEqual([first]);
    expect(fromPriceVariant(digital)).toBe(first);
    expect(regularPriceVariant(digital)).toBe(first);
    expect(salePriceVariant(digital)).toBeNull();
    expect(priceRange(digital)).toEqual({ minCents: 999, maxCents: 999 });
  });

  it('prices other types by every variant', () => {
    const physical = product({ variants: [first, later] });
    expect(pricedVariants(physical)).toEqual([first, later]);
    expect(fromPriceVariant(physical)).toBe(later);
    expect(priceRange(physical)).toEqual({ minCents: 50, maxCents: 999 });
  });
});
