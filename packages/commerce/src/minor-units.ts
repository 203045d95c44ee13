/**
 * Guards for integer minor-unit arithmetic (internal; not exported from the
 * package). A fraction, a negative amount or an overflow is a data bug upstream,
 * never a price, so it throws instead of producing a wrong total.
 */

/**
 * Returns `value` when it is a non-negative safe integer.
 * @param what the field name used in the error message
 * @throws RangeError otherwise
 * @example requireMinorUnits(1250, 'unitPriceCents') // 1250
 */
export function requireMinorUnits(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a non-negative safe integer: ${value}`);
  return value;
}

/**
 * Adds minor-unit amounts, checking every operand and the running total.
 * @throws RangeError on a bad operand or a total beyond Number.MAX_SAFE_INTEGER
 * @example sumMinorUnits([100, 250], 'subtotalCents') // 350
 */
export function sumMinorUnits(values: readonly number[], what: string): number {
  let total = 0;
  for (const value of values) total = requireMinorUnits(total + requireMinorUnits(value, what), what);
  return total;
}
