import { describe, expect, it } from 'vitest';
import type { CurrencyCode } from './currencies.ts';
import { formatMinorDigits, formatMoney, MAX_INTEGER_PLACES, moneyFromMinor } from './money.ts';

// 1,234,567.89 in every currency (JPY: 123,456,789 yen); \u00a0 is the no-break space.
const SAMPLES: Record<CurrencyCode, string> = {
  EUR: '€1,234,567.89',
  USD: '$1,234,567.89',
  AUD: 'A$1,234,567.89',
  NOK: '1\u00a0234\u00a0567,89\u00a0kr',
  CAD: 'CA$1,234,567.89',
  NZD: 'NZ$1,234,567.89',
  DKK: '1.234.567,89\u00a0kr',
  GBP: '£1,234,567.89',
  HKD: 'HK$1,234,567.89',
  CHF: 'CHF\u00a01,234,567.89',
  MXN: 'MX$1,234,567.89',
  SGD: 'S$1,234,567.89',
  SEK: '1\u00a0234\u00a0567,89\u00a0kr',
  CZK: '1\u00a0234\u00a0567,89\u00a0Kč',
  ILS: '₪1,234,567.89',
  PHP: '₱1,234,567.89',
  RUB: '1\u00a0234\u00a0567,89\u00a0₽',
  PLN: '1\u00a0234\u00a0567,89\u00a0zł',
  THB: '฿1,234,567.89',
  MYR: 'RM1,234,567.89',
  ARS: 'AR$1,234,567.89',
  BRL: 'R$1,234,567.89',
  COP: 'COL$1,234,567.89',
  IDR: 'Rp1,234,567.89',
  INR: '₹1,234,567.89',
  JPY: '¥123,456,789',
  ZAR: 'R1,234,567.89',
};

describe('formatMoney', () => {
  it.each(Object.entries(SAMPLES) as [CurrencyCode, string][])('formats %s', (code, expected) => {
    expect(formatMoney(123456789, code)).toBe(expected);
  });

  it('writes small amounts with a leading zero and fixed fraction digits', () => {
    expect(formatMoney(0, 'USD')).toBe('$0.00');
    expect(formatMoney(5, 'USD')).toBe('$0.05');
    expect(formatMoney(2000, 'EUR')).toBe('€20.00');
    expect(formatMoney(999, 'DKK')).toBe('9,99\u00a0kr');
    expect(formatMoney(5, 'JPY')).toBe('¥5');
  });

  it('puts the sign before the symbol, whichever side the symbol is on', () => {
    expect(formatMoney(-2550, 'USD')).toBe('-$25.50');
    expect(formatMoney(-2550, 'EUR')).toBe('-€25.50');
    expect(formatMoney(-123456, 'SEK')).toBe('-1\u00a0234,56\u00a0kr');
    expect(formatMoney(-1, 'CHF')).toBe('-CHF\u00a00.01');
    expect(formatMoney(-0, 'USD')).toBe('$0.00');
  });

  it('trims zero fractions only when asked, and only when all zero', () => {
    expect(formatMoney(2000, 'USD', { trimZeroFractions: true })).toBe('$20');
    expect(formatMoney(2000, 'USD')).toBe('$20.00');
    expect(formatMoney(2000, 'USD', { trimZeroFractions: false })).toBe('$20.00');
    expect(formatMoney(2050, 'USD', { trimZeroFractions: true })).toBe('$20.50');
    expect(formatMoney(2001, 'USD', { trimZeroFractions: true })).toBe('$20.01');
    expect(formatMoney(123400, 'NOK', { trimZeroFractions: true })).toBe('1\u00a0234\u00a0kr');
    expect(formatMoney(-2000, 'EUR', { trimZeroFractions: true })).toBe('-€20');
    expect(formatMoney(0, 'USD', { trimZeroFractions: true })).toBe('$0');
    expect(formatMoney(2000, 'JPY', { trimZeroFractions: true })).toBe('¥2,000');
  });

  it('rounds a fractional minor amount half away from zero', () => {
    expect(formatMoney(2.5, 'USD')).toBe('$0.03');
    expect(formatMoney(-2.5, 'USD')).toBe('-$0.03');
    expect(formatMoney(1999.4, 'USD')).toBe('$19.99');
    expect(formatMoney(0.5, 'JPY')).toBe('¥1');
  });

  it(`shows at most ${MAX_INTEGER_PLACES} integer places, clamping above`, () => {
    expect(MAX_INTEGER_PLACES).toBe(15);
    expect(formatMoney(999_999_999_999_999, 'JPY')).toBe('¥999,999,999,999,999');
    expect(formatMoney(1_000_000_000_000_000, 'JPY')).toBe('¥999,999,999,999,999');
    expect(formatMoney(1e17, 'USD')).toBe('$999,999,999,999,999.99');
    expect(formatMoney(-1e30, 'DKK')).toBe('-999.999.999.999.999,99\u00a0kr');
    expect(formatMoney(Infinity, 'EUR')).toBe('€999,999,999,999,999.99');
    expect(formatMoney(-Infinity, 'EUR')).toBe('-€999,999,999,999,999.99');
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'USD')).toBe('$90,071,992,547,409.91');
  });

  it('rejects NaN', () => {
    expect(() => formatMoney(NaN, 'USD')).toThrow(RangeError);
  });

  it('gives the same text on repeated calls (cached formatters)', () => {
    const first = formatMoney(4242, 'GBP');
    expect(formatMoney(4242, 'GBP')).toBe(first);
    expect(first).toBe('£42.42');
  });
});

describe('formatMinorDigits', () => {
  it('writes grouped en-US digits without a symbol', () => {
    expect(formatMinorDigits(123450, 2)).toBe('1,234.50');
    expect(formatMinorDigits(-5, 2)).toBe('-0.05');
    expect(formatMinorDigits(-0, 2)).toBe('0.00');
    expect(formatMinorDigits(123456, 0)).toBe('123,456');
  });

  it('is formatMoney\'s layout for USD, minus the symbol, and is not clamped', () => {
    for (const minor of [0, 7, 1999, 123456789, -250]) expect('$' + formatMinorDigits(Math.abs(minor), 2)).toBe(formatMoney(Math.abs(minor), 'USD'));
    expect(formatMinorDigits(10 ** 19, 2)).toBe('100,000,000,000,000,000.00');
  });

  it('matches Intl for every safe amount of cents (the template engine\'s former layout)', () => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const minor of [1, 99, 100, 1005, 4_503_599_627_370_495, -987_654_321]) expect(formatMinorDigits(minor, 2)).toBe(intl.format(minor / 100));
  });

  it('throws on amounts that are not finite', () => {
    expect(() => formatMinorDigits(NaN, 2)).toThrow(RangeError);
    expect(() => formatMinorDigits(Infinity, 2)).toThrow(RangeError);
  });
});

describe('moneyFromMinor', () => {
  it('gives both template money shapes', () => {
    expect(moneyFromMinor(2500, 'USD')).toEqual({
      value: '25.00',
      currency: 'USD',
      decimalValue: '25.00',
      currencyCode: 'USD',
    });
    expect(moneyFromMinor(1500, 'JPY')).toEqual({
      value: '1500',
      currency: 'JPY',
      decimalValue: '1500',
      currencyCode: 'JPY',
    });
    expect(moneyFromMinor(-5, 'EUR').value).toBe('-0.05');
  });
});
