import { describe, expect, it } from 'vitest';
import { amountToMinor, minorToAmount, minorToDecimalString } from './amount.ts';

describe('minorToAmount', () => {
  it('divides by ten to the power of the fraction digits', () => {
    expect(minorToAmount(2550, 'USD')).toBe(25.5);
    expect(minorToAmount(-5, 'EUR')).toBe(-0.05);
    expect(minorToAmount(2550, 'JPY')).toBe(2550);
  });
});

describe('minorToDecimalString', () => {
  it('writes exact decimals with the currency digits', () => {
    expect(minorToDecimalString(2500, 'USD')).toBe('25.00');
    expect(minorToDecimalString(5, 'USD')).toBe('0.05');
    expect(minorToDecimalString(-5, 'EUR')).toBe('-0.05');
    expect(minorToDecimalString(0, 'USD')).toBe('0.00');
    expect(minorToDecimalString(-0, 'USD')).toBe('0.00');
    expect(minorToDecimalString(1500, 'JPY')).toBe('1500');
    expect(minorToDecimalString(Number.MAX_SAFE_INTEGER, 'USD')).toBe('90071992547409.91');
  });

  it('rounds a fractional minor amount half away from zero and rejects non-finite ones', () => {
    expect(minorToDecimalString(2.5, 'USD')).toBe('0.03');
    expect(minorToDecimalString(-2.5, 'USD')).toBe('-0.03');
    expect(minorToDecimalString(2.4, 'USD')).toBe('0.02');
    expect(() => minorToDecimalString(NaN, 'USD')).toThrow(RangeError);
    expect(() => minorToDecimalString(Infinity, 'USD')).toThrow(RangeError);
  });
});

describe('amountToMinor', () => {
  it('parses decimal strings exactly', () => {
    expect(amountToMinor('19.99', 'USD')).toBe(1999);
    expect(amountToMinor('25', 'USD')).toBe(2500);
    expect(amountToMinor(' 25.5 ', 'USD')).toBe(2550);
    expect(amountToMinor('.5', 'USD')).toBe(50);
    expect(amountToMinor('5.', 'USD')).toBe(500);
    expect(amountToMinor('+1.10', 'USD')).toBe(110);
    expect(amountToMinor('-0.05', 'EUR')).toBe(-5);
    expect(amountToMinor('1e3', 'USD')).toBe(100000);
    expect(amountToMinor('12.5E-1', 'USD')).toBe(125);
    expect(amountToMinor('90071992547409.91', 'USD')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('takes numbers without float drift', () => {
    expect(amountToMinor(0.1 + 0.2, 'USD')).toBe(30);
    expect(amountToMinor(19.99, 'USD')).toBe(1999);
    expect(amountToMinor(1.005, 'USD')).toBe(101);
    expect(amountToMinor(1e-7, 'USD')).toBe(0);
  });

  it('uses the currency fraction digits (JPY 0)', () => {
    expect(amountToMinor('1500', 'JPY')).toBe(1500);
    expect(amountToMinor('1500.5', 'JPY')).toBe(1501);
    expect(amountToMinor('1500.49', 'JPY')).toBe(1500);
  });

  it('rounds extra digits half away from zero', () => {
    expect(amountToMinor('0.125', 'USD')).toBe(13);
    expect(amountToMinor('-0.125', 'USD')).toBe(-13);
    expect(amountToMinor('0.124999', 'USD')).toBe(12);
  });

  it('never returns negative zero', () => {
    expect(Object.is(amountToMinor('-0', 'USD'), 0)).toBe(true);
    expect(Object.is(amountToMinor('-0.001', 'USD'), 0)).toBe(true);
    expect(Object.is(amountToMinor('0e-999999999', 'USD'), 0)).toBe(true);
    expect(amountToMinor('1e-999999999', 'USD')).toBe(0);
  });

  it('rejects text that is not a decimal number', () => {
    for (const bad of ['', ' ', '-', '.', 'abc', '1,000', '0x10', '1.2.3', 'Infinity', 'NaN', '1e', '$5']) {
      expect(() => amountToMinor(bad, 'USD'), bad).toThrow(RangeError);
    }
    expect(() => amountToMinor(NaN, 'USD')).toThrow(RangeError);
  });

  it('rejects amounts beyond safe integer minor units', () => {
    expect(() => amountToMinor('90071992547409.92', 'USD')).toThrow(RangeError);
    expect(() => amountToMinor('1e20', 'USD')).toThrow(RangeError);
    expect(() => amountToMinor('1e999999999', 'USD')).toThrow(RangeError);
    expect(() => amountToMinor(1e21, 'USD')).toThrow(RangeError);
  });

  it('round-trips with minorToDecimalString', () => {
    for (const minor of [0, 1, 99, 100, 123456789, -42, Number.MAX_SAFE_INTEGER]) {
      expect(amountToMinor(minorToDecimalString(minor, 'EUR'), 'EUR')).toBe(minor);
      expect(amountToMinor(minorToDecimalString(minor, 'JPY'), 'JPY')).toBe(minor);
    }
  });
});
