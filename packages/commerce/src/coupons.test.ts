import { describe, expect, it } from 'vitest';
import { couponDiscount, evaluateCoupons, normalizeCouponCode, type Coupon } from './coupons.ts';

const NOW = Date.UTC(2026, 5, 1);
const tenPercent: Coupon = { code: 'TEN', kind: 'PERCENTAGE', percentBasisPoints: 1000 };
const fiveOff: Coupon = { code: 'FIVE', kind: 'FIXED_AMOUNT', amountCents: 500, stackable: true };
const sale: Coupon = { code: 'Sale', kind: 'PERCENTAGE', percentBasisPoints: 2000, stackable: true };
const big: Coupon = { code: 'BIG', kind: 'FIXED_AMOUNT', amountCents: 10_000, minimumSubtotalCents: 5000 };
const old: Coupon = { code: 'OLD', kind: 'PERCENTAGE', percentBasisPoints: 5000, expiresAt: NOW };

const run = (appliedCodes: string[], subtotalCents = 5000, coupons = [tenPercent, fiveOff, sale, big, old]) =>
  evaluateCoupons({ coupons, appliedCodes, subtotalCents, now: NOW });

describe('couponDiscount', () => {
  it('takes a percentage, rounded half up', () => {
    expect(couponDiscount(tenPercent, 2555)).toBe(256); // 255.5
    expect(couponDiscount(tenPercent, 2554)).toBe(255); // 255.4
  });

  it('takes a fixed amount, at most the subtotal', () => {
    expect(couponDiscount(fiveOff, 2000)).toBe(500);
    expect(couponDiscount(fiveOff, 300)).toBe(300);
  });

  it('refuses more than 100 % and bad amounts', () => {
    expect(() => couponDiscount({ ...tenPercent, percentBasisPoints: 10_001 }, 100)).toThrow(RangeError);
    expect(() => couponDiscount({ ...fiveOff, amountCents: -5 }, 100)).toThrow(RangeError);
  });
});

describe('evaluateCoupons', () => {
  it('matches codes trimmed and case-insensitively; reports the code as entered', () => {
    expect(normalizeCouponCode(' sale ')).toBe('SALE');
    expect(run([' ten ', 'nope'])).toEqual({
      validCoupons: [{ ...tenPercent, discountCents: 500 }],
      invalidCoupons: [{ code: 'nope', reason: 'NOT_FOUND' }],
      discountCents: 500,
    });
  });

  it('expires at expiresAt', () => {
    expect(run(['OLD']).invalidCoupons).toEqual([{ code: 'OLD', reason: 'EXPIRED' }]);
    expect(evaluateCoupons({ coupons: [old], appliedCodes: ['OLD'], subtotalCents: 5000, now: NOW - 1 }).discountCents).toBe(2500);
  });

  it('needs the minimum subtotal or more', () => {
    expect(run(['BIG'], 4999).invalidCoupons).toEqual([{ code: 'BIG', reason: 'MINIMUM_NOT_MET' }]);
    expect(run(['BIG'], 5000).discountCents).toBe(5000); // capped at the subtotal
  });

  it('allows one coupon per order unless all are stackable', () => {
    expect(run(['TEN', 'FIVE']).invalidCoupons).toEqual([{ code: 'FIVE', reason: 'NOT_STACKABLE' }]);
    expect(run(['FIVE', 'TEN']).invalidCoupons).toEqual([{ code: 'TEN', reason: 'NOT_STACKABLE' }]);
    const stacked = run(['FIVE', 'sale']);
    expect(stacked.validCoupons.map((c) => [c.code, c.discountCents])).toEqual([['FIVE', 500], ['Sale', 1000]]);
    expect(stacked.discountCents).toBe(1500);
  });

  it('works each discount on the same subtotal and caps the sum at it', () => {
    const half: Coupon = { code: 'HALF', kind: 'PERCENTAGE', percentBasisPoints: 6000, stackable: true };
    const result = evaluateCoupons({ coupons: [half, sale, fiveOff], appliedCodes: ['HALF', 'SALE', 'FIVE'], subtotalCents: 1000, now: NOW });
    expect(result.validCoupons.map((c) => c.discountCents)).toEqual([600, 200, 200]);
    expect(result.discountCents).toBe(1000);
  });

  it('refuses a code entered twice', () => {
    expect(run(['TEN', 'ten']).invalidCoupons).toEqual([{ code: 'ten', reason: 'DUPLICATE' }]);
  });

  it('gives nothing without codes', () => {
    expect(run([])).toEqual({ validCoupons: [], invalidCoupons: [], discountCents: 0 });
  });
});
