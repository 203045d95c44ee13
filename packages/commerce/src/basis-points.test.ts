import { describe, expect, it } from 'vitest';
import { applyBasisPoints, BASIS_POINTS_PER_WHOLE } from './basis-points.ts';

describe('applyBasisPoints', () => {
  it('is 10 000 bp to the whole', () => {
    expect(BASIS_POINTS_PER_WHOLE).toBe(10_000);
    expect(applyBasisPoints(1234, 10_000)).toBe(1234);
    expect(applyBasisPoints(1234, 0)).toBe(0);
  });

  it('rounds half up to a whole minor unit', () => {
    expect(applyBasisPoints(10, 500)).toBe(1); // 0.5
    expect(applyBasisPoints(30, 500)).toBe(2); // 1.5
    expect(applyBasisPoints(1999, 825)).toBe(165); // 164.9175
    expect(applyBasisPoints(1, 4999)).toBe(0); // 0.4999
  });

  it('takes up to 3 decimals of a basis point (8.875 %)', () => {
    expect(applyBasisPoints(1000, 887.5)).toBe(89); // 88.75
    expect(applyBasisPoints(100000, 0.125)).toBe(1); // 1.25
    expect(() => applyBasisPoints(100, 0.0001)).toThrow(RangeError);
  });

  it('is exact beyond 2^53 intermediate products', () => {
    expect(applyBasisPoints(Number.MAX_SAFE_INTEGER, 5000)).toBe(4503599627370496); // …495.5 → up
  });

  it('throws on a bad amount or rate', () => {
    expect(() => applyBasisPoints(-1, 100)).toThrow(RangeError);
    expect(() => applyBasisPoints(1.5, 100)).toThrow(RangeError);
    expect(() => applyBasisPoints(100, -1)).toThrow(RangeError);
    expect(() => applyBasisPoints(100, Number.NaN)).toThrow(RangeError);
    expect(() => applyBasisPoints(Number.MAX_SAFE_INTEGER, 20_000)).toThrow(RangeError);
  });
});
