import { describe, expect, it } from 'vitest';
import { chiSquarePValue, rateDifference, sampleRatio } from './results-maths.ts';

describe('rateDifference', () => {
  it('gives the difference and its 95% interval (Agresti–Caffo)', () => {
    const d = rateDifference(100, 1000, 130, 1000);
    expect(d?.absolute).toBeCloseTo(0.03, 10);
    // p̃ = 101/1002 and 131/1002; se = sqrt(Σ p̃(1 − p̃)/1002) = 0.0142785…
    const centre = 131 / 1002 - 101 / 1002;
    expect(d?.low).toBeCloseTo(centre - 1.959964 * 0.0142785, 5);
    expect(d?.high).toBeCloseTo(centre + 1.959964 * 0.0142785, 5);
    expect(d?.significant).toBe(true);
  });
  it('keeps a wide interval for one visitor each (no false certainty at rates of 0 and 1)', () => {
    const d = rateDifference(0, 1, 1, 1);
    expect(d?.absolute).toBe(1);
    expect(d?.significant).toBe(false);
    expect(d?.low).toBeLessThan(0);
  });
  it('is not significant when the interval holds 0', () => {
    expect(rateDifference(10, 100, 12, 100)?.significant).toBe(false);
  });
  it('is null without exposures on a side', () => {
    expect(rateDifference(0, 0, 1, 10)).toBeNull();
    expect(rateDifference(1, 10, 0, 0)).toBeNull();
  });
});

describe('chiSquarePValue', () => {
  it('matches the chi-square table', () => {
    expect(chiSquarePValue(3.841459, 1)).toBeCloseTo(0.05, 5);
    expect(chiSquarePValue(10.827566, 1)).toBeCloseTo(0.001, 6);
    expect(chiSquarePValue(5.991465, 2)).toBeCloseTo(0.05, 5);
    expect(chiSquarePValue(0.5, 3)).toBeCloseTo(0.918891, 5);
    expect(chiSquarePValue(0, 1)).toBe(1);
  });
});

describe('sampleRatio', () => {
  it('passes an even split', () => {
    expect(sampleRatio([5000, 5000], [50, 50])).toEqual({ chiSquare: 0, pValue: 1, mismatch: false });
    expect(sampleRatio([5040, 4960], [50, 50]).mismatch).toBe(false);
  });
  it('flags a split that the weights cannot explain (p < 0.001)', () => {
    const check = sampleRatio([5200, 4800], [50, 50]);
    expect(check.chiSquare).toBeCloseTo(16, 10);
    expect(check.pValue).toBeLessThan(0.001);
    expect(check.mismatch).toBe(true);
  });
  it('reads against uneven weights, and leaves out weight-0 variants', () => {
    expect(sampleRatio([9000, 1000, 7], [90, 10, 0]).mismatch).toBe(false);
    expect(sampleRatio([8000, 2000], [90, 10]).mismatch).toBe(true);
  });
  it('says nothing without exposures', () => {
    expect(sampleRatio([0, 0], [50, 50]).mismatch).toBe(false);
  });
});
