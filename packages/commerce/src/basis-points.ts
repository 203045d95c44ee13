/**
 * Rates in basis points (1 bp = 0.01 %, 10 000 bp = 100 %), applied to integer
 * minor units exactly (BigInt) and rounded half up, the package-wide rounding
 * mode (amounts here are never negative, so half up = half away from zero).
 */
import { requireMinorUnits } from './minor-units.ts';

/** 100 % in basis points. */
export const BASIS_POINTS_PER_WHOLE = 10_000;

/** Rates may carry up to 3 decimals of a basis point (8.875 % = 887.5 bp). */
const SCALE = 1000;

/**
 * Checks a rate and returns it in thousandths of a basis point.
 * @throws RangeError for a negative, non-finite or over-precise rate
 */
function scaledRate(basisPoints: number): bigint {
  const scaled = Math.round(basisPoints * SCALE);
  if (!Number.isFinite(basisPoints) || basisPoints < 0 || Math.abs(scaled - basisPoints * SCALE) > 1e-6 || !Number.isSafeInteger(scaled)) {
    throw new RangeError(`A rate must be a non-negative number of basis points with at most 3 decimals: ${basisPoints}`);
  }
  return BigInt(scaled);
}

/**
 * `amountCents × basisPoints / 10 000`, rounded half up to a whole minor unit.
 * @param amountCents a non-negative safe integer
 * @param basisPoints a non-negative rate, up to 3 decimals (887.5 = 8.875 %)
 * @throws RangeError on a bad amount or rate, or a result beyond Number.MAX_SAFE_INTEGER
 * @example applyBasisPoints(1999, 825) // 165  (164.9175 → 165)
 * @example applyBasisPoints(1000, 887.5) // 89  (88.75 → 89)
 * @example applyBasisPoints(10, 500) // 1  (0.5 → 1, half up)
 */
export function applyBasisPoints(amountCents: number, basisPoints: number): number {
  const amount = BigInt(requireMinorUnits(amountCents, 'amountCents'));
  const divisor = BigInt(BASIS_POINTS_PER_WHOLE * SCALE);
  // floor(x + 1/2) = floor((2·a·r + d) / 2d) for a non-negative x = a·r / d
  const result = (2n * amount * scaledRate(basisPoints) + divisor) / (2n * divisor);
  return requireMinorUnits(Number(result), 'result');
}
