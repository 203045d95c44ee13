import { describe, expect, it } from 'vitest';
import { characterCount, characterCounter } from './counter.ts';

describe('characterCounter', () => {
  it("reads 'count / max' and flags only a text over the maximum", () => {
    expect(characterCounter('', 100)).toEqual({ text: '0 / 100', over: false });
    expect(characterCounter('abc', 3)).toEqual({ text: '3 / 3', over: false });
    expect(characterCounter('abcd', 3)).toEqual({ text: '4 / 3', over: true });
  });

  it('counts what a visitor sees: code points, CR LF as one, spaces included', () => {
    expect(characterCount('😀é')).toBe(2);
    expect(characterCount('a\r\nb')).toBe(3);
    expect(characterCount('a\nb')).toBe(3);
    expect(characterCount('  ')).toBe(2);
    expect(characterCounter('😀😀', 2).over).toBe(false);
  });
});
