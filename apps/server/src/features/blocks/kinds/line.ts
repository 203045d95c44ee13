import type { BlockBuilder } from './block-builder.ts';

export const lineBuilder: BlockBuilder<'line'> = {
  context: () => ({}),
};
