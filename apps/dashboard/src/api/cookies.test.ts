import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies.ts';

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; crumb=x%20y; b=2', 'crumb')).toBe('x y');
  });
  it('returns null when absent and keeps malformed escapes', () => {
    expect(readCookie('a=1', 'crumb')).toBeNull();
    expect(readCookie('crumb=%E0%A4%A', 'crumb')).toBe('%E0%A4%A');
    expect(readCookie('xcrumb=1', 'crumb')).toBeNull();
  });
});
