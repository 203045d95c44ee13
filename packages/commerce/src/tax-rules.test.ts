import { describe, expect, it } from 'vitest';
import { calculateTax, DEFAULT_TAX_CATEGORY, taxRuleMatches, type TaxRule } from './tax-rules.ts';

const ny: TaxRule = { id: 'ny', name: 'NY', country: 'US', region: 'NY', rateBasisPoints: 887.5, appliesToShipping: true };
const canada: TaxRule = { id: 'gst', name: 'GST', country: 'CA', rateBasisPoints: 500, appliesToShipping: true };
const quebec: TaxRule = { id: 'qst', name: 'QST', country: 'CA', region: 'QC', rateBasisPoints: 997.5, appliesToShipping: false };
const books: TaxRule = { id: 'books', name: 'Books', country: 'US', region: 'NY', rateBasisPoints: 0, appliesToShipping: false, taxCategory: 'books' };

describe('taxRuleMatches', () => {
  it('matches country, then region when the rule names one', () => {
    expect(taxRuleMatches(ny, { country: 'us', region: ' ny ' })).toBe(true);
    expect(taxRuleMatches(ny, { country: 'US', region: 'NJ' })).toBe(false);
    expect(taxRuleMatches(ny, { country: 'US' })).toBe(false);
    expect(taxRuleMatches(canada, { country: 'CA', region: 'ON' })).toBe(true);
    expect(taxRuleMatches(canada, { country: 'US' })).toBe(false);
  });

  it('limits to postal prefixes when listed (spaces and case ignored)', () => {
    const london = { ...canada, country: 'GB', postalCodePrefixes: ['sw1'] };
    expect(taxRuleMatches(london, { country: 'GB', postalCode: 'SW1A 1AA' })).toBe(true);
    expect(taxRuleMatches(london, { country: 'GB', postalCode: 'E1 6AN' })).toBe(false);
    expect(taxRuleMatches(london, { country: 'GB' })).toBe(false);
  });
});

describe('calculateTax', () => {
  const lines = [{ amountCents: 1000 }, { amountCents: 999, taxCategory: 'books' }];

  it('taxes nothing without a location', () => {
    expect(calculateTax({ rules: [ny], lines, shippingCostCents: 500 })).toEqual({ taxCents: 0, applicableTaxRules: [] });
  });

  it('rounds once per rule per order, half up, shipping included when the rule says so', () => {
    const result = calculateTax({ rules: [ny, books], location: { country: 'US', region: 'NY' }, lines, shippingCostCents: 500 });
    // standard line 1000 + shipping 500 = 1500 × 8.875 % = 133.125 → 133; the books rule taxes 999 at 0 %
    expect(result.taxCents).toBe(133);
    expect(result.applicableTaxRules).toEqual([
      { ...ny, taxableCents: 1500, taxCents: 133 },
      { ...books, taxableCents: 999, taxCents: 0 },
    ]);
  });

  it('stacks a country rule and a region rule', () => {
    const result = calculateTax({
      rules: [canada, quebec], location: { country: 'CA', region: 'QC' }, lines: [{ amountCents: 2000 }], shippingCostCents: 1000,
    });
    // GST 5 % of 3000 = 150; QST 9.975 % of 2000 = 199.5 → 200
    expect(result.applicableTaxRules.map((r) => [r.id, r.taxableCents, r.taxCents])).toEqual([['gst', 3000, 150], ['qst', 2000, 200]]);
    expect(result.taxCents).toBe(350);
  });

  it('lists only rules with something to tax; the default category is standard', () => {
    expect(DEFAULT_TAX_CATEGORY).toBe('standard');
    const result = calculateTax({ rules: [ny, books], location: { country: 'US', region: 'NY' }, lines: [{ amountCents: 0 }], shippingCostCents: 0 });
    expect(result).toEqual({ taxCents: 0, applicableTaxRules: [] });
    const exempt = calculateTax({ rules: [quebec], location: { country: 'CA', region: 'QC' }, lines: [{ amountCents: 500, taxCategory: 'exempt' }], shippingCostCents: 0 });
    expect(exempt.applicableTaxRules).toEqual([]);
  });
});
