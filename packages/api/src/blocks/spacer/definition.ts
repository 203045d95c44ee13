import { z } from 'zod';
import { defineBlockKind } from '../block-kind.ts';
import { EDITOR_LIMITS } from '../schema-pieces.ts';

const { minSpacer, maxSpacer } = EDITOR_LIMITS;

/** Empty space between blocks, in pixels. */
export const spacerBlock = defineBlockKind('spacer', {
  height: z.number().int().min(minSpacer).max(maxSpacer, `A spacer is ${minSpacer} to ${maxSpacer} pixels high.`).default(48),
}, {
  catalogue: { name: 'Spacer', about: 'Empty space between blocks' },
  blank: { height: 48 },
  form: [{ control: 'number', field: 'height', label: 'Height in pixels', hint: `${minSpacer} to ${maxSpacer}`, min: minSpacer, max: maxSpacer, step: 8 }],
  summary: (block) => `${block.height} px`,
  partial: 'block-spacer.block',
});
