import { describe, expect, it } from 'vitest';
import { excerptHtml, highlight } from './excerpt.ts';
import { parseSearchQuery } from './search-query.ts';
import { documentText, htmlToText } from './search-text.ts';

describe('parseSearchQuery', () => {
  it('reads words, phrases, or and left-out words the same way for FTS5 and PostgreSQL', () => {
    expect(parseSearchQuery('"sea salt" or pepper -black')).toMatchObject({
      fts5: '("sea salt") OR ("pepper" NOT "black")',
      websearch: '"sea salt" or "pepper" -"black"',
      words: ['sea', 'salt', 'pepper'],
    });
  });

  it('quotes every word, so no operator of either grammar gets through', () => {
    const { fts5, websearch } = parseSearchQuery('NEAR(a b) col:x * ^y AND OR NOT !z & | <->');
    expect(fts5).toBe('("near a" AND "b" AND "col x" AND "y" AND "and") OR ("not" AND "z")');
    expect(websearch).not.toMatch(/[&|!<>():*^]/);
  });

  it('is empty when nothing can match: no words, only left-out words, only operators', () => {
    for (const text of ['', '   ', '🍞', '-bread', 'or or', '"" -', '\u0000']) expect(parseSearchQuery(text).fts5).toBe('');
  });

  it('keeps accents with their letters, however they were typed', () => {
    expect(parseSearchQuery('cre\u0300me brûlée').words).toEqual(['crème', 'brûlée']);
  });

  it('uses at most 200 characters and 16 words', () => {
    expect(parseSearchQuery('word '.repeat(2000)).words).toEqual(['word']);
    expect(parseSearchQuery(Array.from({ length: 30 }, (_, i) => `w${i}`).join(' ')).fts5.match(/"/g)?.length).toBe(32);
  });
});

describe('excerpts', () => {
  it('escapes the text and marks the words at word starts, any case', () => {
    expect(highlight('<b>Bread</b> & breadth, abread', ['bread'])).toBe('&lt;b&gt;<mark>Bread</mark>&lt;/b&gt; &amp; <mark>breadth</mark>, abread');
  });

  it('starts near the first word found, with ellipses where text was cut', () => {
    const text = `${'lorem '.repeat(100)}sourdough ${'ipsum '.repeat(100)}`;
    const excerpt = excerptHtml(text, ['sourdough']);
    expect(excerpt.startsWith('… ')).toBe(true);
    expect(excerpt.endsWith(' …')).toBe(true);
    expect(excerpt).toContain('<mark>sourdough</mark>');
    expect(excerpt.length).toBeLessThan(260);
  });
});

describe('indexed text', () => {
  it('reads HTML as words: tags dropped, entities read, scripts left out', () => {
    expect(htmlToText('<p>Fish &amp; <em>chips</em></p><script>x()</script><p>&#233;t&eacute;&#x21;</p>')).toBe('Fish & chips ét&eacute;!');
  });

  it('reads an editor document’s words, not its code', () => {
    const doc = { sections: [{ id: 's', blocks: [
      { id: 'a', type: 'text', content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hello' }] }] } },
      { id: 'b', type: 'heading', text: 'Title' },
      { id: 'c', type: 'code', source: 'secretCode()', language: 'javascript' },
      { id: 'd', type: 'audio', title: 'Track one' },
    ] }] };
    expect(documentText(JSON.stringify(doc))).toBe('Hello Title Track one');
    expect(documentText('{not json')).toBe('');
  });
});
