import { describe, expect, it } from 'vitest';
import { parseQuantity, QUANTITY_DEFAULT, QUANTITY_MAX, QUANTITY_MIN, QUANTITY_STEP } from './quantity.ts';

describe('quantity input', () => {
  it('has the constants of platform.md §5', () => {
    expect([QUANTITY_MIN, QUANTITY_MAX, QUANTITY_STEP, QUANTITY_DEFAULT]).toEqual([1, 9999, 1, 1]);
  });

  it('parses whole numbers', () => {
    expect(parseQuantity('3')).toEqual({ ok: true, quantity: 3 });
    expect(parseQuantity(' 12 ')).toEqual({ ok: true, quantity: 12 });
    expect(parseQuantity('2.0')).toEqual({ ok: true, quantity: 2 });
    expect(parseQuantity('1e2')).toEqual({ ok: true, quantity: 100 });
  });

  it('clamps whole numbers into 1-9999', () => {
    expect(parseQuantity('0')).toEqual({ ok: true, quantity: 1 });
    expect(parseQuantity('-4')).toEqual({ ok: true, quantity: 1 });
    expect(parseQuantity('9999')).toEqual({ ok: true, quantity: 9999 });
    expect(parseQuantity('10000')).toEqual({ ok: true, quantity: 9999 });
  });

  it('tells non-numbers from fractions', () => {
    for (const text of ['', '  ', 'two', '1,5', '0x10', 'Infinity', '1e400', 'NaN']) {
      expect(parseQuantity(text), text).toEqual({ ok: false, reason: 'not-a-number' });
    }
    expect(parseQuantity('1.5')).toEqual({ ok: false, reason: 'not-whole' });
    expect(parseQuantity('.5')).toEqual({ ok: false, reason: 'not-whole' });
  });
});
