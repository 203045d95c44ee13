import { SAFE_HREF, type BlockOfType } from '@plinth/api';
import type { BlockSources } from '../block-sources.ts';
import { videoEmbed } from '../embeds.ts';
import { libraryPicture, sizeOf } from '../media-blocks.ts';
import type { BlockBuilder } from './block-builder.ts';

/** A language's English name, for captions whose label was left empty ('pt-BR' → 'Brazilian Portuguese'). */
const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

/**
 * The `<track>` of an uploaded video's captions: a ready WebVTT file of the library (the editor
 * refuses any other; one deleted since is left out), served from this site so the browser loads
 * it without CORS. Null when there are none.
 */
function captionsOf(block: BlockOfType<'video'>, sources: BlockSources): { src: string; lang: string; label: string } | null {
  const file = block.captionsMediaId ? sources.media.get(block.captionsMediaId) : undefined;
  if (!file || file.contentType !== 'text/vtt' || file.status !== 'ready') return null;
  const lang = block.captionsLanguage;
  return { src: file.assetUrl, lang, label: block.captionsLabel.trim() || (languageNames.of(lang) ?? lang) };
}

/** A library video with its poster and captions, a YouTube or Vimeo link turned into its player on click, or a video's address. */
export const videoBuilder: BlockBuilder<'video'> = {
  needs: (block) => ({ mediaIds: [block.mediaId, block.posterMediaId, block.captionsMediaId] }),
  context(block, sources) {
    const caption = block.caption.trim();
    const poster = block.posterMediaId ? sources.media.get(block.posterMediaId) : undefined;
    const posterUrl = poster?.isImage && poster.status === 'ready' ? libraryPicture(poster).src : null;
    if (block.mediaId) {
      const file = sources.media.get(block.mediaId);
      if (!file || !file.contentType.startsWith('video/') || file.status === 'failed') return null;
      const size = sizeOf(file.originalSize);
      return { isFile: true, isEmbed: false, src: file.url, poster: posterUrl, captions: captionsOf(block, sources), caption, ratio: size ? `${size[0]} / ${size[1]}` : '16 / 9', provider: '', watchUrl: null, embedUrl: null, label: caption || file.fileName };
    }
    if (!block.url || !SAFE_HREF.test(block.url)) return null;
    const embed = videoEmbed(block.url);
    if (embed) return { isFile: false, isEmbed: true, src: null, poster: posterUrl, caption, ratio: '16 / 9', provider: embed.provider, watchUrl: embed.watchUrl, embedUrl: embed.embedUrl, label: caption || `${embed.provider} video` };
    return { isFile: true, isEmbed: false, src: block.url, poster: posterUrl, caption, ratio: '16 / 9', provider: '', watchUrl: null, embedUrl: null, label: caption || 'Video' };
  },
};
