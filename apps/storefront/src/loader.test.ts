import { describe, expect, it } from 'vitest';
import { needsRuntime } from './loader.ts';

describe('needsRuntime', () => {
  it('loads nothing for a page without islands, cart or not', () => {
    expect(needsRuntime([], '')).toBe(false);
    expect(needsRuntime([], 'hasCart=true')).toBe(false);
  });
  it('loads nothing for the layout pill cart alone without a cart', () => {
    expect(needsRuntime(['PillCart'], 'crumb=x; hasCart=false')).toBe(false);
  });
  it('loads for the pill cart when a cart exists', () => {
    expect(needsRuntime(['PillCart'], 'hasCart=true')).toBe(true);
    expect(needsRuntime(['PillCart'], 'plinth_cart=abc')).toBe(true);
    expect(needsRuntime(['PillCart'], `SiteUserInfo=${encodeURIComponent('{"authenticated":true,"siteUserId":"u1"}')}`)).toBe(true);
  });
  it('loads for any other island', () => {
    expect(needsRuntime(['PillCart', 'AddToCartButton'], '')).toBe(true);
    expect(needsRuntime(['CartPage'], '')).toBe(true);
  });
});
