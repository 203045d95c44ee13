import { describe, expect, it } from 'vitest';
import { CURRENCIES, CURRENCY_CODES, DEFAULT_CURRENCY, fractionDigits, isSupportedCurrency } from './currencies.ts';

describe('currencies', () => {
  it('lists exactly the 27 currencies of storefront.md §3, in order', () => {
    expect(CURRENCY_CODES).toEqual([
      'EUR', 'USD', 'AUD', 'NOK', 'CAD', 'NZD', 'DKK', 'GBP', 'HKD', 'CHF', 'MXN', 'SGD', 'SEK', 'CZK',
      'ILS', 'PHP', 'RUB', 'PLN', 'THB', 'MYR', 'ARS', 'BRL', 'COP', 'IDR', 'INR', 'JPY', 'ZAR',
    ]);
    expect(Object.keys(CURRENCIES)).toEqual([...CURRENCY_CODES]);
  });

  it('uses 2 fraction digits except JPY with 0', () => {
    for (const code of CURRENCY_CODES) {
      expect(fractionDigits(code), code).toBe(code === 'JPY' ? 0 : 2);
      expect(CURRENCIES[code].code).toBe(code);
    }
  });

  it('puts the euro sign before the value and kr after for DKK, NOK and SEK', () => {
    expect(CURRENCIES.EUR).toMatchObject({ symbol: '€', placement: 'before' });
    for (const code of ['DKK', 'NOK', 'SEK'] as const) {
      expect(CURRENCIES[code]).toMatchObject({ symbol: 'kr', placement: 'after', space: true });
    }
  });

  it('defaults to USD', () => {
    expect(DEFAULT_CURRENCY).toBe('USD');
  });

  it('recognises supported codes only, case-sensitively', () => {
    expect(isSupportedCurrency('USD')).toBe(true);
    expect(isSupportedCurrency('ZAR')).toBe(true);
    expect(isSupportedCurrency('usd')).toBe(false);
    expect(isSupportedCurrency('XYZ')).toBe(false);
    expect(isSupportedCurrency('toString')).toBe(false);
    expect(isSupportedCurrency(undefined)).toBe(false);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(CURRENCIES)).toBe(true);
    expect(Object.isFrozen(CURRENCIES.USD)).toBe(true);
  });
});
