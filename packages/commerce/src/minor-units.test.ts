import { describe, expect, it } from 'vitest';
import { requireMinorUnits, sumMinorUnits } from './minor-units.ts';

describe('minor-unit guards', () => {
  it('passes non-negative safe integers through', () => {
    expect(requireMinorUnits(0, 'x')).toBe(0);
    expect(sumMinorUnits([100, 250], 'x')).toBe(350);
    expect(sumMinorUnits([], 'x')).toBe(0);
  });

  it('throws on fractions, negatives and overflow, naming the field', () => {
    expect(() => requireMinorUnits(1.5, 'unitPriceCents')).toThrow('unitPriceCents must be a non-negative safe integer: 1.5');
    expect(() => requireMinorUnits(-1, 'x')).toThrow(RangeError);
    expect(() => sumMinorUnits([Number.MAX_SAFE_INTEGER, 1], 'total')).toThrow(RangeError);
  });
});
