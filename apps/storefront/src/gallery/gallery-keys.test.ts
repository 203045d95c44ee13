import { describe, expect, it } from 'vitest';
import { galleryKeyAction, slideLabel, swipeStep } from './gallery-keys.ts';

describe('gallery keyboard and swipe', () => {
  it('moves with the arrow keys, wrapping at both ends, and jumps with Home and End', () => {
    expect(galleryKeyAction('ArrowRight', 0, 8)).toEqual({ kind: 'go', index: 1 });
    expect(galleryKeyAction('ArrowRight', 7, 8)).toEqual({ kind: 'go', index: 0 });
    expect(galleryKeyAction('ArrowLeft', 0, 8)).toEqual({ kind: 'go', index: 7 });
    expect(galleryKeyAction('Home', 5, 8)).toEqual({ kind: 'go', index: 0 });
    expect(galleryKeyAction('End', 2, 8)).toEqual({ kind: 'go', index: 7 });
    expect(galleryKeyAction('a', 2, 8)).toBeNull();
    expect(galleryKeyAction('ArrowRight', 0, 0)).toBeNull();
  });

  it('closes on Escape only in the lightbox', () => {
    expect(galleryKeyAction('Escape', 3, 8, { canClose: true })).toEqual({ kind: 'close' });
    expect(galleryKeyAction('Escape', 3, 8)).toBeNull();
  });

  it('swipes left to the next image and right to the previous, ignoring short and vertical moves', () => {
    expect(swipeStep(-80, 5)).toBe(1);
    expect(swipeStep(80, 5)).toBe(-1);
    expect(swipeStep(-20, 0)).toBe(0);
    expect(swipeStep(-60, 200)).toBe(0);
  });

  it('names slides for screen readers', () => {
    expect(slideLabel(2, 8)).toBe('Image 3 of 8');
  });
});
