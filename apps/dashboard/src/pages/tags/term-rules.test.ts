import { describe, expect, it } from 'vitest';
import * as api from '@plinth/api';
import { filterTerms, itemCount, nameProblem, TAG_TYPE, TAXONOMY_MESSAGES, TERM_MAX_LENGTH, tidyName } from './term-rules.ts';

const terms = [{ name: 'Bread' }, { name: 'Ceramics' }, { name: 'how-to' }];

describe('term rules', () => {
  it('filters by part of a name, in any case', () => {
    expect(filterTerms(terms, 'RA').map((t) => t.name)).toEqual(['Ceramics']);
    expect(filterTerms(terms, '  ')).toHaveLength(3);
  });

  it("says the spec's sentences for a repeat, and why a name is too long or empty", () => {
    expect(nameProblem('tags', ' bread ', terms)).toBe('This tag already exists.');
    expect(nameProblem('categories', 'bread', terms)).toBe('This category already exists.');
    expect(nameProblem('tags', 't'.repeat(51), terms)).toBe('A tag is at most 50 characters.');
    expect(nameProblem('categories', 'c'.repeat(26), terms)).toBe('A category is at most 25 characters.');
    expect(nameProblem('categories', 'c'.repeat(25), terms)).toBeNull();
    expect(nameProblem('tags', '   ', terms)).toBe('Please enter a tag name.');
    // Renaming a term to another case of itself is fine.
    expect(nameProblem('tags', 'BREAD', terms, 'Bread')).toBeNull();
    expect(nameProblem('tags', 'ceramics', terms, 'Bread')).toBe('This tag already exists.');
  });

  it('tidies names and counts items in words', () => {
    expect(tidyName('  sour   dough ')).toBe('sour dough');
    expect(itemCount(1, 'blog')).toBe('1 post');
    expect(itemCount(0, 'products')).toBe('0 products');
  });
});

describe('the manager’s words', () => {
  it('are the contract’s', () => {
    expect(TAG_TYPE).toEqual(api.TAG_TYPE);
    expect(TERM_MAX_LENGTH).toEqual(api.TERM_MAX_LENGTH);
    for (const kind of api.TAXONOMY_KINDS) {
      for (const key of Object.keys(api.TAXONOMY_MESSAGES) as (keyof typeof api.TAXONOMY_MESSAGES)[]) {
        expect(TAXONOMY_MESSAGES[key](kind)).toBe(api.TAXONOMY_MESSAGES[key](kind));
      }
    }
  });
});
