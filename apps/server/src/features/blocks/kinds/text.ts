import { richTextHtml } from '../rich-text.ts';
import type { BlockBuilder } from './block-builder.ts';

/** Rich text rendered from its whitelist; an empty one is left out. */
export const textBuilder: BlockBuilder<'text'> = {
  context(block) {
    const html = richTextHtml(block.content);
    return html ? { html } : null;
  },
};
