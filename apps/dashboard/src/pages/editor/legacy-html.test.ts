import { describe, expect, it } from 'vitest';
import { legacyToDocument, splitLegacyHtml } from './legacy-html.ts';

describe('the seeded HTML of a page never edited', () => {
  it('becomes text blocks around a gallery block per data-gallery div', () => {
    const html = '<h2>Our work</h2><p>Look:</p>\n<div class="g" data-gallery="gal_1"></div>\n<p>More soon.</p><div data-gallery=\'gal_2\'> </div>';
    expect(splitLegacyHtml(html)).toEqual([{ html: '<h2>Our work</h2><p>Look:</p>\n' }, { galleryId: 'gal_1' }, { html: '\n<p>More soon.</p>' }, { galleryId: 'gal_2' }]);
    let n = 0;
    const doc = legacyToDocument(html, (h) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: h.trim() }] }] }), (p = 'b') => `${p}${++n}`);
    expect(doc.sections).toHaveLength(1);
    expect(doc.sections[0].blocks.map((b) => b.type)).toEqual(['text', 'gallery', 'text', 'gallery']);
    expect(doc.sections[0].blocks[1]).toMatchObject({ type: 'gallery', galleryId: 'gal_1' });
    expect(new Set([doc.sections[0].id, ...doc.sections[0].blocks.map((b) => b.id)]).size).toBe(5);
  });

  it('makes no block of blank HTML', () => {
    expect(splitLegacyHtml('  \n ')).toEqual([]);
    expect(legacyToDocument('', () => ({ type: 'doc' })).sections[0].blocks).toEqual([]);
  });
});
