import { describe, expect, it } from 'vitest';
import { countTerms, hasTerm, mergeIn, removeFrom, renameIn, uniqueTerms } from './terms.ts';

describe('terms', () => {
  it('compares names without regard to case and keeps each once', () => {
    expect(hasTerm(['Baking'], 'baking')).toBe(true);
    expect(uniqueTerms(['Bread', 'bread', 'Cake'])).toEqual(['Bread', 'Cake']);
  });

  it('renames in place, merges without doubling, removes', () => {
    expect(renameIn(['a', 'Bread', 'c'], 'bread', 'Loaves')).toEqual(['a', 'Loaves', 'c']);
    expect(mergeIn(['Cake', 'Bread'], 'Cake', 'bread')).toEqual(['bread']);
    expect(mergeIn(['Cake', 'x'], 'Cake', 'Bread')).toEqual(['Bread', 'x']);
    expect(removeFrom(['Cake', 'CAKE', 'x'], 'cake')).toEqual(['x']);
  });

  it('counts the items of each term, listing unused names with 0, by name', () => {
    expect(countTerms(['Zest', 'bread'], [['Bread', 'Cake'], ['cake'], []])).toEqual([
      { name: 'bread', count: 1 },
      { name: 'Cake', count: 2 },
      { name: 'Zest', count: 0 },
    ]);
  });
});
