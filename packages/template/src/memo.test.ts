import { describe, expect, it } from 'vitest';
import { Memo } from './memo.ts';
import { htmlattrFormatterEscape, htmlFormatterEscape, urlEncode } from './text-filters.ts';

describe('Memo', () => {
  it('remembers values and starts over once full', () => {
    const m = new Memo<string, number>(2);
    m.set('a', 1);
    m.set('b', 2);
    expect(m.get('a')).toBe(1);
    m.set('c', 3);
    expect(m.get('a')).toBeUndefined();
    expect(m.get('c')).toBe(3);
  });

  it('leaves remembered transforms exact: html and attribute escaping of one text differ, every time', () => {
    for (let i = 0; i < 3; i++) {
      expect(htmlFormatterEscape('a "b" & <c>')).toBe('a "b" &amp; &lt;c&gt;');
      expect(htmlattrFormatterEscape('a "b" & <c>')).toBe('a &quot;b&quot; &amp; &lt;c&gt;');
      expect(urlEncode('Linen & Cotton/(x)')).toBe('Linen%20%26%20Cotton/%28x%29');
    }
    const long = '&'.repeat(600);
    expect(htmlFormatterEscape(long)).toBe('&amp;'.repeat(600));
  });
});
