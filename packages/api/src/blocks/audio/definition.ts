import { clip, defineBlockKind } from '../block-kind.ts';
import { href, id, shortText } from '../schema-pieces.ts';

/** An audio player for a file of the media library or an address. */
export const audioBlock = defineBlockKind('audio', {
  mediaId: id('mediaId').nullable().default(null),
  url: href('Audio address').nullable().default(null),
  title: shortText('Title').default(''),
}, {
  catalogue: { name: 'Audio', about: 'An audio player' },
  blank: { mediaId: null, url: null, title: '' },
  form: [
    { control: 'mediaSource', noun: 'audio', imagesOnly: false },
    { control: 'text', field: 'title', label: 'Title' },
  ],
  mediaFields: ['mediaId'],
  summary: (block) => clip(block.mediaId ? 'Library file' : block.url ?? 'No file yet'),
  partial: 'block-audio.block',
});
