import { describe, expect, it } from 'vitest';
import { rovingTarget } from './roving.ts';

describe('toolbar roving focus', () => {
  it('moves with the arrows, wrapping, and jumps with Home and End', () => {
    expect(rovingTarget('ArrowRight', 0, 3)).toBe(1);
    expect(rovingTarget('ArrowRight', 2, 3)).toBe(0);
    expect(rovingTarget('ArrowLeft', 0, 3)).toBe(2);
    expect(rovingTarget('ArrowDown', 1, 3)).toBe(2);
    expect(rovingTarget('Home', 2, 3)).toBe(0);
    expect(rovingTarget('End', 0, 3)).toBe(2);
  });

  it('leaves other keys alone', () => {
    expect(rovingTarget('Enter', 0, 3)).toBeNull();
    expect(rovingTarget('ArrowRight', 0, 0)).toBeNull();
  });
});
