import { clip, defineBlockKind } from '../block-kind.ts';
import { EDITOR_LIMITS, shortText } from '../schema-pieces.ts';

/** A quotation and its source. */
export const quoteBlock = defineBlockKind('quote', {
  text: shortText('Quote', EDITOR_LIMITS.maxLongText).trim().min(1, 'A quote needs text.'),
  source: shortText('Source').default(''),
}, {
  catalogue: { name: 'Quote', about: 'A quotation and its source' },
  blank: { text: '', source: '' },
  form: [
    { control: 'textarea', field: 'text', label: 'Quote' },
    { control: 'text', field: 'source', label: 'Source' },
  ],
  summary: (block) => clip(block.text),
  partial: 'block-quote.block',
});
