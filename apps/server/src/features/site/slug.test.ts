import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify', () => {
  it('lower-cases, drops accents and joins words with -', () => {
    expect(slugify('Café Crème — 2 kg')).toBe('cafe-creme-2-kg');
    expect(slugify('  --Hello__World!!  ')).toBe('hello-world');
  });

  it('transliterates: Straße → strasse, and Cyrillic and Greek titles keep a readable slug', () => {
    expect(slugify('Straße')).toBe('strasse');
    expect(slugify('Große Tasse')).toBe('grosse-tasse');
    expect(slugify('Привет, мир')).toBe('privet-mir');
    expect(slugify('Καλημέρα κόσμε')).toBe('kalimera-kosme');
    expect(slugify('Ærøskøbing')).toBe('aeroskobing');
  });

  it('is empty when nothing is left, and at most 60 characters (or the given length) without a trailing -', () => {
    expect(slugify('!!!')).toBe('');
    expect(slugify(`${'a'.repeat(59)} b`)).toBe('a'.repeat(59));
    expect(slugify('summer sale now', 11)).toBe('summer-sale');
  });
});
