import { describe, expect, it } from 'vitest';
import { Frame, loopIndex, resolve, resolveLocal } from './frame.ts';
import { parsePath, type Path } from './path.ts';

const p = (s: string): Path => parsePath(s) as Path;

describe('resolve', () => {
  const root = new Frame({ a: 1, n: null, arr: [5, 6] }, null);
  it('walks frames outward for the first segment only', () => {
    const inner = new Frame({ b: 2 }, root);
    expect(resolve(inner, p('a'))).toBe(1);
    expect(resolve(inner, p('b'))).toBe(2);
    expect(resolve(inner, p('arr.1'))).toBe(6);
    expect(resolve(inner, p('arr.length'))).toBeUndefined();
  });
  it('stops at a found null and at a private frame', () => {
    const inner = new Frame({ a: null }, root);
    expect(resolve(inner, p('a'))).toBeNull();
    const priv = new Frame({}, root);
    priv.stop = true;
    expect(resolve(priv, p('a'))).toBeUndefined();
  });
  it('answers @index from the nearest array frame', () => {
    const arr = new Frame([10, 20], root);
    arr.index = 1;
    const item = new Frame(20, arr);
    expect(resolve(item, p('@index'))).toBe(2);
    expect(resolve(item, p('@index0'))).toBe(1);
    expect(resolve(item, p('@'))).toBe(20);
    expect(loopIndex(new Frame({}, item))).toBe(2);
  });
  it('resolves section paths in the current frame only', () => {
    const inner = new Frame({ b: 2 }, root);
    inner.setVar('@v', 3);
    expect(resolveLocal(inner, p('a'))).toBeUndefined();
    expect(resolveLocal(inner, p('@v'))).toBe(3);
    expect(resolveLocal(new Frame({}, inner), p('@v'))).toBeUndefined();
  });
});
