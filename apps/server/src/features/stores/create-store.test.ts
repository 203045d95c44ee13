import { describe, expect, it } from 'vitest';
import { deriveStoreUrlId, RESERVED_URL_IDS, slugifyUrlId, storeFirstNavigationUpdate, withStoreFirst } from './create-store.ts';
import type { LayoutNavigation, NavigationLink } from '../content/index.ts';

const link = (collectionId: string, items: NavigationLink[] = []): NavigationLink => ({
  collectionId,
  title: collectionId,
  url: `/${collectionId}`,
  externalLink: null,
  memberAreaId: null,
  enabled: true,
  items,
});

describe('slugifyUrlId', () => {
  it('keeps lower-case ASCII letters, digits and single dashes', () => {
    expect(slugifyUrlId('Summer Sale!')).toBe('summer-sale');
    expect(slugifyUrlId('  Crème brûlée & Café  ')).toBe('creme-brulee-cafe');
    expect(slugifyUrlId('--A__B--2026--')).toBe('a-b-2026');
    expect(slugifyUrlId('日本')).toBe('');
  });

  it('caps the length at 100 without a trailing dash', () => {
    const slug = slugifyUrlId(`${'a'.repeat(99)} b`);
    expect(slug).toBe('a'.repeat(99));
    expect(slugifyUrlId('x'.repeat(300))).toHaveLength(100);
  });
});

describe('deriveStoreUrlId', () => {
  it('derives the url id from the title', () => {
    expect(deriveStoreUrlId('Summer Sale', [])).toBe('summer-sale');
  });

  it('falls back to the fallback title when the slug is empty or under 3 characters', () => {
    expect(deriveStoreUrlId('', [])).toBe('store');
    expect(deriveStoreUrlId('!!', [])).toBe('store');
    expect(deriveStoreUrlId('Go', [])).toBe('store');
    expect(deriveStoreUrlId('日本', [])).toBe('store');
    expect(deriveStoreUrlId('Go', [], 'Boutique')).toBe('boutique');
    expect(deriveStoreUrlId('Abc', [])).toBe('abc');
  });

  it('appends the next free numeric suffix on a collision, starting at -1', () => {
    expect(deriveStoreUrlId('Summer Sale', ['summer-sale'])).toBe('summer-sale-1');
    expect(deriveStoreUrlId('Summer Sale', ['summer-sale', 'summer-sale-1', 'summer-sale-3'])).toBe('summer-sale-2');
    expect(deriveStoreUrlId('Summer Sale', ['Summer-Sale'])).toBe('summer-sale-1');
    expect(deriveStoreUrlId('', ['store'])).toBe('store-1');
  });

  it('treats reserved paths as collisions', () => {
    for (const reserved of ['cart', 'config', 'api', 'assets', 'checkout', 'commerce', 'search', 'home']) {
      expect(RESERVED_URL_IDS.has(reserved)).toBe(true);
      expect(deriveStoreUrlId(reserved, [])).toBe(`${reserved}-1`);
    }
    expect(deriveStoreUrlId('Cart', ['cart-1'])).toBe('cart-2');
  });

  it('keeps the suffix inside the length limit', () => {
    const long = 'a'.repeat(100);
    expect(deriveStoreUrlId(long, [long])).toBe(`${'a'.repeat(98)}-1`);
  });

  it('refuses a fallback title that gives no url id', () => {
    expect(() => deriveStoreUrlId('', [], 'x')).toThrow("The fallback title 'x' gives no usable url id");
  });
});

describe('withStoreFirst', () => {
  const layout: LayoutNavigation[] = [
    { identifier: 'secondaryNavigation', links: [link('legal')] },
    { identifier: 'mainNavigation', links: [link('home'), link('shop', [link('sale')]), link('blog')] },
  ];

  it('puts the new store ahead of the main navigation links, keeping their order and nesting', () => {
    expect(withStoreFirst(layout, 'new')).toEqual([
      { collectionId: 'new', externalLink: null, memberAreaId: null, items: [] },
      { collectionId: 'home', externalLink: null, memberAreaId: null, items: [] },
      { collectionId: 'shop', externalLink: null, memberAreaId: null, items: [{ collectionId: 'sale', externalLink: null, memberAreaId: null, items: [] }] },
      { collectionId: 'blog', externalLink: null, memberAreaId: null, items: [] },
    ]);
  });

  it('does not repeat a store already in the navigation', () => {
    expect(withStoreFirst(layout, 'blog').map((item) => item.collectionId)).toEqual(['blog', 'home', 'shop']);
  });

  it("fails with 'Unable to find site main navigation' when the layout has none", () => {
    expect(() => withStoreFirst([], 'new')).toThrow(new Error('Unable to find site main navigation'));
    expect(() => withStoreFirst([layout[0]], 'new')).toThrow('Unable to find site main navigation');
  });

  it('builds the whole UpdateNavigation body', () => {
    const body = storeFirstNavigationUpdate(layout, 'default', 'new');
    expect(body.fieldName).toBe('mainNavigation');
    expect(body.templateId).toBe('default');
    expect(body.navigation.items.map((item) => item.collectionId)).toEqual(['new', 'home', 'shop', 'blog']);
  });
});
