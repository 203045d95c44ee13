/**
 * Tax rules by country and region (storefront.md §3 `applicableTaxRules`).
 *
 * Rounding: per rule per order. Each matching rule taxes the sum of its lines
 * (after discounts) plus, when it applies to shipping, the shipping cost; that
 * one product is rounded half up to a whole minor unit. Rules stack (a country
 * rule and a region rule both apply), each rounded on its own.
 */
import { applyBasisPoints } from './basis-points.ts';
import { sumMinorUnits } from './minor-units.ts';
import { normalizeCode, normalizePostalCode, type ShippingLocation } from './shipping-location.ts';

/** The tax category of a line or rule when none is given. */
export const DEFAULT_TAX_CATEGORY = 'standard';

export interface TaxRule {
  id: string;
  /** Shown to the visitor: 'NY State Tax'. */
  name: string;
  /** ISO 3166-1 alpha-2 code. */
  country: string;
  /** State, province or county code; absent = the whole country. */
  region?: string | null;
  /** Postal-code prefixes the rule is limited to; absent or empty = all. */
  postalCodePrefixes?: string[];
  /** 825 = 8.25 %; up to 3 decimals (887.5 = 8.875 %). */
  rateBasisPoints: number;
  /** Whether the shipping cost is taxed by this rule too. */
  appliesToShipping: boolean;
  /** Taxes lines of this category only; default 'standard'. */
  taxCategory?: string;
}

/** A rule that taxed something in this order. */
export type AppliedTaxRule = TaxRule & { taxableCents: number; taxCents: number };

/** An order line as taxed: its amount after discounts. */
export interface TaxableLine {
  amountCents: number;
  taxCategory?: string;
}

/**
 * Tells whether a rule covers a location: same country, same region when the
 * rule names one, a listed postal prefix when it lists any (all case- and
 * space-insensitive).
 * @example taxRuleMatches({ ...rule, country: 'US', region: 'NY' }, { country: 'us', region: 'ny' }) // true
 */
export function taxRuleMatches(rule: TaxRule, location: ShippingLocation): boolean {
  if (normalizeCode(rule.country) !== normalizeCode(location.country)) return false;
  if (normalizeCode(rule.region) !== '' && normalizeCode(rule.region) !== normalizeCode(location.region)) return false;
  const prefixes = rule.postalCodePrefixes ?? [];
  const postal = normalizePostalCode(location.postalCode);
  return prefixes.length === 0 || prefixes.some((prefix) => postal.startsWith(normalizePostalCode(prefix)));
}

/**
 * The order's tax. Without a location nothing is taxed. A rule is listed in
 * `applicableTaxRules` when it matches the location and has something to tax.
 * @throws RangeError on a bad rate or amount
 * @example calculateTax({ rules: [ny], location: { country: 'US', region: 'NY' }, lines: [{ amountCents: 1000 }], shippingCostCents: 0 }).taxCents // 89 at 8.875 %
 */
export function calculateTax(input: {
  rules: readonly TaxRule[];
  location?: ShippingLocation | null;
  lines: readonly TaxableLine[];
  shippingCostCents: number;
}): { taxCents: number; applicableTaxRules: AppliedTaxRule[] } {
  const { location, lines, shippingCostCents } = input;
  const applicableTaxRules: AppliedTaxRule[] = [];
  if (!location) return { taxCents: 0, applicableTaxRules };
  for (const rule of input.rules) {
    if (!taxRuleMatches(rule, location)) continue;
    const category = rule.taxCategory ?? DEFAULT_TAX_CATEGORY;
    const amounts = lines.filter((line) => (line.taxCategory ?? DEFAULT_TAX_CATEGORY) === category).map((line) => line.amountCents);
    if (rule.appliesToShipping) amounts.push(shippingCostCents);
    const taxableCents = sumMinorUnits(amounts, 'taxableCents');
    if (taxableCents === 0) continue;
    applicableTaxRules.push({ ...rule, taxableCents, taxCents: applyBasisPoints(taxableCents, rule.rateBasisPoints) });
  }
  return { taxCents: sumMinorUnits(applicableTaxRules.map((rule) => rule.taxCents), 'taxCents'), applicableTaxRules };
}
