import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify', () => {
  it('lower-cases, drops accents and joins words with -', () => {
    expect(slugify('Café Crème — 2 kg')).toBe('cafe-creme-2-kg');
    expect(slugify('  --Hello__World!!  ')).toBe('hello-world');
  });
  it('is empty when nothing is left, and at most 60 characters without a trailing -', () => {
    expect(slugify('日本')).toBe('');
    const long = slugify(`${'a'.repeat(59)} b`);
    expect(long).toBe('a'.repeat(59));
  });
});
