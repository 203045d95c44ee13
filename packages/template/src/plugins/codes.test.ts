import { describe, expect, it } from 'vitest';
import { code, flag } from './codes.ts';

describe('code', () => {
  it('reads numbers, booleans and decimal strings', () => {
    expect([2, true, false, ' 2 ', '2.0', '+2', '2e0', '-1'].map(code)).toEqual([2, 1, 0, 2, 2, 2, 2, -1]);
  });
  it('gives NaN for anything else', () => {
    for (const v of ['0x2', '', 'x', null, undefined, [2], {}]) expect(code(v)).toBeNaN();
  });
});

describe('flag', () => {
  it('is true for true, "true" and non-zero integers only', () => {
    expect([true, 'true', 1, -1, 4].map(flag)).toEqual([true, true, true, true, true]);
    expect([false, 'TRUE', '1', 0, 1.5, 1e300, null, {}].map(flag)).toEqual([false, false, false, false, false, false, false, false]);
  });
});
