import { describe, expect, it } from 'vitest';
import { shipsToCountry } from './shipping-location.ts';
import {
  priceShippingOptions,
  selectShippingOption,
  shippingOptionCost,
  type ShippingOption,
} from './shipping-options.ts';

const flat: ShippingOption = { id: 'flat', name: 'Standard', method: 'FLAT_RATE', rateCents: 500 };
const free: ShippingOption = { id: 'free', name: 'Free over $50', method: 'FREE_OVER', rateCents: 700, thresholdCents: 5000 };
const perItem: ShippingOption = { id: 'item', name: 'Per item', method: 'PER_ITEM', rateCents: 150, countries: ['US', 'CA'] };
const basis = { physicalQuantity: 3, discountedSubtotalCents: 4999 };

describe('shippingOptionCost', () => {
  it('charges a flat rate per order', () => {
    expect(shippingOptionCost(flat, basis)).toBe(500);
  });

  it('is free once the discounted subtotal reaches the threshold', () => {
    expect(shippingOptionCost(free, basis)).toBe(700);
    expect(shippingOptionCost(free, { ...basis, discountedSubtotalCents: 5000 })).toBe(0);
  });

  it('charges per physical unit', () => {
    expect(shippingOptionCost(perItem, basis)).toBe(450);
    expect(shippingOptionCost(perItem, { ...basis, physicalQuantity: 0 })).toBe(0);
  });

  it('throws on a bad rate or an unknown method', () => {
    expect(() => shippingOptionCost({ ...flat, rateCents: 1.5 }, basis)).toThrow(RangeError);
    expect(() => shippingOptionCost({ ...flat, method: 'DRONE' } as unknown as ShippingOption, basis)).toThrow('Unknown shipping method: DRONE');
  });
});

describe('priceShippingOptions', () => {
  it('lists every option with its cost when there is no location', () => {
    expect(priceShippingOptions([flat, free, perItem], basis).map((o) => [o.id, o.costCents])).toEqual([
      ['flat', 500], ['free', 700], ['item', 450],
    ]);
  });

  it('keeps only options shipping to the location country (case-insensitive)', () => {
    expect(priceShippingOptions([flat, perItem], basis, { country: 'gb' }).map((o) => o.id)).toEqual(['flat']);
    expect(priceShippingOptions([flat, perItem], basis, { country: ' ca ' }).map((o) => o.id)).toEqual(['flat', 'item']);
  });

  it('matches countries; an empty list is everywhere', () => {
    expect(shipsToCountry([], { country: 'FR' })).toBe(true);
    expect(shipsToCountry(['US'], { country: 'PR' })).toBe(false);
  });
});

describe('selectShippingOption', () => {
  const priced = priceShippingOptions([flat, free, perItem], { physicalQuantity: 2, discountedSubtotalCents: 1000 });

  it('keeps the visitor choice when offered', () => {
    expect(selectShippingOption(priced, 'free')?.id).toBe('free');
  });

  it('falls back to the cheapest, the first of equals', () => {
    expect(selectShippingOption(priced, 'gone')?.id).toBe('item'); // 300
    expect(selectShippingOption(priced)?.id).toBe('item');
    const tie = priceShippingOptions([flat, { ...flat, id: 'flat2' }], basis);
    expect(selectShippingOption(tie, null)?.id).toBe('flat');
  });

  it('is null when nothing is offered', () => {
    expect(selectShippingOption([], 'flat')).toBeNull();
  });
});
