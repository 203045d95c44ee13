import { describe, expect, it } from 'vitest';
import { normalizeCode, normalizePostalCode, shipsToCountry } from './shipping-location.ts';

describe('shipping location', () => {
  it('compares codes trimmed and upper case', () => {
    expect(normalizeCode(' ny ')).toBe('NY');
    expect(normalizeCode(null)).toBe('');
    expect(normalizePostalCode('sw1a 1aa')).toBe('SW1A1AA');
    expect(normalizePostalCode('10001-1234')).toBe('100011234');
  });

  it('ships everywhere without a country list, else to listed countries only', () => {
    expect(shipsToCountry(undefined, { country: 'FR' })).toBe(true);
    expect(shipsToCountry(['us', 'CA'], { country: 'US' })).toBe(true);
    expect(shipsToCountry(['US'], { country: 'GU' })).toBe(false);
  });
});
