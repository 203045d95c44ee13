/**
 * Splits an integer amount across weights in proportion, so the parts are whole
 * minor units that add up to the amount exactly (Vendure's prorate, largest
 * remainder method).
 */
import { requireMinorUnits } from './minor-units.ts';

/**
 * Each part is `floor(amount × weight / Σweights)`; the cents left over go one
 * each to the parts with the largest remainders (ties: the earlier part).
 * @param weights non-negative safe integers (e.g. line totals)
 * @param amount a non-negative safe integer to distribute
 * @returns one part per weight; the parts sum to `amount`
 * @throws RangeError on a bad weight or amount, or a positive amount over zero total weight
 * @example prorate([1000, 1000, 1000], 100) // [34, 33, 33]
 * @example prorate([3000, 1000], 500) // [375, 125]
 */
export function prorate(weights: readonly number[], amount: number): number[] {
  requireMinorUnits(amount, 'amount');
  const total = weights.reduce((sum, weight) => sum + BigInt(requireMinorUnits(weight, 'weight')), 0n);
  if (total === 0n) {
    if (amount !== 0) throw new RangeError(`Cannot prorate ${amount} over a total weight of 0`);
    return weights.map(() => 0);
  }
  const whole = BigInt(amount);
  const parts = weights.map((weight) => (whole * BigInt(weight)) / total);
  const remainders = weights.map((weight, index) => ({ index, rest: (whole * BigInt(weight)) % total }));
  let left = whole - parts.reduce((sum, part) => sum + part, 0n);
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0n) break;
    parts[index] += 1n;
    left -= 1n;
  }
  return parts.map(Number);
}
