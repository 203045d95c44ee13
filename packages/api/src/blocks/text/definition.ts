import { clip, defineBlockKind } from '../block-kind.ts';
import { richTextDoc, richTextPlain } from '../rich-text.ts';

/** Paragraphs, headings, lists and links: rich text from the whitelist of ../rich-text.ts. */
export const textBlock = defineBlockKind('text', { content: richTextDoc }, {
  catalogue: { name: 'Text', about: 'Paragraphs, headings, lists and links' },
  blank: { content: { type: 'doc', content: [{ type: 'paragraph' }] } },
  form: [{ control: 'richText', field: 'content', label: 'Text' }],
  summary: (block) => clip(richTextPlain(block.content)),
  partial: 'block-text.block',
});
