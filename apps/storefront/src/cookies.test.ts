import { describe, expect, it } from 'vitest';
import { isAuthenticated, readCookie, shouldLoadCart } from './cookies.ts';

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; crumb=x%20y; b=2', 'crumb')).toBe('x y');
    expect(readCookie('crumb=abc', 'crumb')).toBe('abc');
  });
  it('returns null when absent and does not match prefixes', () => {
    expect(readCookie('xcrumb=1; crumbs=2', 'crumb')).toBeNull();
    expect(readCookie('', 'crumb')).toBeNull();
  });
  it('keeps a malformed escape as is', () => {
    expect(readCookie('crumb=%E0%A4%A', 'crumb')).toBe('%E0%A4%A');
  });
});

describe('isAuthenticated', () => {
  const info = (value: string) => `SiteUserInfo=${encodeURIComponent(value)}`;
  it('needs JSON with authenticated true', () => {
    expect(isAuthenticated(info('{"authenticated":true,"siteUserId":"u1"}'))).toBe(true);
    expect(isAuthenticated(info('{"authenticated":false}'))).toBe(false);
    expect(isAuthenticated(info('{"authenticated":"true"}'))).toBe(false);
  });
  it('treats unparseable or missing info as signed out', () => {
    expect(isAuthenticated(info('{not json'))).toBe(false);
    expect(isAuthenticated(info('null'))).toBe(false);
    expect(isAuthenticated('other=1')).toBe(false);
  });
});

describe('shouldLoadCart (page start)', () => {
  it('loads for an authenticated visitor', () => {
    expect(shouldLoadCart(`SiteUserInfo=${encodeURIComponent('{"authenticated":true}')}`)).toBe(true);
  });
  it("loads when hasCart equals 'true' and only then", () => {
    expect(shouldLoadCart('hasCart=true')).toBe(true);
    expect(shouldLoadCart('hasCart=false')).toBe(false);
    expect(shouldLoadCart('hasCart=TRUE')).toBe(false);
  });
  it('loads when a cart cookie exists', () => {
    expect(shouldLoadCart('plinth_cart=c_123')).toBe(true);
  });
  it('makes no cart request otherwise', () => {
    expect(shouldLoadCart('')).toBe(false);
    expect(shouldLoadCart('crumb=abc; SiteUserInfo=%7Bbad')).toBe(false);
  });
});
