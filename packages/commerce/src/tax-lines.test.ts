import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateTotals } from './checkout-totals.ts';
import { calculateTaxLines, taxRateMatches, usuallyTaxInclusive, type TaxRate } from './tax-lines.ts';

const vat: TaxRate = { id: 'de', name: 'VAT', country: 'DE', rateBasisPoints: 1900, pricesIncludeTax: true, appliesToShipping: true };
const ny: TaxRate = { id: 'ny', name: 'NY State Tax', country: 'US', region: 'NY', rateBasisPoints: 887.5, pricesIncludeTax: false, appliesToShipping: true };
const gst: TaxRate = { id: 'gst', name: 'GST', country: 'CA', rateBasisPoints: 500, pricesIncludeTax: false, appliesToShipping: true };
const qst: TaxRate = { id: 'qst', name: 'QST', country: 'CA', region: 'QC', rateBasisPoints: 997.5, pricesIncludeTax: false, appliesToShipping: false };
const berlin = { country: 'DE', region: 'BE', postalCode: '10115' };

/** Exact a × r / d as a real number, for comparing a rounded result within ½. */
const exact = (amount: number, basisPoints: number, divisorBasisPoints = 10_000) => (amount * basisPoints) / divisorBasisPoints;

describe('taxRateMatches', () => {
  it('matches the country, and the region when the rate names one', () => {
    expect(taxRateMatches(vat, { country: 'de' })).toBe(true);
    expect(taxRateMatches(ny, { country: 'US', region: ' ny ' })).toBe(true);
    expect(taxRateMatches(ny, { country: 'US', region: 'NJ' })).toBe(false);
    expect(taxRateMatches(ny, { country: 'US' })).toBe(false);
  });
});

describe('calculateTaxLines', () => {
  it('takes 19 % VAT out of tax-inclusive prices: 11.90 holds 1.90, nothing added', () => {
    const tax = calculateTaxLines({ rates: [vat], location: berlin, lines: [{ amountCents: 1190 }], shippingCostCents: 0 });
    expect(tax).toMatchObject({ taxCents: 190, includedTaxCents: 190, addedTaxCents: 0 });
    expect(tax.taxLines).toEqual([{ id: 'de', name: 'VAT', country: 'DE', region: null, rateBasisPoints: 1900, appliesToShipping: true, included: true, taxableCents: 1190, taxCents: 190 }]);
  });

  it('adds exclusive tax, shipping included when the rate says so, each stacked rate its own line', () => {
    const tax = calculateTaxLines({ rates: [gst, qst], location: { country: 'CA', region: 'QC' }, lines: [{ amountCents: 10_000 }], shippingCostCents: 1000 });
    expect(tax.taxLines.map((l) => [l.name, l.taxableCents, l.taxCents])).toEqual([['GST', 11_000, 550], ['QST', 10_000, 998]]);
    expect(tax).toMatchObject({ taxCents: 1548, addedTaxCents: 1548, includedTaxCents: 0 });
  });

  it('leaves tax-exempt products out, and taxes nothing without an address', () => {
    const lines = [{ amountCents: 1000 }, { amountCents: 5000, taxExempt: true }];
    expect(calculateTaxLines({ rates: [ny], location: { country: 'US', region: 'NY' }, lines, shippingCostCents: 0 }).taxLines[0]).toMatchObject({ taxableCents: 1000, taxCents: 89 });
    expect(calculateTaxLines({ rates: [ny], location: null, lines, shippingCostCents: 0 }).taxCents).toBe(0);
    expect(calculateTaxLines({ rates: [ny], location: { country: 'US', region: 'NY' }, lines: [lines[1]!], shippingCostCents: 0 }).taxLines).toEqual([]);
  });

  it('rounds each tax line once, half up: exclusive within ½ of base × rate (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(10_000_000), { maxLength: 8 }), fc.nat(100_000), fc.integer({ min: 0, max: 300_000 }).map((n) => n / 10), fc.boolean(), (amounts, shipping, bp, onShipping) => {
        const rate: TaxRate = { ...ny, rateBasisPoints: bp, appliesToShipping: onShipping };
        const tax = calculateTaxLines({ rates: [rate], location: { country: 'US', region: 'NY' }, lines: amounts.map((amountCents) => ({ amountCents })), shippingCostCents: shipping });
        const base = amounts.reduce((a, b) => a + b, 0) + (onShipping ? shipping : 0);
        if (base === 0) {
          expect(tax.taxLines).toEqual([]);
          return;
        }
        expect(tax.taxLines[0]!.taxableCents).toBe(base);
        expect(Number.isInteger(tax.taxCents)).toBe(true);
        expect(Math.abs(tax.taxCents - exact(base, bp))).toBeLessThanOrEqual(0.5 + 1e-9);
        expect(tax.addedTaxCents).toBe(tax.taxCents);
      }),
    );
  });

  it('takes out inclusive tax within ½ of gross × r / (1 + r); the net plus the tax is the gross (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(10_000_000), { minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 5000 }), (amounts, bp) => {
        const tax = calculateTaxLines({ rates: [{ ...vat, rateBasisPoints: bp }], location: berlin, lines: amounts.map((amountCents) => ({ amountCents })), shippingCostCents: 0 });
        const gross = amounts.reduce((a, b) => a + b, 0);
        if (gross === 0) return;
        expect(tax.includedTaxCents).toBe(tax.taxCents);
        expect(tax.addedTaxCents).toBe(0);
        expect(tax.taxCents).toBeLessThanOrEqual(gross);
        expect(Math.abs(tax.taxCents - exact(gross, bp, 10_000 + bp))).toBeLessThanOrEqual(0.5 + 1e-6);
        // Re-adding the rate to the net gives back the gross within the rounding.
        const net = gross - tax.taxCents;
        expect(Math.abs(net + exact(net, bp) - gross)).toBeLessThanOrEqual(0.5 * (1 + bp / 10_000) + 1e-6);
      }),
    );
  });

  it('never lowers the tax when an amount grows, and exempt lines never change it (property)', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), fc.nat(1_000_000), fc.constantFrom(vat, ny), (a, more, exempt, rate) => {
        const location = rate === vat ? berlin : { country: 'US', region: 'NY' };
        const taxOf = (lines: { amountCents: number; taxExempt?: boolean }[]) => calculateTaxLines({ rates: [rate], location, lines, shippingCostCents: 0 }).taxCents;
        expect(taxOf([{ amountCents: a + more }])).toBeGreaterThanOrEqual(taxOf([{ amountCents: a }]));
        expect(taxOf([{ amountCents: a }, { amountCents: exempt, taxExempt: true }])).toBe(taxOf([{ amountCents: a }]));
      }),
    );
  });

  it('knows the VAT countries whose prices usually include tax', () => {
    expect(usuallyTaxInclusive('de')).toBe(true);
    expect(usuallyTaxInclusive('US')).toBe(false);
  });
});

describe('calculateTotals with tax rates and shipping zones', () => {
  const base = { shippingOptions: [], taxRules: [], coupons: [], appliedCouponCodes: [], now: 0 };
  const germany = { id: 'de', name: 'Germany', countries: [{ country: 'DE' }], rates: [{ id: 'dhl', name: 'DHL', kind: 'FLAT' as const, priceCents: 490 }] };
  const mug = { itemId: 'mug', sku: 'MUG', productType: 'PHYSICAL' as const, quantity: 2, unitPriceCents: 1190, weightGrams: 400 };

  it('a buyer in Berlin: the zone rate, 19 % VAT inside goods and shipping, nothing added to the total', () => {
    const totals = calculateTotals({ ...base, currency: 'EUR', entries: [mug], shippingZones: [germany], taxRates: [vat], shippingLocation: berlin });
    expect(totals.selectedShippingOption).toMatchObject({ name: 'DHL', costCents: 490, zoneName: 'Germany' });
    // (2380 + 490) × 19 / 119 = 458.24 → 458
    expect(totals).toMatchObject({ subtotalCents: 2380, shippingCostCents: 490, taxCents: 458, taxIncludedCents: 458, orderTotalCents: 2870, grandTotalCents: 2870 });
    expect(totals.applicableTaxRules).toEqual([expect.objectContaining({ name: 'VAT', included: true, taxCents: 458 })]);
  });

  it('refuses to ship where no zone serves (shippingAvailable false)', () => {
    const totals = calculateTotals({ ...base, currency: 'EUR', entries: [mug], shippingZones: [germany], taxRates: [vat], shippingLocation: { country: 'FR' } });
    expect(totals.shippingOptions).toEqual([]);
    expect(totals.shippingAvailable).toBe(false);
  });

  it('in a 0-decimal currency (JPY) every amount is whole yen and the total adds up (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ quantity: fc.integer({ min: 1, max: 20 }), unitPriceCents: fc.nat(500_000), taxExempt: fc.boolean() }), { minLength: 1, maxLength: 6 }),
        fc.nat(5000),
        fc.boolean(),
        fc.integer({ min: 0, max: 2500 }),
        (lines, shippingYen, inclusive, bp) => {
          const japan = { id: 'jp', name: 'Japan', countries: [{ country: 'JP' }], rates: [{ id: 'yu', name: 'Yu-Pack', kind: 'FLAT' as const, priceCents: shippingYen }] };
          const rate: TaxRate = { id: 'ct', name: 'Consumption tax', country: 'JP', rateBasisPoints: bp, pricesIncludeTax: inclusive, appliesToShipping: true };
          const totals = calculateTotals({
            ...base,
            currency: 'JPY',
            entries: lines.map((line, i) => ({ ...line, itemId: `i${i}`, sku: `S${i}`, productType: 'PHYSICAL' as const })),
            shippingZones: [japan],
            taxRates: [rate],
            shippingLocation: { country: 'JP' },
          });
          for (const amount of [totals.taxCents, totals.taxIncludedCents, totals.orderTotalCents]) expect(Number.isInteger(amount)).toBe(true);
          expect(totals.taxCents).toBe(totals.applicableTaxRules.reduce((sum, line) => sum + line.taxCents, 0));
          expect(totals.orderTotalCents).toBe(totals.subtotalCents + totals.shippingCostCents + (inclusive ? 0 : totals.taxCents));
        },
      ),
    );
  });
});
