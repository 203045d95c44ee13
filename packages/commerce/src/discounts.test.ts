import { describe, expect, it } from 'vitest';
import { calculateTotals } from './checkout-totals.ts';
import { evaluateDiscounts, withShippingCost, type Discount, type DiscountLine } from './discounts.ts';

const NOW = Date.UTC(2026, 5, 1);
const mug: DiscountLine = { itemId: 'mug', categories: ['Kitchen'], amountCents: 3000 };
const tee: DiscountLine = { itemId: 'tee', categories: ['Apparel'], amountCents: 1000 };
const gift: DiscountLine = { itemId: 'gift', amountCents: 0 };

const run = (discounts: Discount[], appliedCodes: string[], lines = [mug, tee], requiresShipping = true) =>
  evaluateDiscounts({ discounts, appliedCodes, lines, requiresShipping, now: NOW });

describe('evaluateDiscounts', () => {
  it('takes a percentage off every line, spread in proportion', () => {
    const result = run([{ code: 'TEN', kind: 'PERCENTAGE', percentBasisPoints: 1000 }], ['ten']);
    expect(result.goodsDiscountCents).toBe(400);
    expect(result.lineDiscounts).toEqual([300, 100]);
    expect(result.validCoupons).toEqual([{ code: 'TEN', kind: 'PERCENTAGE', percentBasisPoints: 1000, discountCents: 400 }]);
  });

  it('limits a discount to its products or categories, and its minimum to their subtotal', () => {
    const kitchen: Discount = { code: 'KITCHEN', kind: 'FIXED_AMOUNT', amountCents: 5000, categories: ['kitchen'] };
    expect(run([kitchen], ['KITCHEN']).lineDiscounts).toEqual([3000, 0]); // never below zero, the tee untouched
    const teeOnly: Discount = { code: 'TEE', kind: 'PERCENTAGE', percentBasisPoints: 5000, productIds: ['tee'], minimumSubtotalCents: 1500 };
    expect(run([teeOnly], ['TEE']).invalidCoupons).toEqual([{ code: 'TEE', reason: 'MINIMUM_NOT_MET' }]);
    expect(run([{ ...teeOnly, minimumSubtotalCents: 1000 }], ['TEE']).lineDiscounts).toEqual([0, 500]);
    expect(run([teeOnly], ['TEE'], [mug, gift]).invalidCoupons).toEqual([{ code: 'TEE', reason: 'NOT_APPLICABLE' }]);
  });

  it('works between its start and its end', () => {
    const summer: Discount = { code: 'SUMMER', kind: 'PERCENTAGE', percentBasisPoints: 1000, startsAt: NOW + 1, expiresAt: NOW + 10 };
    expect(run([summer], ['SUMMER']).invalidCoupons).toEqual([{ code: 'SUMMER', reason: 'NOT_STARTED' }]);
    expect(evaluateDiscounts({ discounts: [summer], appliedCodes: ['SUMMER'], lines: [mug], requiresShipping: true, now: NOW + 1 }).goodsDiscountCents).toBe(300);
    expect(evaluateDiscounts({ discounts: [summer], appliedCodes: ['SUMMER'], lines: [mug], requiresShipping: true, now: NOW + 10 }).invalidCoupons[0].reason).toBe('EXPIRED');
  });

  it('refuses a code used up in all or by this customer', () => {
    const once: Discount = { code: 'ONCE', kind: 'FIXED_AMOUNT', amountCents: 100, usageLimit: 1, timesUsed: 1 };
    expect(run([once], ['ONCE']).invalidCoupons).toEqual([{ code: 'ONCE', reason: 'USED_UP' }]);
    const mine: Discount = { code: 'MINE', kind: 'FIXED_AMOUNT', amountCents: 100, usageLimitPerCustomer: 2, timesUsedByCustomer: 2, timesUsed: 2 };
    expect(run([mine], ['MINE']).invalidCoupons).toEqual([{ code: 'MINE', reason: 'ALREADY_USED' }]);
    expect(run([{ ...mine, timesUsedByCustomer: 1 }], ['MINE']).validCoupons[0]).not.toHaveProperty('timesUsed');
  });

  it('applies automatic discounts by themselves, the biggest first, and a code combines only when both stack', () => {
    const small: Discount = { title: 'Small', kind: 'FIXED_AMOUNT', amountCents: 100 };
    const big: Discount = { title: 'Big', kind: 'PERCENTAGE', percentBasisPoints: 2000 };
    const code: Discount = { code: 'CODE', kind: 'FIXED_AMOUNT', amountCents: 500 };
    const result = run([small, big, code], ['CODE']);
    expect(result.automaticDiscounts.map((d) => [d.title, d.discountCents])).toEqual([['Big', 800]]);
    expect(result.invalidCoupons).toEqual([{ code: 'CODE', reason: 'NOT_STACKABLE' }]);
    const stacked = run([{ ...big, stackable: true }, { ...code, stackable: true }], ['CODE']);
    expect(stacked.goodsDiscountCents).toBe(1300);
    // An automatic discount that cannot apply is simply left out.
    expect(run([{ ...big, minimumSubtotalCents: 99_999 }], []).automaticDiscounts).toEqual([]);
  });

  it('gives free shipping with an amount off, once, and only to a cart that ships', () => {
    const ship: Discount = { code: 'SHIP', kind: 'FREE_SHIPPING' };
    const ten: Discount = { code: 'TEN', kind: 'PERCENTAGE', percentBasisPoints: 1000 };
    const result = withShippingCost(run([ship, ten, { code: 'SHIP2', kind: 'FREE_SHIPPING' }], ['SHIP', 'TEN', 'SHIP2']), 750);
    expect(result.validCoupons.map((d) => [d.code, d.discountCents])).toEqual([['SHIP', 750], ['TEN', 400]]);
    expect(result.invalidCoupons).toEqual([{ code: 'SHIP2', reason: 'NOT_STACKABLE' }]);
    expect(result.shippingDiscountCents).toBe(750);
    expect(run([ship], ['SHIP'], [mug], false).invalidCoupons).toEqual([{ code: 'SHIP', reason: 'NOT_APPLICABLE' }]);
  });
});

describe('calculateTotals with discounts', () => {
  it('shows free shipping in the discount, taxes shipping after it, and an automatic discount by itself', () => {
    const totals = calculateTotals({
      entries: [{ itemId: 'mug', sku: 'MUG', productType: 'PHYSICAL', quantity: 1, unitPriceCents: 3000, categories: ['Kitchen'] }],
      currency: 'USD',
      shippingOptions: [{ id: 'flat', name: 'Flat', method: 'FLAT_RATE', rateCents: 500 }],
      taxRules: [{ id: 'all', name: 'Tax', country: 'US', rateBasisPoints: 1000, appliesToShipping: true }],
      shippingLocation: { country: 'US' },
      coupons: [{ code: 'SHIP', kind: 'FREE_SHIPPING' }, { title: 'Kitchen week', kind: 'FIXED_AMOUNT', amountCents: 1000, categories: ['kitchen'] }],
      appliedCouponCodes: ['ship'],
      now: NOW,
    });
    expect(totals).toMatchObject({ subtotalCents: 3000, shippingCostCents: 500, discountCents: 1500, taxCents: 200, orderTotalCents: 2200 });
    expect(totals.automaticDiscounts.map((d) => [d.title, d.discountCents])).toEqual([['Kitchen week', 1000]]);
    expect(totals.validCoupons.map((d) => [d.code, d.discountCents])).toEqual([['SHIP', 500]]);
  });
});
