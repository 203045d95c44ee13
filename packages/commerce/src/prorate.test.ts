import { describe, expect, it } from 'vitest';
import { prorate } from './prorate.ts';

const sum = (parts: number[]) => parts.reduce((a, b) => a + b, 0);

describe('prorate', () => {
  it('splits in proportion to the weights', () => {
    expect(prorate([3000, 1000], 500)).toEqual([375, 125]);
    expect(prorate([1000, 0, 1000], 10)).toEqual([5, 0, 5]);
  });

  it('gives left-over cents to the largest remainders, earlier first on ties', () => {
    expect(prorate([1000, 1000, 1000], 100)).toEqual([34, 33, 33]);
    expect(prorate([1, 2], 2)).toEqual([1, 1]); // 0.67 / 1.33 → the 0.67 part has the larger remainder
    expect(prorate([500, 250, 250], 3)).toEqual([1, 1, 1]); // 1.5, 0.75, 0.75: the .75s win
  });

  it('always adds up to the amount', () => {
    const weights = [1999, 1, 333, 4500, 7];
    for (const amount of [0, 1, 17, 999, 6840]) expect(sum(prorate(weights, amount))).toBe(amount);
  });

  it('handles no weight and throws on bad input', () => {
    expect(prorate([], 0)).toEqual([]);
    expect(prorate([0, 0], 0)).toEqual([0, 0]);
    expect(() => prorate([0, 0], 1)).toThrow(RangeError);
    expect(() => prorate([-1, 2], 1)).toThrow(RangeError);
    expect(() => prorate([1, 2], 0.5)).toThrow(RangeError);
  });
});
