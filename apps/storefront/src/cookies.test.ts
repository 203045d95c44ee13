import { describe, expect, it } from 'vitest';
import { isAuthenticated, shouldLoadCart } from './cookies.ts';

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
