import { fileTypeFromFile } from 'file-type';
import { startsAsWebVtt, WEB_VTT_TYPE } from './web-vtt.ts';

/**
 * The types the library accepts, decided from the bytes (file-type), never from the name or the
 * browser's Content-Type. SVG is refused: it is a document that can carry scripts, and a sanitiser
 * is one more thing to get wrong (docs/media-api.md). Raster images are processed; the rest are
 * stored as they are. The one text format taken is WebVTT (a video's captions; web-vtt.ts).
 */
export const RASTER_IMAGE_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
const OTHER_TYPES: ReadonlySet<string> = new Set(['application/pdf', 'video/mp4', 'video/webm', 'audio/mpeg']);

/**
 * The accepted type of a file on disk, or null when its bytes are not one we take. A `text/vtt`
 * answer looked at the head only: the caller checks its size and that it is UTF-8 throughout.
 */
export async function detectMediaType(path: string): Promise<string | null> {
  const type = await fileTypeFromFile(path);
  // file-type knows WebVTT too, but lets a NUL follow 'WEBVTT': our own rule decides for text.
  if (!type || type.mime === WEB_VTT_TYPE) return (await startsAsWebVtt(path)) ? WEB_VTT_TYPE : null;
  return RASTER_IMAGE_TYPES.has(type.mime) || OTHER_TYPES.has(type.mime) ? type.mime : null;
}

/** Whether files of this type get derivatives, originalSize and colorData. */
export function isRasterImage(contentType: string): boolean {
  return RASTER_IMAGE_TYPES.has(contentType);
}
