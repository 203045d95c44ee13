import { defineBlockKind } from '../block-kind.ts';

/** A horizontal divider: nothing to set. */
export const lineBlock = defineBlockKind('line', {}, {
  catalogue: { name: 'Line', about: 'A horizontal divider' },
  blank: {},
  form: [{ control: 'note', text: 'A line has no settings.' }],
  partial: 'block-line.block',
});
