import type { BlockBuilder } from './block-builder.ts';

export const spacerBuilder: BlockBuilder<'spacer'> = {
  context: (block) => ({ height: block.height }),
};
