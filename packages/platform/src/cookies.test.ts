import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies.ts';

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; crumb=x%20y; b=2', 'crumb')).toBe('x y');
    expect(readCookie('crumb=abc', 'crumb')).toBe('abc');
  });
  it('returns null when absent and does not match prefixes', () => {
    expect(readCookie('a=1', 'crumb')).toBeNull();
    expect(readCookie('xcrumb=1; crumbs=2', 'crumb')).toBeNull();
    expect(readCookie('xcrumb=1', 'crumb')).toBeNull();
    expect(readCookie('', 'crumb')).toBeNull();
  });
  it('keeps a malformed escape as is', () => {
    expect(readCookie('crumb=%E0%A4%A', 'crumb')).toBe('%E0%A4%A');
  });
});
