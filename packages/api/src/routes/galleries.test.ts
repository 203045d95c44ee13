import { describe, expect, it } from 'vitest';
import { GALLERY_MAX_ITEMS, galleryInput, gallerySettingsInput } from './galleries.ts';

const messages = (value: unknown) => (gallerySettingsInput.safeParse(value).error?.issues ?? []).map((issue) => issue.message);

describe('gallery settings (platform.md §3)', () => {
  it('takes the spec’s defaults, with the duration and strip null while autoplay and thumbnails are off', () => {
    expect(gallerySettingsInput.parse({})).toMatchObject({
      design: 'grid', autoplay: false, 'autoplay-duration': null, controls: false, 'auto-crop': true, 'aspect-ratio': 'square',
      'square-thumbs': true, thumbnails: false, 'thumbnail-strip-height': null, 'thumbnail-strip-margin': null, 'show-meta-basic': true,
      'show-meta': true, 'show-meta-only-title': false, 'meta-position': 'bottom', 'show-meta-on-hover': false, 'active-alignment': 'center',
      'thumbnails-per-row': 4, padding: 20, lightbox: false, lightboxTheme: 'dark', 'max-width': 300, newWindow: false, transparentBackground: false,
    });
    expect(gallerySettingsInput.parse({ autoplay: true })['autoplay-duration']).toBe(5);
    expect(gallerySettingsInput.parse({ thumbnails: true })).toMatchObject({ 'thumbnail-strip-height': 80, 'thumbnail-strip-margin': 20 });
  });

  it('accepts each bound and refuses one past it, with a sentence naming the setting', () => {
    for (const [key, min, max, extra] of [
      ['autoplay-duration', 1, 10, { autoplay: true }],
      ['thumbnail-strip-height', 0, 200, { thumbnails: true }],
      ['thumbnail-strip-margin', 0, 60, { thumbnails: true }],
      ['thumbnails-per-row', 1, 10, {}],
      ['padding', 0, 50, {}],
      ['max-width', 100, 300, {}],
    ] as const) {
      expect(gallerySettingsInput.parse({ ...extra, [key]: min })[key]).toBe(min);
      expect(gallerySettingsInput.parse({ ...extra, [key]: max })[key]).toBe(max);
      const message = `${key} must be a whole number from ${min} to ${max}.`;
      expect(messages({ ...extra, [key]: min - 1 })).toEqual([message]);
      expect(messages({ ...extra, [key]: max + 1 })).toEqual([message]);
      expect(messages({ ...extra, [key]: min + 0.5 })).toEqual([message]);
    }
  });

  it('knows the four designs, seven aspect ratios, seven meta positions, three alignments and two lightbox themes', () => {
    for (const design of ['grid', 'slideshow', 'slider', 'stacked']) expect(gallerySettingsInput.parse({ design }).design).toBe(design);
    for (const ratio of ['square', 'standard', 'standard-vertical', 'four-three', 'three-four-vertical', 'widescreen', 'anamorphic-widescreen']) {
      expect(gallerySettingsInput.parse({ 'aspect-ratio': ratio })['aspect-ratio']).toBe(ratio);
    }
    expect(messages({ design: 'carousel' })).toEqual(['design must be one of slideshow, slider, grid, stacked.']);
    expect(messages({ 'meta-position': 'middle' })[0]).toContain('meta-position must be one of top, top-left');
    expect(messages({ lightboxTheme: 'blue' })).toEqual(['lightboxTheme must be one of dark, light.']);
    expect(messages({ 'active-alignment': 'justify' })).toEqual(['active-alignment must be one of left, center, right.']);
    expect(messages({ lightbox: 'yes' })).toEqual(['lightbox must be true or false.']);
  });

  it('refuses a duration without autoplay, a strip without thumbnails, and unknown settings', () => {
    expect(messages({ 'autoplay-duration': 3 })).toEqual(['autoplay-duration applies only when autoplay is on.']);
    expect(messages({ 'thumbnail-strip-height': 50 })).toEqual(['The thumbnail strip’s height and margin apply only when thumbnails is on.']);
    expect(messages({ 'thumbnail-strip-margin': 5 })).toEqual(['The thumbnail strip’s height and margin apply only when thumbnails is on.']);
    expect(messages({ 'autoplay-duration': null })).toEqual([]);
    expect(messages({ colour: 'red' })).toEqual(['Unknown gallery setting: colour.']);
  });
});

describe('gallery body', () => {
  it('holds at most 50 items, each a library file but imageEmpty, of a known media type', () => {
    const item = { mediaId: 'm1' };
    expect(GALLERY_MAX_ITEMS).toBe(50);
    expect(galleryInput.safeParse({ title: 'G', items: Array(50).fill(item) }).success).toBe(true);
    expect(galleryInput.safeParse({ title: 'G', items: Array(51).fill(item) }).error?.issues[0]?.message).toBe('A gallery holds at most 50 items.');
    expect(galleryInput.safeParse({ title: 'G', items: [{ mediaId: null, mediaType: 'imageEmpty' }] }).success).toBe(true);
    expect(galleryInput.safeParse({ title: 'G', items: [{ mediaId: null }] }).error?.issues[0]?.message).toBe('An imageEmpty item has no mediaId; every other item needs one.');
    for (const mediaType of ['imageFile', 'imageLicensed', 'imageReused', 'assetReused', 'video']) expect(galleryInput.safeParse({ title: 'G', items: [{ mediaId: 'm', mediaType }] }).success).toBe(true);
    expect(galleryInput.safeParse({ title: 'G', items: [{ mediaId: 'm', mediaType: 'audio' }] }).error?.issues[0]?.message).toContain('mediaType must be one of imageEmpty');
    expect(galleryInput.safeParse({ title: ' ' }).error?.issues[0]?.message).toBe('title is required.');
    expect(galleryInput.safeParse({ title: 'G', items: [{ mediaId: 'm', link: 'javascript:alert(1)' }] }).error?.issues[0]?.message).toBe('A link must start with /, http:// or https://.');
  });
});
