/**
 * Discounts (issue 30 item 6; storefront.md §3 `coupons`, `validCoupons`, `invalidCoupons`,
 * `discountCents`): codes the visitor enters and automatic discounts that apply by themselves; a
 * percentage or an amount off the goods, or free shipping; with a minimum subtotal, limited to
 * some products or categories, between a start and an end, and with usage limits.
 *
 * Rules (a superset of coupons.ts, whose coupons are discounts with a code):
 * - Codes are matched trimmed and case-insensitively. A discount without a code is automatic.
 * - Automatic discounts are looked at first (the biggest first), then the codes in the order
 *   entered. An amount-off discount (percentage or amount) is accepted when none is yet, or when
 *   it and every accepted one are `stackable`. Free shipping combines with amount-off discounts;
 *   one free shipping per order. An automatic discount that cannot apply is left out silently; a
 *   code that cannot is listed in `invalidCoupons` with the first reason that holds, in this
 *   order: DUPLICATE, NOT_FOUND, NOT_STARTED (now < startsAt), EXPIRED (now ≥ expiresAt), USED_UP
 *   (timesUsed ≥ usageLimit), ALREADY_USED (the customer's uses ≥ usageLimitPerCustomer),
 *   NOT_APPLICABLE (no line it is limited to, or free shipping for a cart that ships nothing),
 *   MINIMUM_NOT_MET (its eligible subtotal < minimumSubtotalCents), NOT_STACKABLE.
 * - An amount-off discount is worked out on its eligible subtotal (the discountable lines of its
 *   products or categories; all of them when it names none) and never takes a line below zero.
 *   Free shipping takes off the selected option's cost ({@link withShippingCost}).
 */
import { applyBasisPoints, BASIS_POINTS_PER_WHOLE } from './basis-points.ts';
import { normalizeCouponCode, type InvalidCouponReason } from './coupons.ts';
import { requireMinorUnits, sumMinorUnits } from './minor-units.ts';
import { prorate } from './prorate.ts';

/** What a discount takes off. */
export type DiscountKind = 'PERCENTAGE' | 'FIXED_AMOUNT' | 'FREE_SHIPPING';

/** The discount kinds, for validation and forms. */
export const DISCOUNT_KINDS: readonly DiscountKind[] = ['PERCENTAGE', 'FIXED_AMOUNT', 'FREE_SHIPPING'];

/** A discount as checkout sees it (a coupons.ts Coupon is one). */
export interface Discount {
  id?: string;
  /** What the visitor types; null or absent = an automatic discount. */
  code?: string | null;
  /** What the buyer sees for an automatic discount ('Summer sale'). */
  title?: string;
  kind: DiscountKind;
  /** PERCENTAGE: 1500 = 15 % (at most 10 000). */
  percentBasisPoints?: number;
  /** FIXED_AMOUNT: minor units off. */
  amountCents?: number;
  /** The eligible subtotal the order must reach; absent = none. */
  minimumSubtotalCents?: number | null;
  /** Only these products (item ids) are discounted; empty with no categories = every product. */
  productIds?: readonly string[];
  /** …or the products in these categories (compared case-insensitively). */
  categories?: readonly string[];
  /** Epoch milliseconds from which it works; absent = already. */
  startsAt?: number | null;
  /** Epoch milliseconds at which it stops working; absent = never. */
  expiresAt?: number | null;
  /** Uses in all; absent = unlimited. */
  usageLimit?: number | null;
  /** Uses per customer (by e-mail); absent = unlimited. */
  usageLimitPerCustomer?: number | null;
  /** Uses so far (paid or being paid). */
  timesUsed?: number;
  /** This customer's uses so far. */
  timesUsedByCustomer?: number;
  /** May be combined with other stackable amount-off discounts; default false. */
  stackable?: boolean;
}

/** A discount accepted for this order, with what it takes off (usage counts left out). */
export type AppliedDiscount = Omit<Discount, 'timesUsed' | 'timesUsedByCustomer' | 'usageLimit' | 'usageLimitPerCustomer'> & { discountCents: number };

/** Why a code was refused (see the module's rules for the order they are checked in). */
export type InvalidDiscountReason = InvalidCouponReason | 'NOT_STARTED' | 'USED_UP' | 'ALREADY_USED' | 'NOT_APPLICABLE';

/** Every reason, for validation of the checkout contract. */
export const INVALID_DISCOUNT_REASONS: readonly InvalidDiscountReason[] = [
  'DUPLICATE', 'NOT_FOUND', 'NOT_STARTED', 'EXPIRED', 'USED_UP', 'ALREADY_USED', 'NOT_APPLICABLE', 'MINIMUM_NOT_MET', 'NOT_STACKABLE',
];

/** A refused code. */
export interface InvalidDiscount {
  /** As entered, trimmed. */
  code: string;
  reason: InvalidDiscountReason;
}

/** A line as discounts see it. */
export interface DiscountLine {
  itemId: string;
  /** The product's categories (names). */
  categories?: readonly string[];
  /** quantity × unit price; 0 for a line never discounted (a gift card). */
  amountCents: number;
}

/** Input of {@link evaluateDiscounts}. */
export interface DiscountInput {
  discounts: readonly Discount[];
  appliedCodes: readonly string[];
  lines: readonly DiscountLine[];
  /** Some line ships: free shipping can apply. */
  requiresShipping: boolean;
  /** Epoch milliseconds. */
  now: number;
}

/** What the discounts take off. */
export interface DiscountResult {
  /** Accepted codes, in the order entered. */
  validCoupons: AppliedDiscount[];
  invalidCoupons: InvalidDiscount[];
  /** Accepted automatic discounts. */
  automaticDiscounts: AppliedDiscount[];
  /** Off the goods, per line (the lines' order); never more than a line's amount. */
  lineDiscounts: number[];
  /** Σ lineDiscounts. */
  goodsDiscountCents: number;
  /** Off the shipping (set by {@link withShippingCost}); 0 before. */
  shippingDiscountCents: number;
  /** A free-shipping discount was accepted. */
  freeShipping: boolean;
}

const lower = (text: string) => text.trim().toLowerCase();

/** Whether a discount is automatic (has no code). */
export function isAutomaticDiscount(discount: Discount): boolean {
  return discount.code == null || discount.code.trim() === '';
}

/** Which lines a discount may take off (positive amount and in its products or categories). */
function eligibleLines(discount: Discount, lines: readonly DiscountLine[]): boolean[] {
  const products = new Set(discount.productIds ?? []);
  const categories = new Set((discount.categories ?? []).map(lower));
  const everything = products.size === 0 && categories.size === 0;
  return lines.map((line) => line.amountCents > 0
    && (everything || products.has(line.itemId) || (line.categories ?? []).some((name) => categories.has(lower(name)))));
}

/** The full amount a discount takes off its eligible subtotal, before the cap. */
function amountOff(discount: Discount, eligibleSubtotalCents: number): number {
  if (discount.kind === 'PERCENTAGE') {
    const rate = discount.percentBasisPoints ?? 0;
    if (rate > BASIS_POINTS_PER_WHOLE) throw new RangeError(`A percentage discount takes at most 100 %: ${rate} bp`);
    return applyBasisPoints(eligibleSubtotalCents, rate);
  }
  if (discount.kind === 'FIXED_AMOUNT') return Math.min(requireMinorUnits(discount.amountCents ?? 0, 'amountCents'), eligibleSubtotalCents);
  return 0;
}

/** Why a discount cannot apply to this cart now (not counting stacking), or null. */
function unusableReason(discount: Discount, eligible: boolean[], input: DiscountInput): InvalidDiscountReason | null {
  if (discount.startsAt != null && input.now < discount.startsAt) return 'NOT_STARTED';
  if (discount.expiresAt != null && input.now >= discount.expiresAt) return 'EXPIRED';
  if (discount.usageLimit != null && (discount.timesUsed ?? 0) >= discount.usageLimit) return 'USED_UP';
  if (discount.usageLimitPerCustomer != null && (discount.timesUsedByCustomer ?? 0) >= discount.usageLimitPerCustomer) return 'ALREADY_USED';
  if (discount.kind === 'FREE_SHIPPING' ? !input.requiresShipping : !eligible.some(Boolean)) return 'NOT_APPLICABLE';
  const eligibleSubtotal = discount.kind === 'FREE_SHIPPING'
    ? sumMinorUnits(input.lines.map((line) => line.amountCents), 'subtotal')
    : sumMinorUnits(input.lines.map((line, index) => (eligible[index] ? line.amountCents : 0)), 'eligible subtotal');
  if (discount.minimumSubtotalCents != null && eligibleSubtotal < discount.minimumSubtotalCents) return 'MINIMUM_NOT_MET';
  return null;
}

/** The discount without its usage counts (what the buyer may see). */
function shown(discount: Discount, discountCents: number): AppliedDiscount {
  const { timesUsed: _used, timesUsedByCustomer: _mine, usageLimit: _limit, usageLimitPerCustomer: _perCustomer, ...rest } = discount;
  return { ...rest, discountCents };
}

/**
 * Sorts the entered codes into valid and invalid, picks the automatic discounts that apply, and
 * works out what comes off each line.
 * @throws RangeError on a bad amount or a rate over 100 %
 * @example evaluateDiscounts({ discounts: [ten], appliedCodes: ['ten'], lines: [{ itemId: 'mug', amountCents: 2500 }], requiresShipping: true, now })
 * // { validCoupons: [{ ...ten, discountCents: 250 }], lineDiscounts: [250], goodsDiscountCents: 250, … }
 */
export function evaluateDiscounts(input: DiscountInput): DiscountResult {
  const lines = input.lines.map((line) => ({ ...line, amountCents: requireMinorUnits(line.amountCents, 'line amount') }));
  const lineDiscounts = lines.map(() => 0);
  const byCode = new Map<string, Discount>();
  for (const discount of input.discounts) {
    if (isAutomaticDiscount(discount)) continue;
    const key = normalizeCouponCode(discount.code as string);
    if (!byCode.has(key)) byCode.set(key, discount);
  }
  const accepted: Discount[] = [];
  let freeShipping = false;
  let restricted = false;

  /** Why a usable discount does not combine with those accepted, or null; accepts it otherwise. */
  const take = (discount: Discount, eligible: boolean[]): { cents: number } | null => {
    if (discount.kind === 'FREE_SHIPPING') {
      if (freeShipping) return null;
      freeShipping = true;
      accepted.push(discount);
      return { cents: 0 };
    }
    const amountOffs = accepted.filter((d) => d.kind !== 'FREE_SHIPPING');
    if (amountOffs.length > 0 && !(discount.stackable === true && amountOffs.every((d) => d.stackable === true))) return null;
    const left = lines.map((line, index) => (eligible[index] ? line.amountCents - lineDiscounts[index] : 0));
    const eligibleSubtotal = sumMinorUnits(lines.map((line, index) => (eligible[index] ? line.amountCents : 0)), 'eligible subtotal');
    const cents = Math.min(amountOff(discount, eligibleSubtotal), sumMinorUnits(left, 'left'));
    const parts = cents > 0 ? prorate(left, cents) : left.map(() => 0);
    parts.forEach((part, index) => { lineDiscounts[index] += part; });
    if ((discount.productIds?.length ?? 0) > 0 || (discount.categories?.length ?? 0) > 0) restricted = true;
    accepted.push(discount);
    return { cents };
  };

  // Automatic discounts: those that apply, biggest first (free shipping after the amounts off).
  const automatic = input.discounts
    .filter(isAutomaticDiscount)
    .map((discount) => ({ discount, eligible: eligibleLines(discount, lines) }))
    .filter(({ discount, eligible }) => unusableReason(discount, eligible, input) === null)
    .map((entry) => ({ ...entry, worth: entry.discount.kind === 'FREE_SHIPPING' ? -1 : amountOff(entry.discount, sumMinorUnits(lines.map((line, index) => (entry.eligible[index] ? line.amountCents : 0)), 'eligible subtotal')) }))
    .sort((a, b) => b.worth - a.worth);
  const automaticDiscounts: AppliedDiscount[] = [];
  for (const { discount, eligible } of automatic) {
    const taken = take(discount, eligible);
    if (taken) automaticDiscounts.push(shown(discount, taken.cents));
  }

  const seen = new Set<string>();
  const validCoupons: AppliedDiscount[] = [];
  const invalidCoupons: InvalidDiscount[] = [];
  for (const entered of input.appliedCodes) {
    const code = entered.trim();
    const key = normalizeCouponCode(code);
    const discount = byCode.get(key);
    const eligible = discount ? eligibleLines(discount, lines) : [];
    let reason: InvalidDiscountReason | null = seen.has(key) ? 'DUPLICATE' : !discount ? 'NOT_FOUND' : unusableReason(discount, eligible, input);
    seen.add(key);
    const taken = reason === null && discount ? take(discount, eligible) : null;
    if (reason === null && !taken) reason = 'NOT_STACKABLE';
    if (reason !== null || !discount || !taken) {
      invalidCoupons.push({ code, reason: reason ?? 'NOT_FOUND' });
      continue;
    }
    validCoupons.push(shown(discount, taken.cents));
  }

  const goodsDiscountCents = sumMinorUnits(lineDiscounts, 'discount');
  // Unlimited discounts only: spread the whole over every discountable line, as coupons always were.
  const spread = restricted || goodsDiscountCents === 0 ? lineDiscounts : prorate(lines.map((line) => line.amountCents), goodsDiscountCents);
  return { validCoupons, invalidCoupons, automaticDiscounts, lineDiscounts: spread, goodsDiscountCents, shippingDiscountCents: 0, freeShipping };
}

/**
 * The result once the shipping is priced: a free-shipping discount takes off the selected option's cost.
 * @example withShippingCost(result, 500).shippingDiscountCents // 500 when free shipping was accepted, else 0
 */
export function withShippingCost(result: DiscountResult, shippingCostCents: number): DiscountResult {
  if (!result.freeShipping) return result;
  const cents = requireMinorUnits(shippingCostCents, 'shippingCostCents');
  const credit = (list: AppliedDiscount[]) => list.map((d) => (d.kind === 'FREE_SHIPPING' ? { ...d, discountCents: cents } : d));
  return { ...result, validCoupons: credit(result.validCoupons), automaticDiscounts: credit(result.automaticDiscounts), shippingDiscountCents: cents };
}
