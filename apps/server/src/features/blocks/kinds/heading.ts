import type { BlockBuilder } from './block-builder.ts';

export const headingBuilder: BlockBuilder<'heading'> = {
  context: (block) => ({ text: block.text, level: block.level, align: block.align }),
};
