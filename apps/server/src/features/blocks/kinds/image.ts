import { SAFE_HREF } from '@plinth/api';
import { BLOCK_IMAGE_SIZES, libraryPicture, linkOf } from '../media-blocks.ts';
import type { BlockBuilder } from './block-builder.ts';

/** The first image among the first blocks is likely the largest paint: loaded at once, with priority. */
const EAGER_BEFORE_BLOCK = 3;

/** A library picture (its size and derivatives) or a picture's address, with alt text, caption and link. */
export const imageBuilder: BlockBuilder<'image'> = {
  needs: (block) => ({ mediaIds: [block.mediaId] }),
  context(block, sources, place) {
    const file = block.mediaId ? sources.media.get(block.mediaId) : undefined;
    if (block.mediaId && (!file || !file.isImage || file.status === 'failed')) return null;
    if (!file && !(block.url && SAFE_HREF.test(block.url))) return null;
    const picture = file ? libraryPicture(file) : { src: block.url as string, srcset: '', width: null, height: null };
    const link = linkOf(block.link);
    const eager = place.imagesBefore === 0 && place.blocksBefore < EAGER_BEFORE_BLOCK;
    return {
      ...picture,
      sizes: picture.srcset ? BLOCK_IMAGE_SIZES : '',
      // A linked picture is the link's only content, so it always has a name.
      alt: (block.alt.trim() || (file?.altText ?? '').trim() || (link ? block.link?.name.trim() || block.caption.trim() || link.href : '')).slice(0, 250),
      caption: block.caption.trim(),
      href: link?.href ?? null,
      newWindow: link?.newWindow ?? false,
      eager,
    };
  },
  placed(place) {
    place.imagesBefore++;
  },
};
