/**
 * The focal point (`mediaFocalPoint {x, y}`, platform.md §3): fractions of the image's width and
 * height, 0 to 1, from the top left. Set by clicking on the image or moved with the arrow keys.
 */
export interface FocalPoint {
  x: number;
  y: number;
}

/** Where a point is when the owner has not chosen one: the centre. */
export const CENTRE: FocalPoint = Object.freeze({ x: 0.5, y: 0.5 });

const clamp = (n: number) => Math.min(1, Math.max(0, n));
const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * The focal point of a click inside the image's box.
 * @example focalFromClick({ left: 0, top: 0, width: 200, height: 100 }, 50, 75) // { x: 0.25, y: 0.75 }
 */
export function focalFromClick(box: { left: number; top: number; width: number; height: number }, clientX: number, clientY: number): FocalPoint {
  if (box.width <= 0 || box.height <= 0) return CENTRE;
  return { x: round(clamp((clientX - box.left) / box.width)), y: round(clamp((clientY - box.top) / box.height)) };
}

/** Steps of one arrow key press: small, or large with Shift. */
export const FOCAL_STEP = 0.01;
export const FOCAL_BIG_STEP = 0.1;

/**
 * The point moved by an arrow key (null for any other key), kept inside the image.
 * @example moveFocal({ x: 0.5, y: 0.5 }, 'ArrowLeft', false) // { x: 0.49, y: 0.5 }
 */
export function moveFocal(point: FocalPoint, key: string, big: boolean): FocalPoint | null {
  const step = big ? FOCAL_BIG_STEP : FOCAL_STEP;
  const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
  const move = moves[key];
  if (!move) return null;
  return { x: round(clamp(point.x + move[0])), y: round(clamp(point.y + move[1])) };
}

/** The point as words, for the slider's aria-valuetext: '25% from the left, 75% from the top'. */
export function describeFocal(point: FocalPoint): string {
  return `${Math.round(point.x * 100)}% from the left, ${Math.round(point.y * 100)}% from the top`;
}
