import { describe, expect, it } from 'vitest';
import { calculateTotals, type CheckoutEntry, type CheckoutInput } from './checkout-totals.ts';
import type { Coupon } from './coupons.ts';
import type { ShippingOption } from './shipping-options.ts';
import type { TaxRule } from './tax-rules.ts';

const NOW = Date.UTC(2026, 5, 1);
const mug: CheckoutEntry = { itemId: 'p1', sku: 'MUG', productType: 'PHYSICAL', quantity: 2, unitPriceCents: 1250 };
const ebook: CheckoutEntry = { itemId: 'p2', sku: 'EBOOK', productType: 'DIGITAL', quantity: 1, unitPriceCents: 1000 };
const giftCard: CheckoutEntry = { itemId: 'p3', sku: 'GC', productType: 'GIFT_CARD', quantity: 1, unitPriceCents: 5000 };
const flat: ShippingOption = { id: 'flat', name: 'Standard', method: 'FLAT_RATE', rateCents: 500 };
const express: ShippingOption = { id: 'express', name: 'Express', method: 'FLAT_RATE', rateCents: 1500 };
const freeOver: ShippingOption = { id: 'free', name: 'Free', method: 'FREE_OVER', rateCents: 900, thresholdCents: 3000 };
const ny: TaxRule = { id: 'ny', name: 'NY', country: 'US', region: 'NY', rateBasisPoints: 887.5, appliesToShipping: true };
const tenPercent: Coupon = { code: 'TEN', kind: 'PERCENTAGE', percentBasisPoints: 1000 };
const NYC = { country: 'US', region: 'NY', postalCode: '10001' };

const totals = (overrides: Partial<CheckoutInput>) =>
  calculateTotals({
    entries: [mug], currency: 'USD', shippingOptions: [flat, express], taxRules: [], coupons: [], appliedCouponCodes: [], now: NOW,
    ...overrides,
  });

describe('calculateTotals', () => {
  it('adds the lines and the cheapest shipping by default', () => {
    const result = totals({});
    expect(result).toMatchObject({
      currency: 'USD', subtotalCents: 2500, discountCents: 0, shippingCostCents: 500, taxCents: 0,
      orderTotalCents: 3000, giftCardCents: 0, grandTotalCents: 3000, requiresShipping: true, shippingAvailable: true,
      applicableTaxRules: [], validCoupons: [], invalidCoupons: [], shippingLocation: null,
    });
    expect(result.shippingOptions.map((o) => [o.id, o.costCents])).toEqual([['flat', 500], ['express', 1500]]);
    expect(result.selectedShippingOption).toEqual({ ...flat, costCents: 500 });
  });

  it('uses the selected shipping option', () => {
    expect(totals({ selectedShippingOptionId: 'express' }).shippingCostCents).toBe(1500);
  });

  it('ships nothing for a digital-only cart', () => {
    const result = totals({ entries: [ebook, giftCard], selectedShippingOptionId: 'express' });
    expect(result).toMatchObject({
      subtotalCents: 6000, shippingCostCents: 0, shippingOptions: [], selectedShippingOption: null,
      requiresShipping: false, shippingAvailable: true, grandTotalCents: 6000,
    });
  });

  it('stops when nothing ships to the location', () => {
    const result = totals({ shippingOptions: [{ ...flat, countries: ['US'] }], shippingLocation: { country: 'FR' } });
    expect(result).toMatchObject({ shippingOptions: [], selectedShippingOption: null, shippingCostCents: 0, shippingAvailable: false });
  });

  it('prices free shipping on the subtotal after discounts', () => {
    const entries = [{ ...mug, quantity: 3 }]; // 3750
    expect(totals({ entries, shippingOptions: [freeOver] }).shippingCostCents).toBe(0);
    const discounted = totals({ entries, shippingOptions: [freeOver], coupons: [{ code: 'BIG', kind: 'FIXED_AMOUNT', amountCents: 1000 }], appliedCouponCodes: ['BIG'] });
    expect(discounted.shippingCostCents).toBe(900); // 2750 < 3000
  });

  it('taxes discounted lines and shipping per rule, rounded half up', () => {
    const result = totals({ entries: [mug, ebook], taxRules: [ny], shippingLocation: NYC, coupons: [tenPercent], appliedCouponCodes: ['ten'] });
    // subtotal 3500, 10 % off = 350; taxable 3150 + shipping 500 = 3650 × 8.875 % = 323.9375 → 324
    expect(result).toMatchObject({ subtotalCents: 3500, discountCents: 350, shippingCostCents: 500, taxCents: 324 });
    expect(result.orderTotalCents).toBe(3500 - 350 + 500 + 324);
    expect(result.applicableTaxRules).toEqual([{ ...ny, taxableCents: 3650, taxCents: 324 }]);
    expect(result.validCoupons).toEqual([{ ...tenPercent, discountCents: 350 }]);
  });

  it('never discounts or taxes a gift card', () => {
    const result = totals({ entries: [mug, giftCard], taxRules: [ny], shippingLocation: NYC, coupons: [tenPercent], appliedCouponCodes: ['TEN'] });
    // discount 10 % of 2500 = 250; tax on 2250 + 500 = 2750 × 8.875 % = 244.0625 → 244
    expect(result).toMatchObject({ subtotalCents: 7500, discountCents: 250, taxCents: 244, orderTotalCents: 7500 - 250 + 500 + 244 });
  });

  it('caps the discount at the subtotal', () => {
    const result = totals({ entries: [ebook], coupons: [{ code: 'ALL', kind: 'FIXED_AMOUNT', amountCents: 99_999 }], appliedCouponCodes: ['ALL'] });
    expect(result).toMatchObject({ subtotalCents: 1000, discountCents: 1000, grandTotalCents: 0 });
  });

  it('lets a gift card pay up to the order total, never below zero', () => {
    expect(totals({ giftCardBalanceCents: 1000 })).toMatchObject({ orderTotalCents: 3000, giftCardCents: 1000, grandTotalCents: 2000 });
    expect(totals({ giftCardBalanceCents: 10_000 })).toMatchObject({ giftCardCents: 3000, grandTotalCents: 0 });
  });

  it('reports refused coupons', () => {
    expect(totals({ coupons: [tenPercent], appliedCouponCodes: ['NOPE'] }).invalidCoupons).toEqual([{ code: 'NOPE', reason: 'NOT_FOUND' }]);
  });

  it('is zero for an empty cart', () => {
    expect(totals({ entries: [] })).toMatchObject({ subtotalCents: 0, grandTotalCents: 0, requiresShipping: false });
  });

  it('throws on bad lines', () => {
    expect(() => totals({ entries: [{ ...mug, quantity: 0 }] })).toThrow('quantity must be at least 1');
    expect(() => totals({ entries: [{ ...mug, quantity: 1.5 }] })).toThrow(RangeError);
    expect(() => totals({ entries: [{ ...mug, unitPriceCents: -1 }] })).toThrow(RangeError);
    expect(() => totals({ entries: [{ ...mug, quantity: 2, unitPriceCents: Number.MAX_SAFE_INTEGER }] })).toThrow(RangeError);
    expect(() => totals({ giftCardBalanceCents: -1 })).toThrow(RangeError);
  });
});
