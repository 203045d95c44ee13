import { describe, expect, it } from 'vitest';
import { countingLabel, countryName } from './dimension-labels.ts';

describe('countryName', () => {
  it('names a country in English and keeps Unknown', () => {
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('US')).toBe('United States');
    expect(countryName('Unknown')).toBe('Unknown');
  });

  it('shows anything that is not a region code as it came', () => {
    expect(countryName('<b>')).toBe('<b>');
    expect(countryName('gb')).toBe('gb');
  });
});

describe('countingLabel', () => {
  it('says which method counted the visitors', () => {
    expect(countingLabel('cookie')).toBe('With cookies');
    expect(countingLabel('cookieless')).toBe('Without cookies (consent not given)');
    expect(countingLabel('other')).toBe('other');
  });
});
