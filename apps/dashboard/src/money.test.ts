import { describe, expect, it } from 'vitest';
import { centsToInput, formatCents, formatMoneyValue, inputToCents } from './money.ts';

describe('money in inputs', () => {
  it('shows minor units as an amount with two decimals', () => {
    expect(centsToInput(1950)).toBe('19.50');
    expect(centsToInput(0)).toBe('0.00');
  });

  it('reads typed amounts exactly (no float drift)', () => {
    expect(inputToCents('19.5')).toBe(1950);
    expect(inputToCents(' 0.29 ')).toBe(29);
    expect(inputToCents('1,05')).toBe(105);
    expect(inputToCents('12')).toBe(1200);
    expect(inputToCents('12.')).toBe(1200);
  });

  it('refuses negative, over-precise and non-numeric amounts', () => {
    for (const text of ['', '-1', '1.005', 'abc', '1e3', '.5']) expect(inputToCents(text), text).toBeNull();
  });

  it('formats for display in the currency', () => {
    expect(formatCents(1950, 'USD')).toBe('$19.50');
    expect(formatCents(100, 'EUR')).toBe('€1.00');
  });
});

describe('formatMoneyValue', () => {
  it('formats the decimal value, times a quantity', () => {
    expect(formatMoneyValue({ value: '25.00', currency: 'USD' })).toBe('$25.00');
    expect(formatMoneyValue({ value: '2.50', currency: 'USD' }, 3)).toBe('$7.50');
  });
});
