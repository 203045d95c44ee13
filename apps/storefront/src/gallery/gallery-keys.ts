/**
 * What a key does in a carousel or the lightbox (pure, so it is tested without a browser): arrows
 * move (wrapping around), Home and End jump, Escape closes the lightbox.
 */
export type GalleryKeyAction = { kind: 'go'; index: number } | { kind: 'close' } | null;

/**
 * The action of `key` at `index` of `count` items.
 * @example galleryKeyAction('ArrowRight', 7, 8) // { kind: 'go', index: 0 }
 */
export function galleryKeyAction(key: string, index: number, count: number, options: { canClose?: boolean } = {}): GalleryKeyAction {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
      return { kind: 'go', index: (index + 1) % count };
    case 'ArrowLeft':
      return { kind: 'go', index: (index - 1 + count) % count };
    case 'Home':
      return { kind: 'go', index: 0 };
    case 'End':
      return { kind: 'go', index: count - 1 };
    case 'Escape':
      return options.canClose ? { kind: 'close' } : null;
    default:
      return null;
  }
}

/** Whether a horizontal swipe of `dx` pixels (touch end minus start) moves, and which way. */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < 40 || Math.abs(dx) < Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** Words a screen reader hears for a slide: "Image 3 of 8". */
export const slideLabel = (index: number, count: number): string => `Image ${index + 1} of ${count}`;
