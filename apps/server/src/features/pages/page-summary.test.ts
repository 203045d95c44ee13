import { describe, expect, it } from 'vitest';
import { pageSummary } from './page-summary.ts';

describe('pageSummary', () => {
  it("takes the first text block's words, tags and entities undone", () => {
    const sections = [{ blocks: [{ type: 'heading', text: 'Welcome' }, { type: 'text', html: '<p>We make <strong>every</strong> piece &amp; ship it.</p><ul><li><p>Wool</p></li></ul>' }] }];
    expect(pageSummary(sections)).toBe('We make every piece & ship it. Wool');
  });

  it('cuts at a word within 160 characters', () => {
    const long = `<p>${'Handmade mugs and bowls '.repeat(12)}</p>`;
    const summary = pageSummary([{ blocks: [{ type: 'text', html: long }] }]);
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary.endsWith('…')).toBe(true);
    expect(summary).toMatch(/(mugs|bowls|and|Handmade)…$/);
  });

  it('falls back to the first heading, and to nothing', () => {
    expect(pageSummary([{ blocks: [{ type: 'image' }, { type: 'heading', text: 'Our studio' }] }])).toBe('Our studio');
    expect(pageSummary([{ blocks: [{ type: 'line' }] }])).toBe('');
    expect(pageSummary(undefined)).toBe('');
  });
});
