import { clip, defineBlockKind } from '../block-kind.ts';
import { editorLink } from '../link.ts';
import { EDITOR_LIMITS, href, id, shortText } from '../schema-pieces.ts';

/** A picture from the media library or an address, with alt text, a caption and a link. */
export const imageBlock = defineBlockKind('image', {
  /** A file of the media library; or `url` for a picture elsewhere. */
  mediaId: id('mediaId').nullable().default(null),
  url: href('Image address').nullable().default(null),
  alt: shortText('Alt text', 500).default(''),
  caption: shortText('Caption', EDITOR_LIMITS.maxLongText).default(''),
  link: editorLink.nullable().default(null),
}, {
  catalogue: { name: 'Image', about: 'A picture from the library or an address, with a caption' },
  blank: { mediaId: null, url: null, alt: '', caption: '', link: null },
  form: [
    { control: 'mediaSource', noun: 'image', imagesOnly: true, altField: 'alt' },
    { control: 'text', field: 'alt', label: 'Alt text', max: 500, hint: 'What the picture shows, for people who cannot see it.' },
    { control: 'textarea', field: 'caption', label: 'Caption', rows: 2 },
    { control: 'link', field: 'link', label: 'Image link', optional: true },
  ],
  mediaFields: ['mediaId'],
  summary: (block) => clip(block.alt || block.caption || (block.mediaId ? 'Library image' : block.url ?? 'No picture yet')),
  partial: 'block-image.block',
});
