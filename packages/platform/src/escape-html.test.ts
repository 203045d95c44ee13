import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.ts';

describe('escapeHtml', () => {
  it('escapes & < > " and \'', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('escapes an ampersand once, so entities in the input stay visible as text', () => {
    expect(escapeHtml('&amp; &#39;')).toBe('&amp;amp; &amp;#39;');
  });

  it('returns clean text unchanged, empty text included', () => {
    expect(escapeHtml('Merino crew — £30 / 2×')).toBe('Merino crew — £30 / 2×');
    expect(escapeHtml('')).toBe('');
  });
});
