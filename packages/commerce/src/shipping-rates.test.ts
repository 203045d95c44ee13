import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartWeightGrams, offerShippingRates, shippingRateCost, zoneFor, type ShippingRate, type ShippingZone } from './shipping-rates.ts';

const standard: ShippingRate = { id: 'standard', name: 'Standard', kind: 'FLAT', priceCents: 500, freeAboveCents: 7500 };
const express: ShippingRate = { id: 'express', name: 'Express', kind: 'FLAT', priceCents: 1500 };
const us: ShippingZone = { id: 'us', name: 'United States', countries: [{ country: 'US' }], rates: [standard, express] };
const westCoast: ShippingZone = { id: 'west', name: 'West coast', countries: [{ country: 'us', regions: ['CA', 'or'] }], rates: [{ ...standard, priceCents: 800 }] };
const world: ShippingZone = { id: 'world', name: 'Rest of world', countries: [], rates: [{ ...standard, priceCents: 2000 }] };
const germany: ShippingZone = {
  id: 'de',
  name: 'Germany',
  countries: [{ country: 'DE' }],
  rates: [
    { id: 'light', name: 'Up to 1 kg', kind: 'WEIGHT', priceCents: 490, max: 1000 },
    { id: 'heavy', name: '1 to 10 kg', kind: 'WEIGHT', priceCents: 990, min: 1001, max: 10_000 },
    { id: 'small', name: 'Small order', kind: 'SUBTOTAL', priceCents: 700, max: 2999 },
    { id: 'pickup', name: 'Pick up in Berlin', kind: 'PICKUP', priceCents: 0, pickupAddress: 'Torstraße 1, Berlin' },
  ],
};

describe('zoneFor', () => {
  const zones = [world, us, westCoast, germany];
  it('takes the zone naming the region, else the whole country, else rest of world', () => {
    expect(zoneFor(zones, { country: 'US', region: 'ca' })?.id).toBe('west');
    expect(zoneFor(zones, { country: 'us', region: 'NY' })?.id).toBe('us');
    expect(zoneFor(zones, { country: 'US' })?.id).toBe('us');
    expect(zoneFor(zones, { country: 'FR' })?.id).toBe('world');
  });
  it('serves no address outside every zone when there is no rest of world', () => {
    expect(zoneFor([us, germany], { country: 'FR' })).toBeNull();
    expect(offerShippingRates([us, germany], { weightGrams: 0, discountedSubtotalCents: 100 }, { country: 'FR' })).toEqual([]);
  });
  it('offers the first zone before an address is known', () => {
    expect(zoneFor([us, world], null)?.id).toBe('us');
    expect(zoneFor([], null)).toBeNull();
  });
});

describe('shippingRateCost', () => {
  const basis = (weightGrams: number, discountedSubtotalCents: number) => ({ weightGrams, discountedSubtotalCents });
  it('prices a flat rate, free from its threshold (included)', () => {
    expect(shippingRateCost(standard, basis(0, 7499))).toBe(500);
    expect(shippingRateCost(standard, basis(0, 7500))).toBe(0);
    expect(shippingRateCost(express, basis(0, 1_000_000))).toBe(1500);
  });
  it('offers a weight or subtotal rate only between its bounds, both included', () => {
    const [light, heavy, small] = germany.rates;
    expect(shippingRateCost(light!, basis(1000, 0))).toBe(490);
    expect(shippingRateCost(light!, basis(1001, 0))).toBeNull();
    expect(shippingRateCost(heavy!, basis(1001, 0))).toBe(990);
    expect(shippingRateCost(heavy!, basis(10_001, 0))).toBeNull();
    expect(shippingRateCost(small!, basis(0, 2999))).toBe(700);
    expect(shippingRateCost(small!, basis(0, 3000))).toBeNull();
  });
  it('refuses a fractional or negative price', () => {
    expect(() => shippingRateCost({ ...express, priceCents: 1.5 }, basis(0, 0))).toThrow(RangeError);
    expect(() => shippingRateCost({ ...express, priceCents: -1 }, basis(0, 0))).toThrow(RangeError);
  });
  it('is never more than the price, and 0 from the free threshold on (property)', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(100_000), fc.nat(1_000_000), fc.option(fc.nat(1_000_000)), (price, grams, subtotal, free) => {
        const cost = shippingRateCost({ id: 'r', name: 'R', kind: 'FLAT', priceCents: price, freeAboveCents: free }, basis(grams, subtotal));
        expect(cost).not.toBeNull();
        expect(cost).toBeLessThanOrEqual(price);
        if (free !== null && subtotal >= free) expect(cost).toBe(0);
        else expect(cost).toBe(price);
      }),
    );
  });
});

describe('offerShippingRates', () => {
  it("offers the rates of the address's zone that fit the cart, with the zone and the pickup address", () => {
    const offered = offerShippingRates([us, germany], { weightGrams: 1200, discountedSubtotalCents: 4000 }, { country: 'DE', region: 'BE' });
    expect(offered.map((r) => [r.name, r.costCents])).toEqual([['1 to 10 kg', 990], ['Pick up in Berlin', 0]]);
    expect(offered[1]).toMatchObject({ method: 'PICKUP', zoneId: 'de', zoneName: 'Germany', pickupAddress: 'Torstraße 1, Berlin' });
  });
});

describe('cartWeightGrams', () => {
  it('adds quantity × unit weight; a line without weight weighs nothing', () => {
    expect(cartWeightGrams([{ quantity: 2, weightGrams: 350 }, { quantity: 3 }, { quantity: 1, weightGrams: 0 }])).toBe(700);
  });
});
