/**
 * Checkout totals (storefront.md §3 cart fields): subtotal, coupons, shipping,
 * tax, gift card and grand total, in integer minor units.
 *
 * Order of work:
 * 1. subtotal = Σ quantity × unit price;
 * 2. discounts — codes and automatic ones (discounts.ts) — take off the
 *    discountable subtotal (every line but gift cards: a gift card is money,
 *    never discounted or taxed), so the discount never exceeds the subtotal;
 *    it is spread over the lines it applies to in proportion to their totals
 *    (prorate.ts) so tax sees discounted lines; free shipping takes off the
 *    selected option's cost (in discountCents; tax sees shipping after it);
 * 3. shipping only when some line is physical (digital-only carts ship
 *    nothing); options are priced on the subtotal after discounts; with
 *    `shippingZones`, the rates of the address's zone (shipping-rates.ts);
 * 4. tax per rule per order, rounded half up (tax-rules.ts); with `taxRates`,
 *    tax lines, inclusive or added, rounded per line (tax-lines.ts);
 * 5. orderTotal = subtotal − discount + shipping + tax − the tax already
 *    inside the prices; a gift card pays up to
 *    all of it; grandTotal = orderTotal − giftCard, the amount still due, never
 *    negative.
 */
import type { InvalidCoupon } from './coupons.ts';
import { evaluateDiscounts, withShippingCost, type AppliedDiscount, type Discount, type InvalidDiscount } from './discounts.ts';
import type { CurrencyCode } from './currencies.ts';
import { redeemGiftCard } from './gift-cards.ts';
import { requireMinorUnits, sumMinorUnits } from './minor-units.ts';
import type { ShippingLocation } from './shipping-location.ts';
import {
  priceShippingOptions,
  selectShippingOption,
  type PricedShippingOption,
  type ShippingOption,
} from './shipping-options.ts';
import { calculateTax, type AppliedTaxRule, type TaxRule } from './tax-rules.ts';
import { cartWeightGrams, offerShippingRates, type OfferedShippingRate, type ShippingZone } from './shipping-rates.ts';
import { calculateTaxLines, type TaxLine, type TaxRate } from './tax-lines.ts';
import type { ProductType } from './types.ts';

export interface CheckoutEntry {
  itemId: string;
  sku: string;
  productType: ProductType;
  /** A positive whole number. */
  quantity: number;
  unitPriceCents: number;
  /** Matched against `TaxRule.taxCategory`; default 'standard'. */
  taxCategory?: string;
  /** The product's categories, for discounts limited to some (discounts.ts). */
  categories?: readonly string[];
  /** Grams of one unit (shipping by weight, shipping-rates.ts); default 0. */
  weightGrams?: number;
  /** No tax rate taxes this line (with `taxRates`, tax-lines.ts). */
  taxExempt?: boolean;
}

export interface CheckoutInput {
  entries: readonly CheckoutEntry[];
  currency: CurrencyCode;
  shippingOptions: readonly ShippingOption[];
  selectedShippingOptionId?: string | null;
  shippingLocation?: ShippingLocation | null;
  taxRules: readonly TaxRule[];
  /** The site's discounts, codes and automatic (discounts.ts; a coupons.ts Coupon is one). */
  coupons: readonly Discount[];
  appliedCouponCodes: readonly string[];
  /** Balance of the gift card the visitor applies; default none. */
  giftCardBalanceCents?: number;
  /** Epoch milliseconds, for coupon expiry (a pure function takes the clock). */
  now: number;
  /** The store's shipping zones; when given, they replace `shippingOptions`. */
  shippingZones?: readonly ShippingZone[];
  /** The store's tax rates; when given, they replace `taxRules`. */
  taxRates?: readonly TaxRate[];
}

/** A shipping choice offered at checkout: a legacy option or a zone's rate. */
export type OfferedShipping = PricedShippingOption | OfferedShippingRate;

export interface CheckoutTotals {
  currency: CurrencyCode;
  subtotalCents: number;
  discountCents: number;
  shippingCostCents: number;
  /** Every tax line's tax, the included ones too. */
  taxCents: number;
  /** The part of taxCents already inside the prices (VAT); not added again. */
  taxIncludedCents: number;
  /** subtotal − discount + shipping + tax − taxIncluded: what the order is worth. */
  orderTotalCents: number;
  /** The part of the order total paid by the gift card. */
  giftCardCents: number;
  /** orderTotal − giftCard: the amount still to pay. */
  grandTotalCents: number;
  /** Options offered for this cart and location, with their cost; [] when nothing ships. */
  shippingOptions: OfferedShipping[];
  selectedShippingOption: OfferedShipping | null;
  shippingLocation: ShippingLocation | null;
  /** The tax lines (TaxLine, with `included`, when `taxRates` were given). */
  applicableTaxRules: (AppliedTaxRule | TaxLine)[];
  validCoupons: AppliedDiscount[];
  invalidCoupons: (InvalidCoupon | InvalidDiscount)[];
  /** Automatic discounts that apply (discounts.ts). */
  automaticDiscounts: AppliedDiscount[];
  /** Some line is physical. */
  requiresShipping: boolean;
  /** False when the cart needs shipping and no option ships to the location: checkout must stop. */
  shippingAvailable: boolean;
}

/**
 * Works out every total of a checkout.
 * @throws RangeError on a fractional or negative quantity, price, rate or
 *   balance, a zero quantity, or a total beyond Number.MAX_SAFE_INTEGER
 * @example calculateTotals({ entries: [mug], currency: 'USD', shippingOptions: [flat500], taxRules: [],
 *   coupons: [], appliedCouponCodes: [], now: Date.now() }).grandTotalCents // 2500 + 500
 */
export function calculateTotals(input: CheckoutInput): CheckoutTotals {
  const lineTotals = input.entries.map((entry) => {
    if (requireMinorUnits(entry.quantity, 'quantity') === 0) throw new RangeError('quantity must be at least 1');
    return requireMinorUnits(entry.quantity * requireMinorUnits(entry.unitPriceCents, 'unitPriceCents'), 'line total');
  });
  const subtotalCents = sumMinorUnits(lineTotals, 'subtotalCents');

  const discountable = input.entries.map((entry, index) => (entry.productType === 'GIFT_CARD' ? 0 : lineTotals[index]));
  const physical = input.entries.filter((entry) => entry.productType === 'PHYSICAL');
  const requiresShipping = physical.length > 0;
  const goods = evaluateDiscounts({
    discounts: input.coupons,
    appliedCodes: input.appliedCouponCodes,
    lines: input.entries.map((entry, index) => ({ itemId: entry.itemId, categories: entry.categories, amountCents: discountable[index] })),
    requiresShipping,
    now: input.now,
  });
  const lineDiscounts = goods.lineDiscounts;
  const location = input.shippingLocation ?? null;
  const shippingOptions: OfferedShipping[] = !requiresShipping
    ? []
    : input.shippingZones
      ? offerShippingRates(input.shippingZones, { weightGrams: cartWeightGrams(physical), discountedSubtotalCents: subtotalCents - goods.goodsDiscountCents }, location)
      : priceShippingOptions(input.shippingOptions, {
        physicalQuantity: sumMinorUnits(physical.map((entry) => entry.quantity), 'physicalQuantity'),
        discountedSubtotalCents: subtotalCents - goods.goodsDiscountCents,
      }, location);
  const selectedShippingOption = selectShippingOption(shippingOptions, input.selectedShippingOptionId);
  const shippingCostCents = selectedShippingOption?.costCents ?? 0;
  const coupons = withShippingCost(goods, shippingCostCents);
  const discountCents = coupons.goodsDiscountCents + coupons.shippingDiscountCents;

  const taxed = {
    location,
    lines: input.entries.flatMap((entry, index) => (entry.productType === 'GIFT_CARD'
      ? []
      : [{ amountCents: lineTotals[index] - lineDiscounts[index], taxCategory: entry.taxCategory, taxExempt: entry.taxExempt }])),
    shippingCostCents: shippingCostCents - coupons.shippingDiscountCents,
  };
  const tax = input.taxRates ? taxOfLines(calculateTaxLines({ ...taxed, rates: input.taxRates })) : { ...calculateTax({ ...taxed, rules: input.taxRules }), includedTaxCents: 0 };

  const orderTotalCents = sumMinorUnits([subtotalCents - discountCents, shippingCostCents, tax.taxCents - tax.includedTaxCents], 'orderTotalCents');
  const giftCard = redeemGiftCard({ balanceCents: input.giftCardBalanceCents ?? 0, amountDueCents: orderTotalCents });
  return {
    currency: input.currency,
    subtotalCents,
    discountCents,
    shippingCostCents,
    taxCents: tax.taxCents,
    taxIncludedCents: tax.includedTaxCents,
    orderTotalCents,
    giftCardCents: giftCard.appliedCents,
    grandTotalCents: giftCard.remainingDueCents,
    shippingOptions,
    selectedShippingOption,
    shippingLocation: location,
    applicableTaxRules: tax.applicableTaxRules,
    validCoupons: coupons.validCoupons,
    invalidCoupons: coupons.invalidCoupons,
    automaticDiscounts: coupons.automaticDiscounts,
    requiresShipping,
    shippingAvailable: !requiresShipping || selectedShippingOption !== null,
  };
}

/** tax-lines.ts's answer in the shape of the tax rules'. */
function taxOfLines({ taxCents, includedTaxCents, taxLines }: ReturnType<typeof calculateTaxLines>) {
  return { taxCents, includedTaxCents, applicableTaxRules: taxLines };
}
