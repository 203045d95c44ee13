/** How content predicates read numeric codes and flags from the context, as the reference engine does. */

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * A code from a context value: numbers as is, booleans 1/0, strings holding a decimal number
 * (surrounding whitespace allowed; not hex); anything else NaN.
 * @example code(' 2 ') === 2; code('0x2') is NaN
 */
export function code(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'string') {
    const s = v.trim();
    return DECIMAL.test(s) ? Number(s) : NaN;
  }
  return NaN;
}

/** A flag: `true`, `"true"` or a non-zero safe integer. */
export function flag(v: unknown): boolean {
  return v === true || v === 'true' || (Number.isSafeInteger(v) && v !== 0);
}
