import type { BlockBuilder } from './block-builder.ts';

/** The gallery (the galleries feature's context), its styles written by the first gallery block. */
export const galleryBuilder: BlockBuilder<'gallery'> = {
  needs: (block) => ({ galleryIds: [block.galleryId] }),
  context(block, sources, place) {
    const gallery = sources.galleries.get(block.galleryId);
    return gallery && gallery.items.length > 0 ? { gallery, withStyles: !place.galleryBefore } : null;
  },
  placed(place) {
    place.galleryBefore = true;
  },
};
