import { defineBlockKind } from '../block-kind.ts';
import { id } from '../schema-pieces.ts';

/** One of the site's galleries, drawn by the galleries feature's partial and islands. */
export const galleryBlock = defineBlockKind('gallery', { galleryId: id('galleryId') }, {
  catalogue: { name: 'Gallery', about: 'One of your galleries' },
  blank: { galleryId: '' },
  requiredChoice: { field: 'galleryId', message: 'Choose a gallery.' },
  form: [{ control: 'choice', field: 'galleryId', label: 'Gallery', list: 'galleries', none: 'The site has no galleries yet: make one under Galleries.' }],
  partial: 'block-gallery.block',
});
