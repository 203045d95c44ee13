import { describe, expect, it } from 'vitest';
import { centsToInput, formatCents, formatMoneyValue, inputToCents } from './money.ts';

describe('money in inputs', () => {
  it('shows minor units as an amount with two decimals', () => {
    expect(centsToInput(1950, 'USD')).toBe('19.50');
    expect(centsToInput(0, 'USD')).toBe('0.00');
  });

  it('reads typed amounts exactly (no float drift)', () => {
    expect(inputToCents('19.5', 'USD')).toBe(1950);
    expect(inputToCents(' 0.29 ', 'USD')).toBe(29);
    expect(inputToCents('1,05', 'USD')).toBe(105);
    expect(inputToCents('12', 'USD')).toBe(1200);
    expect(inputToCents('12.', 'USD')).toBe(1200);
  });

  it('refuses negative, over-precise and non-numeric amounts', () => {
    for (const text of ['', '-1', '1.005', 'abc', '1e3', '.5']) expect(inputToCents(text, 'USD'), text).toBeNull();
  });

  it('formats for display in the currency', () => {
    expect(formatCents(1950, 'USD')).toBe('$19.50');
    expect(formatCents(100, 'EUR')).toBe('€1.00');
  });
});

// JPY has no minor unit: 1500 minor units are ¥1,500, not ¥15.00.
describe('money in a currency without decimals (JPY)', () => {
  it('shows and reads whole yen', () => {
    expect(centsToInput(1500, 'JPY')).toBe('1500');
    expect(centsToInput(0, 'JPY')).toBe('0');
    expect(inputToCents('1500', 'JPY')).toBe(1500);
    expect(inputToCents(' 1500. ', 'JPY')).toBe(1500);
  });

  it('refuses decimals the currency does not have', () => {
    for (const text of ['15.5', '15.00', '1,5']) expect(inputToCents(text, 'JPY'), text).toBeNull();
  });

  it('round-trips the field text', () => {
    for (const cents of [0, 7, 1500, 123456]) expect(inputToCents(centsToInput(cents, 'JPY'), 'JPY')).toBe(cents);
  });

  it('formats for display', () => {
    expect(formatCents(1500, 'JPY')).toBe('¥1,500');
    expect(formatMoneyValue({ value: '1500', currency: 'JPY' }, 2)).toBe('¥3,000');
  });
});

describe('formatMoneyValue', () => {
  it('formats the decimal value, times a quantity', () => {
    expect(formatMoneyValue({ value: '25.00', currency: 'USD' })).toBe('$25.00');
    expect(formatMoneyValue({ value: '2.50', currency: 'USD' }, 3)).toBe('$7.50');
  });

  it('multiplies in minor units (no float drift)', () => {
    expect(formatMoneyValue({ value: '0.10', currency: 'USD' }, 3)).toBe('$0.30');
    expect(formatMoneyValue({ value: '19.99', currency: 'USD' }, 7)).toBe('$139.93');
  });
});
