import { SAFE_HREF } from '@plinth/api';
import type { BlockBuilder } from './block-builder.ts';

/** A library sound or a sound's address, with its title. */
export const audioBuilder: BlockBuilder<'audio'> = {
  needs: (block) => ({ mediaIds: [block.mediaId] }),
  context(block, sources) {
    const title = block.title.trim();
    if (block.mediaId) {
      const file = sources.media.get(block.mediaId);
      if (!file || !file.contentType.startsWith('audio/') || file.status === 'failed') return null;
      return { src: file.url, title, label: title || file.fileName };
    }
    return block.url && SAFE_HREF.test(block.url) ? { src: block.url, title, label: title || 'Audio' } : null;
  },
};
