import { describe, expect, it } from 'vitest';
import { isAuthenticated, shouldLoadCart } from './cookies.ts';

describe('isAuthenticated', () => {
  const info = (value: string) => `SiteUserInfo=${encodeURIComponent(value)}`;
  it('needs SiteUserInfo JSON with authenticated true (and a siteUserId, as the server writes it)', () => {
    expect(isAuthenticated(info('{"authenticated":true,"siteUserId":"u1"}'))).toBe(true);
    expect(isAuthenticated(info('{"authenticated":false,"siteUserId":"u1"}'))).toBe(false);
    expect(isAuthenticated(info('{"authenticated":"true","siteUserId":"u1"}'))).toBe(false);
    expect(isAuthenticated(info('{"authenticated":true}'))).toBe(false);
  });
  it('treats unparseable or missing info as signed out', () => {
    expect(isAuthenticated(info('{not json'))).toBe(false);
    expect(isAuthenticated(info('null'))).toBe(false);
    expect(isAuthenticated(info('true'))).toBe(false);
    expect(isAuthenticated('SiteUserInfo=%E0%A4%A')).toBe(false);
    expect(isAuthenticated('other=1')).toBe(false);
  });
});

describe('shouldLoadCart (page start)', () => {
  it('loads for a signed-in customer without any cart cookie (the cart follows the account)', () => {
    expect(shouldLoadCart(`crumb=abc; SiteUserInfo=${encodeURIComponent('{"authenticated":true,"siteUserId":"u1"}')}`)).toBe(true);
  });
  it('does not load for a SiteUserInfo that is signed out or unparsable', () => {
    expect(shouldLoadCart(`SiteUserInfo=${encodeURIComponent('{"authenticated":false,"siteUserId":"u1"}')}`)).toBe(false);
    expect(shouldLoadCart(`SiteUserInfo=${encodeURIComponent('{"authenticated":true,"siteUserId":7}')}`)).toBe(false);
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
