/**
 * Tax rates by country and region and the tax lines of an order (issue 30
 * item 5; storefront.md §3 `applicableTaxRules`, `taxCents`).
 *
 * - A rate applies to a location in its country, and, when it names a region,
 *   in that region only. Every matching rate applies (a country rate and a
 *   region rate stack), each giving one tax line.
 * - Tax-exclusive rate (`pricesIncludeTax: false`, US sales tax): the line's
 *   tax is added on top: base × rate.
 * - Tax-inclusive rate (`pricesIncludeTax: true`, VAT): prices were entered
 *   with the tax in them, so the tax is taken out of them and nothing is added:
 *   base × rate / (1 + the inclusive rates on that amount).
 * - The base is the order's taxable lines after discounts (tax-exempt products
 *   and gift cards are left out) plus, when the rate says so, the shipping.
 * - Rounding: per tax line. Each line's exact amount (BigInt arithmetic, no
 *   floating point) is rounded half up once to a whole minor unit — of the
 *   currency, so a JPY line is whole yen; the order's tax is the sum of its
 *   rounded lines, so what the buyer sees adds up.
 */
import { BASIS_POINTS_PER_WHOLE } from './basis-points.ts';
import { requireMinorUnits, sumMinorUnits } from './minor-units.ts';
import { normalizeCode, type ShippingLocation } from './shipping-location.ts';

export interface TaxRate {
  id: string;
  /** Shown to the buyer: 'VAT', 'NY State Tax'. */
  name: string;
  /** ISO 3166-1 alpha-2 code. */
  country: string;
  /** A region code of the country; null or absent = the whole country. */
  region?: string | null;
  /** 1900 = 19 %; up to 3 decimals (887.5 = 8.875 %). */
  rateBasisPoints: number;
  /** Prices are entered with this tax in them (VAT countries). */
  pricesIncludeTax: boolean;
  /** The shipping cost is taxed too. */
  appliesToShipping: boolean;
}

/** A tax line of an order: a rate that applied, with what it taxed. */
export interface TaxLine {
  id: string;
  name: string;
  country: string;
  region: string | null;
  rateBasisPoints: number;
  appliesToShipping: boolean;
  /** The tax is inside the prices (shown as "incl."), not added to them. */
  included: boolean;
  /** The amount taxed, as the prices were entered (with the tax when included). */
  taxableCents: number;
  taxCents: number;
}

/** An order line as taxed: its amount after discounts. */
export interface TaxedLine {
  amountCents: number;
  /** The product is tax-exempt: no rate taxes it. */
  taxExempt?: boolean;
}

/** The tax of an order. */
export interface OrderTax {
  /** Σ of the tax lines (included and added). */
  taxCents: number;
  /** The part of taxCents already inside the prices. */
  includedTaxCents: number;
  /** The part of taxCents added to the order total. */
  addedTaxCents: number;
  taxLines: TaxLine[];
}

/** Rates carry up to 3 decimals of a basis point. */
const SCALE = 1000;
const WHOLE = BigInt(BASIS_POINTS_PER_WHOLE * SCALE);

/**
 * A rate in thousandths of a basis point.
 * @throws RangeError for a negative, non-finite or over-precise rate
 */
function scaled(basisPoints: number): bigint {
  const value = Math.round(basisPoints * SCALE);
  if (!Number.isFinite(basisPoints) || basisPoints < 0 || Math.abs(value - basisPoints * SCALE) > 1e-6 || !Number.isSafeInteger(value)) {
    throw new RangeError(`A rate must be a non-negative number of basis points with at most 3 decimals: ${basisPoints}`);
  }
  return BigInt(value);
}

/** n / d rounded half up (both non-negative, d > 0). */
function roundHalfUp(n: bigint, d: bigint): number {
  return requireMinorUnits(Number((2n * n + d) / (2n * d)), 'taxCents');
}

/**
 * Tells whether a rate covers a location: same country, and same region when
 * the rate names one (case and spaces ignored).
 * @example taxRateMatches({ ...vat, country: 'DE' }, { country: 'de', region: 'BE' }) // true
 */
export function taxRateMatches(rate: Pick<TaxRate, 'country' | 'region'>, location: ShippingLocation): boolean {
  if (normalizeCode(rate.country) !== normalizeCode(location.country)) return false;
  const region = normalizeCode(rate.region);
  return region === '' || region === normalizeCode(location.region);
}

/**
 * The tax lines of an order. Without a location nothing is taxed. A rate gives
 * a line when it matches the location and has something to tax.
 * @throws RangeError on a bad rate or amount
 * @example calculateTaxLines({ rates: [vat19Included], location: { country: 'DE' }, lines: [{ amountCents: 1190 }], shippingCostCents: 0 }).taxLines[0].taxCents // 190
 */
export function calculateTaxLines(input: {
  rates: readonly TaxRate[];
  location?: ShippingLocation | null;
  lines: readonly TaxedLine[];
  shippingCostCents: number;
}): OrderTax {
  const { location } = input;
  const none: OrderTax = { taxCents: 0, includedTaxCents: 0, addedTaxCents: 0, taxLines: [] };
  if (!location) return none;
  const goodsCents = BigInt(sumMinorUnits(input.lines.filter((line) => !line.taxExempt).map((line) => line.amountCents), 'amountCents'));
  const shippingCents = BigInt(requireMinorUnits(input.shippingCostCents, 'shippingCostCents'));
  const matching = input.rates.filter((rate) => taxRateMatches(rate, location));
  // The inclusive rates inside each amount: all of them inside the goods, those that tax shipping inside shipping.
  const inGoods = matching.filter((rate) => rate.pricesIncludeTax).reduce((sum, rate) => sum + scaled(rate.rateBasisPoints), 0n);
  const inShipping = matching.filter((rate) => rate.pricesIncludeTax && rate.appliesToShipping).reduce((sum, rate) => sum + scaled(rate.rateBasisPoints), 0n);

  const taxLines: TaxLine[] = [];
  for (const rate of matching) {
    const r = scaled(rate.rateBasisPoints);
    const shipping = rate.appliesToShipping ? shippingCents : 0n;
    const taxableCents = goodsCents + shipping;
    if (taxableCents === 0n) continue;
    let taxCents: number;
    if (rate.pricesIncludeTax) {
      // goods·r/(W+inGoods) + shipping·r/(W+inShipping), one fraction rounded once.
      const dg = WHOLE + inGoods;
      const ds = WHOLE + inShipping;
      taxCents = roundHalfUp(goodsCents * r * ds + shipping * r * dg, dg * ds);
    } else {
      taxCents = roundHalfUp(taxableCents * r, WHOLE);
    }
    taxLines.push({
      id: rate.id,
      name: rate.name,
      country: normalizeCode(rate.country),
      region: normalizeCode(rate.region) || null,
      rateBasisPoints: rate.rateBasisPoints,
      appliesToShipping: rate.appliesToShipping,
      included: rate.pricesIncludeTax,
      taxableCents: requireMinorUnits(Number(taxableCents), 'taxableCents'),
      taxCents,
    });
  }
  const includedTaxCents = sumMinorUnits(taxLines.filter((line) => line.included).map((line) => line.taxCents), 'taxCents');
  const addedTaxCents = sumMinorUnits(taxLines.filter((line) => !line.included).map((line) => line.taxCents), 'taxCents');
  return { taxCents: sumMinorUnits([includedTaxCents, addedTaxCents], 'taxCents'), includedTaxCents, addedTaxCents, taxLines };
}

/**
 * Countries whose prices are usually shown with tax in them (VAT/GST): the EU,
 * the rest of the EEA, the UK, Switzerland, Norway, Australia, New Zealand,
 * Japan. The dashboard starts a new rate for them as tax-inclusive.
 */
export const TAX_INCLUSIVE_COUNTRIES: readonly string[] = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
  'IS', 'LI', 'NO', 'CH', 'GB', 'AU', 'NZ', 'JP',
];

/** Whether prices in a country usually include tax. */
export function usuallyTaxInclusive(country: string): boolean {
  return TAX_INCLUSIVE_COUNTRIES.includes(normalizeCode(country));
}
