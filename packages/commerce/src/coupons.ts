/**
 * Coupons (storefront.md §3 `coupons`, `validCoupons`, `invalidCoupons`):
 * percentage or fixed amount off the discountable subtotal.
 *
 * Rules: codes are matched case-insensitively, trimmed. One coupon per order,
 * unless every coupon applied is `stackable`. Each coupon's discount is worked
 * out on the same discountable subtotal (order does not matter), and the sum
 * never exceeds it: the coupon that would pass it gets what is left. A coupon
 * is valid while `now < expiresAt`; a minimum is met at `subtotal >= minimum`.
 */
import { applyBasisPoints, BASIS_POINTS_PER_WHOLE } from './basis-points.ts';
import { requireMinorUnits } from './minor-units.ts';

interface CouponBase {
  /** What the visitor types; compared trimmed and case-insensitively. */
  code: string;
  /** Epoch milliseconds at which the coupon stops working; absent = never. */
  expiresAt?: number | null;
  /** Discountable subtotal (minor units) the order must reach; absent = none. */
  minimumSubtotalCents?: number | null;
  /** May be combined with other stackable coupons; default false. */
  stackable?: boolean;
}

/** `percentBasisPoints`: 1500 = 15 % off (at most 10 000); `amountCents`: minor units off. */
export type Coupon =
  | (CouponBase & { kind: 'PERCENTAGE'; percentBasisPoints: number })
  | (CouponBase & { kind: 'FIXED_AMOUNT'; amountCents: number });

/** A coupon accepted for this order, with the discount it gives. */
export type AppliedCoupon = Coupon & { discountCents: number };

/**
 * Why a code was refused, checked in this order: the code was entered twice,
 * no coupon has it, it has expired, the order is below its minimum, or it
 * cannot be combined with a coupon already accepted.
 */
export type InvalidCouponReason = 'DUPLICATE' | 'NOT_FOUND' | 'EXPIRED' | 'MINIMUM_NOT_MET' | 'NOT_STACKABLE';

export interface InvalidCoupon {
  /** The code as entered, trimmed. */
  code: string;
  reason: InvalidCouponReason;
}

export interface CouponResult {
  validCoupons: AppliedCoupon[];
  invalidCoupons: InvalidCoupon[];
  /** Total discount, at most the discountable subtotal. */
  discountCents: number;
}

/** The form codes are compared in: trimmed, upper case. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * The full discount a coupon gives on a subtotal, before the cap.
 * @throws RangeError on a rate over 100 % or a bad amount
 * @example couponDiscount({ code: 'TEN', kind: 'PERCENTAGE', percentBasisPoints: 1000 }, 2555) // 256 (255.5 → 256)
 */
export function couponDiscount(coupon: Coupon, subtotalCents: number): number {
  if (coupon.kind === 'PERCENTAGE') {
    if (coupon.percentBasisPoints > BASIS_POINTS_PER_WHOLE) {
      throw new RangeError(`A percentage coupon takes at most 100 %: ${coupon.percentBasisPoints} bp`);
    }
    return applyBasisPoints(subtotalCents, coupon.percentBasisPoints);
  }
  return Math.min(requireMinorUnits(coupon.amountCents, 'amountCents'), requireMinorUnits(subtotalCents, 'subtotalCents'));
}

/** Why a coupon found by its code cannot apply now, or null when it can. */
function unusableReason(coupon: Coupon, subtotalCents: number, now: number): InvalidCouponReason | null {
  if (coupon.expiresAt != null && now >= coupon.expiresAt) return 'EXPIRED';
  if (coupon.minimumSubtotalCents != null && subtotalCents < coupon.minimumSubtotalCents) return 'MINIMUM_NOT_MET';
  return null;
}

/**
 * Sorts the entered codes into valid and invalid coupons and totals the discount.
 * @param input.subtotalCents the discountable subtotal (gift cards excluded)
 * @param input.now epoch milliseconds, for expiry
 * @example evaluateCoupons({ coupons: [tenOff], appliedCodes: ['ten', 'NOPE'], subtotalCents: 5000, now })
 * // { validCoupons: [{ ...tenOff, discountCents: 500 }], invalidCoupons: [{ code: 'NOPE', reason: 'NOT_FOUND' }], discountCents: 500 }
 */
export function evaluateCoupons(input: {
  coupons: readonly Coupon[];
  appliedCodes: readonly string[];
  subtotalCents: number;
  now: number;
}): CouponResult {
  const subtotalCents = requireMinorUnits(input.subtotalCents, 'subtotalCents');
  const byCode = new Map<string, Coupon>();
  for (const coupon of input.coupons) {
    const key = normalizeCouponCode(coupon.code);
    if (!byCode.has(key)) byCode.set(key, coupon);
  }
  const seen = new Set<string>();
  const validCoupons: AppliedCoupon[] = [];
  const invalidCoupons: InvalidCoupon[] = [];
  let discountCents = 0;
  for (const entered of input.appliedCodes) {
    const code = entered.trim();
    const key = normalizeCouponCode(code);
    const coupon = byCode.get(key);
    let reason: InvalidCouponReason | null = null;
    if (seen.has(key)) reason = 'DUPLICATE';
    else if (!coupon) reason = 'NOT_FOUND';
    else reason = unusableReason(coupon, subtotalCents, input.now);
    if (reason === null && coupon && validCoupons.length > 0
      && !(coupon.stackable === true && validCoupons.every((valid) => valid.stackable === true))) {
      reason = 'NOT_STACKABLE';
    }
    seen.add(key);
    if (reason !== null || !coupon) {
      invalidCoupons.push({ code, reason: reason ?? 'NOT_FOUND' });
      continue;
    }
    const discount = Math.min(couponDiscount(coupon, subtotalCents), subtotalCents - discountCents);
    discountCents += discount;
    validCoupons.push({ ...coupon, discountCents: discount });
  }
  return { validCoupons, invalidCoupons, discountCents };
}
