import { clip, defineBlockKind } from '../block-kind.ts';
import { href, id, shortText } from '../schema-pieces.ts';
import { captionsLanguage } from './captions-language.ts';

/** A video file of the media library (with poster and captions) or a video address (YouTube, Vimeo…). */
export const videoBlock = defineBlockKind('video', {
  mediaId: id('mediaId').nullable().default(null),
  url: href('Video address').nullable().default(null),
  caption: shortText('Caption').default(''),
  posterMediaId: id('posterMediaId').nullable().default(null),
  /** A WebVTT file of the media library (`text/vtt`), shown as the uploaded video's captions. */
  captionsMediaId: id('captionsMediaId').nullable().default(null),
  captionsLanguage: captionsLanguage.default('en'),
  captionsLabel: shortText('Captions label', 80).default('English'),
}, {
  catalogue: { name: 'Video', about: 'A video file or a video address' },
  blank: { mediaId: null, url: null, caption: '', posterMediaId: null, captionsMediaId: null, captionsLanguage: 'en', captionsLabel: 'English' },
  form: [
    { control: 'mediaSource', noun: 'video', imagesOnly: false },
    { control: 'text', field: 'caption', label: 'Caption' },
    { control: 'poster' },
    { control: 'captions' },
  ],
  mediaFields: ['mediaId', 'posterMediaId', 'captionsMediaId'],
  summary: (block) => clip(block.mediaId ? 'Library file' : block.url ?? 'No file yet'),
  partial: 'block-video.block',
});
