import type { BlockBuilder } from './block-builder.ts';

export const quoteBuilder: BlockBuilder<'quote'> = {
  context: (block) => ({ text: block.text, source: block.source.trim() }),
};
