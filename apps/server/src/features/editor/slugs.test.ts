import { describe, expect, it } from 'vitest';
import { RESERVED_PAGE_SLUGS, titleSlug, typedSlug } from './slugs.ts';

describe('page URL slugs', () => {
  it('reads a typed slug as the owner means it, and refuses a bad or reserved one with the value as typed', () => {
    expect(typedSlug(' /Our-Story ')).toBe('our-story');
    for (const bad of ['our story', 'a--b', '-a', 'a-', 'café', 'a/b', '', ...RESERVED_PAGE_SLUGS]) {
      expect(() => typedSlug(bad), bad).toThrow(`${bad} is not a valid page URL.`);
    }
    // Under a blog, a reserved word is only a post's name.
    expect(typedSlug('cart', false)).toBe('cart');
  });

  it('makes a slug from a title, with the next free -N when taken or reserved, as store url ids', () => {
    expect(titleSlug('Café Crème!', [], 'page')).toBe('cafe-creme');
    expect(titleSlug('About', ['about', 'about-1'], 'page')).toBe('about-2');
    expect(titleSlug('Search', [], 'page')).toBe('search-1');
    expect(titleSlug('Hi', [], 'page')).toBe('page');
    expect(titleSlug('Account', [], 'post', false)).toBe('account');
  });
});
