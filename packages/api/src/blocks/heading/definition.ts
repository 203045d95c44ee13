import { z } from 'zod';
import { clip, defineBlockKind } from '../block-kind.ts';
import { ALIGN_OPTIONS, align, shortText } from '../schema-pieces.ts';

/** A title for a part of the page, level 1 to 4. */
export const headingBlock = defineBlockKind('heading', {
  text: shortText('Heading').trim().min(1, 'A heading needs text.'),
  level: z.number().int().min(1).max(4, 'Headings go from level 1 to 4.').default(2),
  align: align.default('left'),
}, {
  catalogue: { name: 'Heading', about: 'A title for a part of the page' },
  blank: { text: '', level: 2, align: 'left' },
  form: [
    { control: 'text', field: 'text', label: 'Heading text' },
    { control: 'row', fields: [
      { control: 'select', field: 'level', label: 'Level', options: [[1, 'Heading 1'], [2, 'Heading 2'], [3, 'Heading 3'], [4, 'Heading 4']] },
      { control: 'select', field: 'align', label: 'Alignment', options: ALIGN_OPTIONS },
    ] },
  ],
  summary: (block) => clip(`Heading ${block.level}: ${block.text}`),
  partial: 'block-heading.block',
});
