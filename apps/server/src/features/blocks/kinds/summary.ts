import type { BlockBuilder } from './block-builder.ts';

/** A blog's posts or a store's products, as a list or a grid. */
export const summaryBuilder: BlockBuilder<'summary'> = {
  needs: (block) => ({ summary: { collectionId: block.collectionId, limit: block.limit } }),
  context(block, sources) {
    const summary = sources.summaries.get(block.id);
    if (!summary) return null;
    const isProducts = summary.collection.type === 'products';
    return {
      title: summary.collection.title,
      fullUrl: summary.collection.fullUrl,
      isProducts,
      isGrid: block.design === 'grid',
      items: summary.items.slice(0, block.limit),
    };
  },
};
