import { describe, expect, it } from 'vitest';
import { describeFocal, focalFromClick, moveFocal } from './focal-point.ts';

describe('focal point', () => {
  const box = { left: 100, top: 20, width: 400, height: 200 };

  it('is where the owner clicked, as fractions of the image', () => {
    expect(focalFromClick(box, 200, 170)).toEqual({ x: 0.25, y: 0.75 });
    expect(focalFromClick(box, 100, 20)).toEqual({ x: 0, y: 0 });
  });

  it('stays inside the image for clicks on its edge', () => {
    expect(focalFromClick(box, 99, 500)).toEqual({ x: 0, y: 1 });
    expect(focalFromClick({ left: 0, top: 0, width: 0, height: 0 }, 5, 5)).toEqual({ x: 0.5, y: 0.5 });
  });

  it('moves with the arrow keys, ten times further with Shift, and stops at the edges', () => {
    expect(moveFocal({ x: 0.5, y: 0.5 }, 'ArrowRight', false)).toEqual({ x: 0.51, y: 0.5 });
    expect(moveFocal({ x: 0.5, y: 0.5 }, 'ArrowUp', true)).toEqual({ x: 0.5, y: 0.4 });
    expect(moveFocal({ x: 0.95, y: 0.5 }, 'ArrowRight', true)).toEqual({ x: 1, y: 0.5 });
    expect(moveFocal({ x: 0.5, y: 0.5 }, 'Enter', false)).toBeNull();
  });

  it('reads as words', () => {
    expect(describeFocal({ x: 0.25, y: 0.75 })).toBe('25% from the left, 75% from the top');
  });
});
