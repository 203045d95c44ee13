import { z } from 'zod';
import { clip, defineBlockKind } from '../block-kind.ts';
import { editorLink } from '../link.ts';
import { ALIGN_OPTIONS, align, shortText } from '../schema-pieces.ts';

/** A link that looks like a button. */
export const buttonBlock = defineBlockKind('button', {
  label: shortText('Button label', 80).trim().min(1, 'A button needs a label.'),
  link: editorLink,
  style: z.enum(['primary', 'secondary']).default('primary'),
  align: align.default('left'),
}, {
  catalogue: { name: 'Button', about: 'A link that looks like a button' },
  blank: { label: '', link: { kind: 'page', href: '/', name: '', newWindow: false }, style: 'primary', align: 'left' },
  form: [
    { control: 'text', field: 'label', label: 'Button label', max: 80 },
    { control: 'link', field: 'link', label: 'Button link', optional: false },
    { control: 'row', fields: [
      { control: 'select', field: 'style', label: 'Style', options: [['primary', 'Primary'], ['secondary', 'Secondary']] },
      { control: 'select', field: 'align', label: 'Alignment', options: ALIGN_OPTIONS },
    ] },
  ],
  summary: (block) => clip(block.label ? `${block.label} → ${block.link.href}` : 'No label yet'),
  partial: 'block-button.block',
});
