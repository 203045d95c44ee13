import { describe, expect, it } from 'vitest';
import { addPhoto, changedAltTexts, movePhoto, photosBody, removePhoto, toDraft, type ProductPhoto } from './photos-draft.ts';

const photo = (id: string, altText = ''): ProductPhoto => ({ mediaId: id, fileName: `${id}.jpg`, url: `/media/${id}/${id}.jpg`, assetUrl: `/media/${id}/v1/${id}.jpg`, altText, originalSize: '2000x1500' });
const answer = { images: [photo('a', 'Front'), photo('b')], variants: [{ variantId: 'v1', mediaId: null }, { variantId: 'v2', mediaId: 'b' }] };

describe('the photos draft', () => {
  it('reads the answer: photos in order, variant images by variant', () => {
    const draft = toDraft(answer);
    expect(draft.photos.map((p) => [p.mediaId, p.draftAlt])).toEqual([['a', 'Front'], ['b', '']]);
    expect(draft.variantImages).toEqual({ v2: 'b' });
  });

  it('moves a photo anywhere, clamped to the list', () => {
    expect(movePhoto(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(movePhoto(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(movePhoto(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
    expect(movePhoto(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });

  it('adds a file once, and removing a photo clears the variant image that used it', () => {
    const draft = toDraft(answer);
    expect(addPhoto(draft, photo('a')).photos).toHaveLength(2);
    expect(addPhoto(draft, photo('c')).photos.map((p) => p.mediaId)).toEqual(['a', 'b', 'c']);
    expect(removePhoto(draft, 'b')).toMatchObject({ variantImages: {} });
  });

  it('sends every variant, and the alt texts that changed', () => {
    const draft = toDraft(answer);
    expect(photosBody(draft, ['v1', 'v2'])).toEqual({ mediaIds: ['a', 'b'], variants: [{ variantId: 'v1', mediaId: null }, { variantId: 'v2', mediaId: 'b' }] });
    draft.photos[1].draftAlt = ' Back of the tee ';
    expect(changedAltTexts(draft)).toEqual([{ mediaId: 'b', altText: 'Back of the tee' }]);
  });
});
