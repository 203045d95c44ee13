/**
 * Subscriptions (platform.md §3 billing periods, §5, §9; storefront.md §4):
 * who may subscribe, the price text, and the subscribe request check
 * (POST /api/3/commerce/cart/subscription: itemId, sku, qty).
 *
 * The billing wording is `subscriptionPeriodText`, the one the template
 * engine's price formatters use too; `subscriptionPriceText` formats the price
 * itself with `formatMoney`.
 */
import type { BillingPeriodUnit as PlatformBillingPeriodUnit } from '@plinth/platform';
import type { CurrencyCode } from './currencies.ts';
import { MESSAGES } from './messages.ts';
import { formatMoney } from './money.ts';
import { tracksStock } from './product-rules.ts';
import { parseQuantity } from './quantity.ts';
import type { Product, ProductType, Variant } from './types.ts';

/** `WEEK`, `MONTH` or `YEAR` (platform.md §3), named in `@plinth/platform`. */
export type BillingPeriodUnit = PlatformBillingPeriodUnit;

/** `numBillingCycles` 0 = indefinite. */
export interface SubscriptionPlan {
  billingPeriod: { value: number; unit: BillingPeriodUnit };
  numBillingCycles: number;
}

/** The text when a plan or price is unusable (platform.md §8). */
export const SUBSCRIPTION_UNAVAILABLE = 'Unavailable';

/** [singular, plural, units per year]: 52 weeks, 12 months or 1 year per year. */
const UNITS: Record<BillingPeriodUnit, [one: string, many: string, perYear: number]> = {
  WEEK: ['week', 'weeks', 52],
  MONTH: ['month', 'months', 12],
  YEAR: ['year', 'years', 1],
};

/**
 * Only physical products and services can be sold as subscriptions.
 * @example canSubscribe('SERVICE') // true
 * @example canSubscribe('DIGITAL') // false
 */
export function canSubscribe(productType: ProductType | string): boolean {
  return productType === 'PHYSICAL' || productType === 'SERVICE';
}

/** The unit row of a billing period, or null when the period is unusable. */
function billingUnit(period: unknown): { every: number; unit: [string, string, number] } | null {
  if (period === null || typeof period !== 'object') return null;
  const { value, unit } = period as { value?: unknown; unit?: unknown };
  const key = String(unit ?? '').toUpperCase();
  if (!Object.hasOwn(UNITS, key) || typeof value !== 'number' || !Number.isInteger(value) || value < 1) return null;
  return { every: value, unit: UNITS[key as BillingPeriodUnit] };
}

const duration = (n: number, one: string, many: string): string => ` for ${n} ${n === 1 ? one : many}`;

/**
 * The billing wording around a price already written as text: '{price} every month',
 * '{price} every 2 weeks', plus ' for {n} {units}' when `numBillingCycles` > 0 (0 or anything not a
 * positive whole number = indefinite). A duration that divides evenly into years is given in years:
 * 12 monthly cycles → ' for 1 year', 104 weekly → ' for 2 years'. 'Unavailable' for a missing or
 * unknown unit (read in any case) or a period that is not a positive whole number.
 * For callers that write the price their own way: the template engine's `product-price`
 * and `subscription-price` (CLDR or native money text).
 * @example subscriptionPeriodText('$25.00', { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 12 })
 * // '$25.00 every month for 1 year'
 */
export function subscriptionPeriodText(price: string, plan: { billingPeriod: unknown; numBillingCycles: unknown }): string {
  const period = billingUnit(plan.billingPeriod);
  if (period === null) return SUBSCRIPTION_UNAVAILABLE;
  const [one, many, perYear] = period.unit;
  let text = period.every === 1 ? `${price} every ${one}` : `${price} every ${period.every} ${many}`;
  const cycles = plan.numBillingCycles;
  if (typeof cycles === 'number' && Number.isInteger(cycles) && cycles > 0) {
    const total = period.every * cycles;
    text += total % perYear === 0 ? duration(total / perYear, 'year', 'years') : duration(total, one, many);
  }
  return text;
}

/**
 * `subscriptionPeriodText` with the price formatted by `formatMoney`; 'Unavailable' also for a
 * price that is not a non-negative safe integer.
 * @example subscriptionPriceText({ priceCents: 2500, currency: 'USD', billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 12 })
 * // '$25.00 every month for 1 year'
 */
export function subscriptionPriceText(input: {
  priceCents: number;
  currency: CurrencyCode;
  billingPeriod: SubscriptionPlan['billingPeriod'] | null | undefined;
  numBillingCycles: number;
}): string {
  if (!Number.isSafeInteger(input.priceCents) || input.priceCents < 0) return SUBSCRIPTION_UNAVAILABLE;
  return subscriptionPeriodText(formatMoney(input.priceCents, input.currency), input);
}

/** Why a subscribe request was refused; each has the spec's wording in `message`. */
export type SubscriptionRefusal =
  | 'NOT_SUBSCRIBABLE'
  | 'VARIANT_UNAVAILABLE'
  | 'QUANTITY_NOT_NUMBER'
  | 'QUANTITY_NOT_WHOLE'
  | 'NOT_ENOUGH_STOCK';

export type SubscriptionRequestResult =
  | { ok: true; variant: Variant; quantity: number }
  | { ok: false; reason: SubscriptionRefusal; message: string };

const refuse = (reason: SubscriptionRefusal, message: string): SubscriptionRequestResult => ({ ok: false, reason, message });

/**
 * Checks a subscribe request, in order: the product is subscribable, of a type
 * that can be (physical, service), and has a usable plan when
 * `subscriptionPlan` is given (null = none, refused); the sku is one of its
 * variants; qty is a whole number (clamped to 1-9999, as the add-to-cart
 * quantity); the variant has that much stock (unlimited always does).
 * @example validateSubscriptionRequest({ product: coffee, sku: 'COFFEE-1KG', qty: 1 }) // { ok: true, variant, quantity: 1 }
 */
export function validateSubscriptionRequest(request: {
  product: Product & { subscriptionPlan?: SubscriptionPlan | null };
  sku: string;
  qty: number | string;
}): SubscriptionRequestResult {
  const { product } = request;
  const planMissing = 'subscriptionPlan' in product && billingUnit(product.subscriptionPlan?.billingPeriod) === null;
  if (!product.isSubscribable || !canSubscribe(product.productType) || planMissing) {
    return refuse('NOT_SUBSCRIBABLE', MESSAGES.cart.unableToAddItem);
  }
  const variant = product.variants.find((candidate) => candidate.sku === request.sku);
  if (!variant) return refuse('VARIANT_UNAVAILABLE', MESSAGES.addToCart.variantUnavailable);

  const { qty } = request as { qty: unknown };
  // Anything but a finite number or text (null, NaN, an object) reads as blank: not a number.
  const parsed = parseQuantity(typeof qty === 'number' ? (Number.isFinite(qty) ? String(qty) : '') : typeof qty === 'string' ? qty : '');
  if (!parsed.ok) {
    return parsed.reason === 'not-whole'
      ? refuse('QUANTITY_NOT_WHOLE', MESSAGES.addToCart.quantityNotWhole)
      : refuse('QUANTITY_NOT_NUMBER', MESSAGES.addToCart.quantityNotNumber);
  }
  if (tracksStock(product) && !variant.unlimited && parsed.quantity > variant.qtyInStock) {
    return refuse('NOT_ENOUGH_STOCK', MESSAGES.addToCart.notEnoughStock);
  }
  return { ok: true, variant, quantity: parsed.quantity };
}
