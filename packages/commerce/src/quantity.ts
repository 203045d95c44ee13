/**
 * The quantity input of platform.md §5: a number input, min 1, max 9999,
 * step 1, default 1 (client-side only).
 */

export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 9999;
export const QUANTITY_STEP = 1;
export const QUANTITY_DEFAULT = 1;

// What a number input can hold: decimal digits, optional sign, fraction, exponent (no hex).
const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

export type ParsedQuantity =
  | { ok: true; quantity: number }
  | { ok: false; reason: 'not-a-number' | 'not-whole' };

/**
 * Reads the text of the quantity input. Blank or non-numeric text is
 * 'not-a-number', a fraction is 'not-whole'; a whole number outside 1-9999 is
 * clamped into that range, as the input's own min and max would.
 * @example parseQuantity(' 3 ') // { ok: true, quantity: 3 }
 * @example parseQuantity('1.5') // { ok: false, reason: 'not-whole' }
 * @example parseQuantity('0') // { ok: true, quantity: 1 }
 */
export function parseQuantity(text: string): ParsedQuantity {
  const trimmed = text.trim();
  const value = NUMERIC.test(trimmed) ? Number(trimmed) : NaN;
  if (!Number.isFinite(value)) return { ok: false, reason: 'not-a-number' };
  if (!Number.isInteger(value)) return { ok: false, reason: 'not-whole' };
  return { ok: true, quantity: Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, value)) };
}
