import { describe, expect, it } from 'vitest';
import { basisPointsOf, bodyOf, discountSummary, draftOf, minorUnitsOf, problemOfMessage, usageText, type Discount } from './discount-fields.ts';

const SPRING: Discount = {
  id: 'd1', method: 'code', code: 'SPRING', title: '', kind: 'PERCENTAGE', percentBasisPoints: 1250, amountCents: null, minimumSubtotalCents: 5000,
  productIds: [], categories: ['Kitchen'], startsAt: null, endsAt: null, usageLimit: 100, usageLimitPerCustomer: 1, stackable: false,
  timesUsed: 3, status: 'active', createdAt: 0, updatedAt: 0,
};

describe('discount form fields', () => {
  it('reads amounts and percentages as the owner types them', () => {
    expect(minorUnitsOf('5', 'USD')).toBe(500);
    expect(minorUnitsOf('5,5', 'EUR')).toBe(550);
    expect(minorUnitsOf('500', 'JPY')).toBe(500);
    expect(minorUnitsOf('5.001', 'USD')).toBeNaN();
    expect(minorUnitsOf('', 'USD')).toBeNull();
    expect(basisPointsOf('12.5')).toBe(1250);
    expect(basisPointsOf('100')).toBe(10_000);
    expect(basisPointsOf('ten')).toBeNaN();
  });

  it('turns a discount into the form and back into the same body', () => {
    const draft = draftOf(SPRING, 'USD');
    expect(draft).toMatchObject({ percent: '12.5', minimumSubtotal: '50.00', scope: 'categories', categories: 'Kitchen', usageLimit: '100', usageLimitPerCustomer: '1' });
    const result = bodyOf(draft, 'USD');
    expect(result).toEqual({
      body: {
        method: 'code', code: 'SPRING', title: '', kind: 'PERCENTAGE', percentBasisPoints: 1250, amountCents: null, minimumSubtotalCents: 5000,
        productIds: [], categories: ['Kitchen'], startsAt: null, endsAt: null, usageLimit: 100, usageLimitPerCustomer: 1, stackable: false,
      },
    });
  });

  it('says what is missing before sending, beside the field', () => {
    const fresh = draftOf(null, 'USD');
    expect(bodyOf(fresh, 'USD')).toEqual({ problem: { field: 'code', message: 'Code is required for a discount the buyer enters.' } });
    expect(bodyOf({ ...fresh, method: 'automatic' }, 'USD')).toMatchObject({ problem: { field: 'title' } });
    expect(bodyOf({ ...fresh, code: 'X', kind: 'FIXED_AMOUNT', amount: '' }, 'USD')).toMatchObject({ problem: { field: 'amount', message: 'Amount must be an amount of USD above zero.' } });
    expect(bodyOf({ ...fresh, code: 'X', percent: '101' }, 'USD')).toMatchObject({ problem: { field: 'percent' } });
    expect(bodyOf({ ...fresh, code: 'X', scope: 'products' }, 'USD')).toMatchObject({ problem: { field: 'scope', message: 'Choose at least one product.' } });
    expect(bodyOf({ ...fresh, code: 'X', startsAt: '2026-12-24T09:00', endsAt: '2026-12-24T08:00' }, 'USD')).toMatchObject({ problem: { field: 'dates', message: 'End must be after the start.' } });
    expect(bodyOf({ ...fresh, code: 'X', usageLimit: '0' }, 'USD')).toMatchObject({ problem: { field: 'usageLimit' } });
    const free = bodyOf({ ...fresh, code: 'SHIP', kind: 'FREE_SHIPPING' }, 'USD');
    expect(free).toMatchObject({ body: { kind: 'FREE_SHIPPING', percentBasisPoints: null, amountCents: null } });
  });

  it("puts the server's refusals beside their field", () => {
    expect(problemOfMessage('The code WELCOME10 is used by another discount.')).toEqual({ field: 'code', message: 'The code WELCOME10 is used by another discount.' });
    expect(problemOfMessage('percentBasisPoints: Percentage must be at most 10000.')).toEqual({ field: 'percent', message: 'Percentage must be at most 10000.' });
    expect(problemOfMessage('Unknown product: p1.')).toMatchObject({ field: 'scope' });
    expect(problemOfMessage('Something else.')).toEqual({ field: null, message: 'Something else.' });
  });

  it('sums a discount up for the list', () => {
    expect(discountSummary(SPRING, 'USD')).toBe('12.5 % off Kitchen, from $50.00');
    expect(discountSummary({ ...SPRING, kind: 'FIXED_AMOUNT', amountCents: 500, categories: [], productIds: ['p1'], minimumSubtotalCents: null }, 'USD', new Map([['p1', 'Mug']]))).toBe('$5.00 off Mug');
    expect(discountSummary({ ...SPRING, kind: 'FREE_SHIPPING', categories: [], minimumSubtotalCents: null }, 'USD')).toBe('Free shipping');
    expect(usageText(SPRING)).toBe('3 of 100');
    expect(usageText({ ...SPRING, usageLimit: null })).toBe('3');
  });
});
