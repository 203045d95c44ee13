import { describe, expect, it } from 'vitest';
import { GALLERY_SETTINGS, normalizeGallerySettings } from './gallery.ts';

describe('normalizeGallerySettings', () => {
  it('applies every default of the §3 table to an empty object', () => {
    expect(normalizeGallerySettings({})).toEqual({
      design: 'grid', autoplay: false, 'autoplay-duration': null, controls: false, 'auto-crop': true,
      'aspect-ratio': 'square', 'square-thumbs': true, thumbnails: false, 'thumbnail-strip-height': null,
      'thumbnail-strip-margin': null, 'show-meta-basic': true, 'show-meta': true, 'show-meta-only-title': false,
      'meta-position': 'bottom', 'show-meta-on-hover': false, 'active-alignment': 'center', 'thumbnails-per-row': 4,
      padding: 20, lightbox: false, lightboxTheme: 'dark', 'max-width': 300, newWindow: false, transparentBackground: false,
    });
  });

  it('treats non-objects as empty', () => {
    for (const v of [null, undefined, 'grid', 3, ['design']]) expect(normalizeGallerySettings(v)).toEqual(normalizeGallerySettings({}));
  });

  it('keeps allowed values and drops unknown keys', () => {
    const s = normalizeGallerySettings({ design: 'slider', 'meta-position': 'top-left', lightboxTheme: 'light', extra: 1 });
    expect([s.design, s['meta-position'], s.lightboxTheme]).toEqual(['slider', 'top-left', 'light']);
    expect('extra' in s).toBe(false);
  });

  it('replaces values outside the allowed set with the default', () => {
    const s = normalizeGallerySettings({ design: 'carousel', 'aspect-ratio': 'SQUARE', controls: 'yes', padding: 'wide' });
    expect([s.design, s['aspect-ratio'], s.controls, s.padding]).toEqual(['grid', 'square', false, 20]);
  });

  it('reads booleans from true/false, "true"/"false" and 1/0', () => {
    expect(normalizeGallerySettings({ lightbox: 'true', 'auto-crop': 'false', newWindow: 1, 'show-meta': 0 })).toMatchObject({
      lightbox: true, 'auto-crop': false, newWindow: true, 'show-meta': false,
    });
  });

  it('clamps numbers (and numeric strings) to their range', () => {
    const s = normalizeGallerySettings({ padding: 80, 'max-width': '50', 'thumbnails-per-row': 0, autoplay: true, 'autoplay-duration': 11.5 });
    expect([s.padding, s['max-width'], s['thumbnails-per-row'], s['autoplay-duration']]).toEqual([50, 100, 1, 10]);
  });

  it('sets autoplay-duration only when autoplay is on', () => {
    expect(normalizeGallerySettings({ 'autoplay-duration': 3 })['autoplay-duration']).toBeNull();
    expect(normalizeGallerySettings({ autoplay: true, 'autoplay-duration': 3 })['autoplay-duration']).toBe(3);
    expect(normalizeGallerySettings({ autoplay: true })['autoplay-duration']).toBe(5);
  });

  it('sets the thumbnail-strip settings only when thumbnails is on', () => {
    const off = normalizeGallerySettings({ 'thumbnail-strip-height': 100, 'thumbnail-strip-margin': 10 });
    expect([off['thumbnail-strip-height'], off['thumbnail-strip-margin']]).toEqual([null, null]);
    const on = normalizeGallerySettings({ thumbnails: true, 'thumbnail-strip-height': 300 });
    expect([on['thumbnail-strip-height'], on['thumbnail-strip-margin']]).toEqual([200, 20]);
  });

  it('gives every setting a default inside its own allowed values', () => {
    for (const spec of Object.values(GALLERY_SETTINGS)) {
      if (spec.kind === 'choice') expect(spec.values).toContain(spec.default);
      if (spec.kind === 'range') expect(spec.default >= spec.min && spec.default <= spec.max).toBe(true);
    }
  });
});
