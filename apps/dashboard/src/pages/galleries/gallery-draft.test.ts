import { describe, expect, it } from 'vitest';
import { addFile, galleryBody, isUnsaved, moveItem, setSetting, toDraft, type DraftSettings } from './gallery-draft.ts';
import type { GalleryJson } from './galleries-api.ts';

const settings = { design: 'grid', autoplay: false, 'autoplay-duration': null, thumbnails: false, 'thumbnail-strip-height': null, 'thumbnail-strip-margin': null, padding: 20 } as unknown as DraftSettings;
const gallery: GalleryJson = { id: 'g1', title: 'Studio', settings: settings as GalleryJson['settings'], items: [], createdAt: 1, updatedAt: 1 };
const file = (id: string, contentType = 'image/jpeg') => ({ id, fileName: `${id}.jpg`, contentType, url: `/media/${id}/${id}.jpg`, originalSize: '1200x800', altText: '' });

describe('the gallery draft', () => {
  it('gives autoplay its duration and thumbnails their strip when turned on, and takes them away when off', () => {
    const on = setSetting(settings, 'autoplay', true);
    expect(on['autoplay-duration']).toBe(5);
    expect(setSetting(setSetting(on, 'autoplay-duration', 8), 'autoplay', false)['autoplay-duration']).toBeNull();
    const strip = setSetting(settings, 'thumbnails', true);
    expect([strip['thumbnail-strip-height'], strip['thumbnail-strip-margin']]).toEqual([80, 20]);
    expect(setSetting(strip, 'thumbnails', false)['thumbnail-strip-height']).toBeNull();
  });

  it('adds files as image or video items, each with its own key, and moves them', () => {
    const items = addFile(addFile(addFile([], file('a')), file('a')), file('v', 'video/mp4'));
    expect(items.map((i) => [i.mediaId, i.mediaType])).toEqual([['a', 'imageFile'], ['a', 'imageFile'], ['v', 'video']]);
    expect(new Set(items.map((i) => i.key)).size).toBe(3);
    expect(moveItem(items, 2, 0).map((i) => i.mediaId)).toEqual(['v', 'a', 'a']);
    expect(moveItem(['a', 'b', 'c'], 0, 9)).toEqual(['b', 'c', 'a']);
  });

  it('sends the items in order with their meta, an empty link as none, and knows when it is unsaved', () => {
    const saved = toDraft(gallery);
    const draft = { ...saved, title: ' Studio ', items: addFile([], file('a')).map((i) => ({ ...i, caption: 'Hi', link: ' ' })) };
    expect(galleryBody(draft)).toEqual({ title: 'Studio', settings, items: [{ mediaId: 'a', mediaType: 'imageFile', title: '', caption: 'Hi', link: null }] });
    expect(isUnsaved(saved, saved)).toBe(false);
    expect(isUnsaved(draft, saved)).toBe(true);
    expect(isUnsaved({ ...saved, settings: setSetting(saved.settings, 'padding', 10) }, saved)).toBe(true);
  });
});
