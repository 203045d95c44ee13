import { describe, expect, it } from 'vitest';
import { gramsOf, minorUnitsOf, newRateDraft, placesOf, placesSummary, placesText, rateSummary, taxBodyOf, taxDraftOf, withCountry, zoneBodyOf, zoneDraftOf, type Zone } from './fields.ts';

const germany: Zone = {
  id: 'z1',
  name: 'Germany',
  restOfWorld: false,
  countries: [{ country: 'DE', regions: [] }, { country: 'US', regions: ['NY', 'NJ'] }],
  rates: [
    { id: 'r1', name: 'DHL', kind: 'WEIGHT', priceCents: 490, min: null, max: 1000, freeAboveCents: 5000, pickupAddress: null },
    { id: 'r2', name: 'Pickup', kind: 'PICKUP', priceCents: 0, min: null, max: null, freeAboveCents: null, pickupAddress: 'Torstraße 1' },
  ],
};

describe('places', () => {
  it('reads and writes "DE, US-NY" lists, grouping regions under their country', () => {
    expect(placesText(germany.countries)).toBe('DE, US-NY, US-NJ');
    expect(placesOf(' de, us-ny;US NJ ')).toEqual({ countries: [{ country: 'DE', regions: [] }, { country: 'US', regions: ['NY', 'NJ'] }] });
    expect(placesOf('')).toEqual({ countries: [] });
    expect(placesOf('Germany')).toEqual({ problem: '"Germany" is not a country code (DE) or a region (US-NY).' });
    expect(placesSummary(germany)).toBe('Germany, United States (NY, NJ)');
    expect(placesSummary({ countries: [] })).toBe('Every country no other zone lists');
  });
});

describe('money and weights as typed', () => {
  it('reads amounts in the currency and weights in kg', () => {
    expect(minorUnitsOf('4.9', 'EUR')).toBe(490);
    expect(minorUnitsOf('500', 'JPY')).toBe(500);
    expect(minorUnitsOf('5.5', 'JPY')).toBeNaN();
    expect(gramsOf('1.5')).toBe(1500);
    expect(gramsOf('0,25')).toBe(250);
    expect(gramsOf('1.2345')).toBeNaN();
    expect(gramsOf(' ')).toBeNull();
  });
});

describe('zone form', () => {
  it('round-trips a zone through the form', () => {
    const result = zoneBodyOf(zoneDraftOf(germany, 'EUR'), 'EUR');
    expect(result).toEqual({
      body: {
        name: 'Germany',
        countries: [{ country: 'DE', regions: [] }, { country: 'US', regions: ['NY', 'NJ'] }],
        rates: [
          { id: 'r1', name: 'DHL', kind: 'WEIGHT', priceCents: 490, min: null, max: 1000, freeAboveCents: 5000, pickupAddress: null },
          { id: 'r2', name: 'Pickup', kind: 'PICKUP', priceCents: 0, min: null, max: null, freeAboveCents: null, pickupAddress: 'Torstraße 1' },
        ],
      },
    });
  });

  it('names the field of the first problem', () => {
    const draft = { name: 'EU', places: 'DE', rates: [{ ...newRateDraft(), price: 'abc' }] };
    expect(zoneBodyOf(draft, 'EUR')).toEqual({ problem: { field: `${draft.rates[0]!.key}.price`, message: 'Enter the price as an amount in EUR, e.g. 4.90 (0 for free).' } });
    expect(zoneBodyOf({ ...draft, name: ' ' }, 'EUR')).toMatchObject({ problem: { field: 'name' } });
    const pickup = { ...newRateDraft('PICKUP') };
    expect(zoneBodyOf({ ...draft, rates: [pickup] }, 'EUR')).toMatchObject({ problem: { field: `${pickup.key}.pickupAddress` } });
  });

  it('sums a rate up in words', () => {
    expect(rateSummary(germany.rates[0]!, 'EUR')).toBe('Up to 1 kg · €4.90 · free from €50.00');
    expect(rateSummary(germany.rates[1]!, 'EUR')).toBe('at Torstraße 1 · Free');
  });
});

describe('tax form', () => {
  it('starts a VAT country inclusive and a US state exclusive', () => {
    expect(withCountry(taxDraftOf(null), 'de')).toMatchObject({ country: 'DE', pricesIncludeTax: true, name: 'VAT' });
    expect(withCountry(taxDraftOf(null), 'us')).toMatchObject({ country: 'US', pricesIncludeTax: false, name: 'Sales tax' });
  });

  it('turns per cent into basis points exactly', () => {
    const draft = { ...taxDraftOf(null), country: 'US', region: 'ny', percent: '8.875', pricesIncludeTax: false };
    expect(taxBodyOf(draft)).toEqual({ body: { name: 'VAT', country: 'US', region: 'NY', rateBasisPoints: 887.5, pricesIncludeTax: false, appliesToShipping: true } });
    expect(taxBodyOf({ ...draft, percent: '101' })).toMatchObject({ problem: { field: 'percent' } });
    expect(taxBodyOf({ ...draft, country: 'USA' })).toMatchObject({ problem: { field: 'country' } });
  });
});
