import { linkOf } from '../media-blocks.ts';
import type { BlockBuilder } from './block-builder.ts';

/** A button whose address is no longer one a visitor may follow is left out. */
export const buttonBuilder: BlockBuilder<'button'> = {
  context(block) {
    const link = linkOf(block.link);
    return link ? { label: block.label, ...link, style: block.style, align: block.align } : null;
  },
};
