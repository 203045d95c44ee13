import { richTextDoc } from '@plinth/api';
import { describe, expect, it } from 'vitest';
import { richTextHtml } from './rich-text.ts';

const doc = (...content: unknown[]) => ({ type: 'doc', content });
const p = (...content: unknown[]) => ({ type: 'paragraph', content });
const text = (value: string, ...marks: unknown[]) => ({ type: 'text', text: value, ...(marks.length ? { marks } : {}) });
const link = (href: string, target?: string) => ({ type: 'link', attrs: { href, ...(target ? { target } : {}) } });

describe('rich text to HTML', () => {
  it('writes paragraphs, headings 1 to 4, lists, quotes, breaks and rules', () => {
    expect(richTextHtml(doc(
      { type: 'heading', attrs: { level: 1 }, content: [text('Title')] },
      { type: 'heading', attrs: { level: 4 }, content: [text('Small')] },
      p(text('One'), { type: 'hardBreak' }, text('two')),
      { type: 'bulletList', content: [{ type: 'listItem', content: [p(text('a'))] }, { type: 'listItem', content: [p(text('b'))] }] },
      { type: 'orderedList', attrs: { start: 3 }, content: [{ type: 'listItem', content: [p(text('c'))] }] },
      { type: 'orderedList', attrs: { start: 1 }, content: [{ type: 'listItem', content: [p(text('d'))] }] },
      { type: 'blockquote', content: [p(text('Said'))] },
      { type: 'horizontalRule' },
    ))).toBe('<h1>Title</h1><h4>Small</h4><p>One<br>two</p><ul><li><p>a</p></li><li><p>b</p></li></ul><ol start="3"><li><p>c</p></li></ol><ol><li><p>d</p></li></ol><blockquote><p>Said</p></blockquote><hr>');
  });

  it('writes every mark, nested in one fixed order whatever order they come in', () => {
    expect(richTextHtml(doc(p(text('x', { type: 'code' }, { type: 'strike' }, { type: 'underline' }, { type: 'italic' }, { type: 'bold' })))))
      .toBe('<p><strong><em><u><s><code>x</code></s></u></em></strong></p>');
  });

  it('aligns paragraphs and headings by class, never by a style the input carries', () => {
    expect(richTextHtml(doc({ type: 'paragraph', attrs: { textAlign: 'center' }, content: [text('c')] }, { type: 'heading', attrs: { level: 2, textAlign: 'justify' }, content: [text('j')] })))
      .toBe('<p class="rt-align-center">c</p><h2 class="rt-align-justify">j</h2>');
    expect(richTextHtml(doc({ type: 'paragraph', attrs: { textAlign: 'left' }, content: [text('l')] }))).toBe('<p>l</p>');
    expect(richTextHtml(doc({ type: 'paragraph', attrs: { textAlign: 'center;color:red', style: 'position:fixed' }, content: [text('s')] }))).toBe('<p>s</p>');
  });

  it('makes one link of a run of texts under the same link, and a new-window link noopener noreferrer', () => {
    expect(richTextHtml(doc(p(text('Read '), text('our ', link('/about')), text('story', link('/about'), { type: 'bold' }), text(' or '), text('mail', link('mailto:a@b.example?subject=Hi%20there', '_blank'))))))
      .toBe('<p>Read <a href="/about">our <strong>story</strong></a> or <a href="mailto:a@b.example?subject=Hi%20there" target="_blank" rel="noopener noreferrer">mail</a></p>');
  });

  it('escapes text, so markup typed by the owner shows as text', () => {
    expect(richTextHtml(doc(p(text('<script>alert(1)</script> & "quotes" \'too\''))))).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; &#39;too&#39;</p>');
  });

  describe('sanitised by construction (input that never passed the schema)', () => {
    it('drops script, iframe, style and any other node with all it holds', () => {
      const html = richTextHtml(doc(
        { type: 'script', content: [text('alert(1)')] },
        { type: 'iframe', attrs: { src: 'https://evil.example' } },
        { type: 'style', text: 'body{display:none}' },
        p(text('kept')),
      ));
      expect(html).toBe('<p>kept</p>');
    });

    it('writes no attribute the input carries: event handlers, styles, ids and classes are gone', () => {
      const html = richTextHtml(doc(
        { type: 'paragraph', attrs: { onclick: 'alert(1)', style: 'background:url(javascript:alert(1))', class: 'x', id: 'y' }, content: [text('p')] },
        { type: 'heading', attrs: { level: '1 onmouseover=alert(1)' }, content: [text('h')] },
        { type: 'orderedList', attrs: { start: '1" onclick="x' }, content: [{ type: 'listItem', attrs: { onclick: 'x' }, content: [p(text('i'))] }] },
      ));
      expect(html).toBe('<p>p</p><h2>h</h2><ol><li><p>i</p></li></ol>');
      expect(html).not.toMatch(/on\w+=|style=|javascript:/i);
    });

    it('writes no link to javascript:, data:, vbscript: or a protocol-relative address, but keeps the text', () => {
      for (const href of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\nscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox', '//evil.example', '/x" onclick="alert(1)', 'https://ok.example/" onmouseover="x']) {
        const html = richTextHtml(doc(p(text('click', link(href)))));
        expect(html, href).toBe('<p>click</p>');
      }
    });

    it('escapes what an address may still hold and drops a target other than _blank', () => {
      expect(richTextHtml(doc(p(text('q', link('/search?a=1&b=<2>', '_top'))))))
        .toBe('<p><a href="/search?a=1&amp;b=&lt;2&gt;">q</a></p>');
    });

    it('ignores unknown marks and flattens a block found inside a paragraph to its text', () => {
      expect(richTextHtml(doc(p(text('a', { type: 'font', attrs: { style: 'x' } }, { type: 'span' }), { type: 'blockquote', content: [p(text('<b>'))] }, { type: 'image', attrs: { src: 'x' } }))))
        .toBe('<p>a&lt;b&gt;</p>');
    });

    it('wraps loose text between blocks in a paragraph, drops list children that are not list items', () => {
      expect(richTextHtml(doc(text('loose'), { type: 'bulletList', content: [p(text('not an item')), { type: 'listItem', content: [p(text('item'))] }] })))
        .toBe('<p>loose</p><ul><li><p>item</p></li></ul>');
    });

    it('stops at a nesting depth no editor makes, and returns nothing for what is not a doc', () => {
      let deep: Record<string, unknown> = p(text('bottom'));
      for (let i = 0; i < 200; i++) deep = { type: 'blockquote', content: [deep] };
      const html = richTextHtml(doc(deep));
      expect(html).not.toContain('bottom');
      expect(html.startsWith('<blockquote>')).toBe(true);
      expect(richTextHtml({ type: 'paragraph', content: [text('x')] })).toBe('');
      expect(richTextHtml('<p>x</p>')).toBe('');
      expect(richTextHtml(null)).toBe('');
      expect(richTextHtml(doc(null, 3, 'x', [p(text('y'))], p(text('z'))))).toBe('<p>z</p>');
    });

    it('what the schema accepts renders the same way (the schema and the renderer agree on links)', () => {
      const parsed = richTextDoc.safeParse(doc(p(text('x', link('javascript:alert(1)')))));
      expect(parsed.success).toBe(false);
      const ok = richTextDoc.parse(doc(p(text('x', link('https://plinth.example/a', '_blank')))));
      expect(richTextHtml(ok)).toBe('<p><a href="https://plinth.example/a" target="_blank" rel="noopener noreferrer">x</a></p>');
    });
  });
});
