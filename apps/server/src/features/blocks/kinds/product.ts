import type { BlockBuilder } from './block-builder.ts';

/** The product's card (the pages feature's shape); one the viewer may not see is left out. */
export const productBuilder: BlockBuilder<'product'> = {
  needs: (block) => ({ productIds: [block.productId] }),
  context(block, sources) {
    const card = sources.productCards.get(block.productId);
    return card ? { cards: [card] } : null;
  },
};
