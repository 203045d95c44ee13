import { describe, expect, it } from 'vitest';
import { usageSummary } from './media-words.ts';

describe('usageSummary', () => {
  it('counts the places a file is used, by kind', () => {
    expect(usageSummary([])).toBe('');
    expect(usageSummary([{ kind: 'page' }, { kind: 'page' }, { kind: 'page' }])).toBe('used on 3 pages');
    expect(usageSummary([{ kind: 'product' }, { kind: 'page' }, { kind: 'gallery' }, { kind: 'gallery' }])).toBe('used on 1 page, 1 product and 2 galleries');
  });
});
