import { richTextDoc } from '@plinth/api';
import { describe, expect, it } from 'vitest';
import { toRichTextDoc, type LooseNode } from './rich-text-doc.ts';

const doc = (...content: LooseNode[]): LooseNode => ({ type: 'doc', content });
const p = (...content: LooseNode[]): LooseNode => ({ type: 'paragraph', attrs: { textAlign: null }, content });
const text = (t: string, ...marks: LooseNode['marks'] & object): LooseNode => ({ type: 'text', text: t, marks });
/** The cleaned doc, checked against the server's own schema. */
const clean = (json: LooseNode) => {
  const out = toRichTextDoc(json);
  expect(richTextDoc.parse(out)).toEqual(out);
  return out;
};

describe('rich text as the server keeps it', () => {
  it("keeps the editor's nodes, marks and attributes, dropping defaults", () => {
    const json = doc(
      { type: 'heading', attrs: { level: 2, textAlign: 'center' }, content: [text('Our story')] },
      p(text('We make '), text('tea', { type: 'bold' }, { type: 'italic' }), text(' by hand.', { type: 'underline' }), { type: 'hardBreak' }, text('old', { type: 'strike' })),
      { type: 'orderedList', attrs: { start: 3, type: null }, content: [{ type: 'listItem', content: [p(text('Steep'))] }] },
      { type: 'blockquote', content: [p(text('Lovely'))] },
      { type: 'horizontalRule' },
    );
    expect(clean(json)).toEqual({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2, textAlign: 'center' }, content: [{ type: 'text', text: 'Our story' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'We make ' },
            { type: 'text', text: 'tea', marks: [{ type: 'bold' }, { type: 'italic' }] },
            { type: 'text', text: ' by hand.', marks: [{ type: 'underline' }] },
            { type: 'hardBreak' },
            { type: 'text', text: 'old', marks: [{ type: 'strike' }] },
          ],
        },
        { type: 'orderedList', attrs: { start: 3 }, content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Steep' }] }] }] },
        { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Lovely' }] }] },
        { type: 'horizontalRule' },
      ],
    });
  });

  it('keeps only the address and a new window of a link, and unlinks an unsafe address but keeps its words', () => {
    const out = clean(
      doc(
        p(
          text('mail', { type: 'link', attrs: { href: 'mailto:jo@shop.com?subject=Hi', target: '_blank', rel: 'noopener', class: 'x', title: 't' } }),
          text('evil', { type: 'link', attrs: { href: 'javascript:alert(1)' } }),
          text('self', { type: 'link', attrs: { href: '/about', target: '_self' } }),
        ),
      ),
    );
    expect(out.content![0].content).toEqual([
      { type: 'text', text: 'mail', marks: [{ type: 'link', attrs: { href: 'mailto:jo@shop.com?subject=Hi', target: '_blank' } }] },
      { type: 'text', text: 'evil' },
      { type: 'text', text: 'self', marks: [{ type: 'link', attrs: { href: '/about' } }] },
    ]);
  });

  it('drops what is not rich text: images go, a code block and a table give up their words', () => {
    const out = clean(
      doc(
        { type: 'image', attrs: { src: 'https://x.test/a.png' } },
        { type: 'codeBlock', content: [text('let a = 1;')] },
        { type: 'table', content: [{ type: 'tableRow', content: [{ type: 'tableCell', content: [p(text('cell'))] }] }] },
        p(text('x', { type: 'highlight' }, { type: 'textStyle', attrs: { color: 'red' } }), { type: 'mention', attrs: { id: 1 } }),
        { type: 'heading', attrs: { level: 6, id: 'h' }, content: [text('Small')] },
      ),
    );
    expect(out).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'let a = 1;' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'cell' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'x' }] },
        { type: 'heading', attrs: { level: 4 }, content: [{ type: 'text', text: 'Small' }] },
      ],
    });
  });

  it('puts stray pieces where they belong', () => {
    expect(clean(doc(text('loose'), { type: 'listItem', content: [p(text('orphan'))] }, { type: 'bulletList', content: [p(text('bare'))] }, { type: 'bulletList' }))).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'loose' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'orphan' }] },
        { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'bare' }] }] }] },
      ],
    });
    expect(clean(doc(p(text('a'), p(text('b')) as LooseNode)))).toEqual({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'a' }, { type: 'text', text: 'b' }] }] });
  });

  it('flattens lists nested deeper than the server takes', () => {
    let list: LooseNode = { type: 'bulletList', content: [{ type: 'listItem', content: [p(text('deepest'))] }] };
    for (let i = 0; i < 10; i += 1) list = { type: 'bulletList', content: [{ type: 'listItem', content: [p(text(`level ${i}`)), list] }] };
    const out = clean(doc(list));
    expect(JSON.stringify(out)).toContain('deepest');
  });

  it('gives an empty paragraph for nothing', () => {
    expect(clean({})).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
    expect(clean(doc())).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
    expect(toRichTextDoc(null)).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
  });
});
