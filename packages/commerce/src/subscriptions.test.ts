import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import {
  SUBSCRIPTION_UNAVAILABLE,
  canSubscribe,
  subscriptionPeriodText,
  subscriptionPriceText,
  validateSubscriptionRequest,
  type BillingPeriodUnit,
  type SubscriptionPlan,
} from './subscriptions.ts';
import { product, variant } from './test-fixtures.ts';

const text = (value: number, unit: BillingPeriodUnit | string, numBillingCycles = 0, priceCents = 2500) =>
  subscriptionPriceText({ priceCents, currency: 'USD', billingPeriod: { value, unit } as SubscriptionPlan['billingPeriod'], numBillingCycles });

describe('subscriptionPeriodText', () => {
  it('wraps a price written by the caller', () => {
    const plan = (value: unknown, unit: unknown, numBillingCycles: unknown) => ({ billingPeriod: { value, unit }, numBillingCycles });
    expect(subscriptionPeriodText('<b>€5</b>', plan(2, 'week', 26))).toBe('<b>€5</b> every 2 weeks for 1 year');
    expect(subscriptionPeriodText('P', plan(1, 'MONTH', 0))).toBe('P every month');
    expect(subscriptionPeriodText('P', plan(1, 'MONTH', 'x'))).toBe('P every month');
    expect(subscriptionPeriodText('P', plan('1', 'MONTH', 0))).toBe('Unavailable');
    expect(subscriptionPeriodText('P', { billingPeriod: null, numBillingCycles: 0 })).toBe('Unavailable');
  });
});

describe('canSubscribe', () => {
  it('allows physical products and services only', () => {
    expect(['PHYSICAL', 'DIGITAL', 'SERVICE', 'GIFT_CARD', 'PAYWALL'].map(canSubscribe)).toEqual([true, false, true, false, false]);
  });
});

describe('subscriptionPriceText', () => {
  it('says every week / month / year', () => {
    expect(text(1, 'WEEK')).toBe('$25.00 every week');
    expect(text(1, 'MONTH')).toBe('$25.00 every month');
    expect(text(1, 'YEAR')).toBe('$25.00 every year');
  });

  it('says every {n} weeks / months / years', () => {
    expect(text(2, 'WEEK')).toBe('$25.00 every 2 weeks');
    expect(text(3, 'MONTH')).toBe('$25.00 every 3 months');
    expect(text(2, 'YEAR')).toBe('$25.00 every 2 years');
  });

  it('adds the duration when cycles > 0, in years when they divide evenly', () => {
    expect(text(1, 'MONTH', 12)).toBe('$25.00 every month for 1 year');
    expect(text(1, 'MONTH', 24)).toBe('$25.00 every month for 2 years');
    expect(text(1, 'MONTH', 6)).toBe('$25.00 every month for 6 months');
    expect(text(1, 'MONTH', 1)).toBe('$25.00 every month for 1 month');
    expect(text(2, 'WEEK', 52)).toBe('$25.00 every 2 weeks for 2 years');
    expect(text(4, 'WEEK', 13)).toBe('$25.00 every 4 weeks for 1 year');
    expect(text(1, 'WEEK', 10)).toBe('$25.00 every week for 10 weeks');
    expect(text(1, 'WEEK', 1)).toBe('$25.00 every week for 1 week');
    expect(text(1, 'YEAR', 1)).toBe('$25.00 every year for 1 year');
    expect(text(2, 'YEAR', 3)).toBe('$25.00 every 2 years for 6 years');
  });

  it('is indefinite at 0 cycles, and for cycles that are not a positive whole number', () => {
    expect(text(1, 'MONTH', 0)).toBe('$25.00 every month');
    expect(text(1, 'MONTH', -3)).toBe('$25.00 every month');
    expect(text(1, 'MONTH', 1.5)).toBe('$25.00 every month');
  });

  it('reads the unit in any case, as the template does', () => {
    expect(text(1, 'month')).toBe('$25.00 every month');
  });

  it("falls back to 'Unavailable'", () => {
    expect(SUBSCRIPTION_UNAVAILABLE).toBe('Unavailable');
    expect(text(1, 'DAY')).toBe('Unavailable');
    expect(text(0, 'MONTH')).toBe('Unavailable');
    expect(text(1.5, 'MONTH')).toBe('Unavailable');
    expect(text(1, 'MONTH', 0, -1)).toBe('Unavailable');
    expect(text(1, 'MONTH', 0, Number.NaN)).toBe('Unavailable');
    expect(subscriptionPriceText({ priceCents: 100, currency: 'USD', billingPeriod: null, numBillingCycles: 0 })).toBe('Unavailable');
  });

  it('formats the price in the store currency', () => {
    expect(subscriptionPriceText({ priceCents: 1500, currency: 'JPY', billingPeriod: { value: 1, unit: 'WEEK' }, numBillingCycles: 0 }))
      .toBe('¥1,500 every week');
  });
});

describe('validateSubscriptionRequest', () => {
  const plan: SubscriptionPlan = { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 };
  const v = variant({ sku: 'COFFEE', qtyInStock: 3 });
  const coffee = { ...product({ isSubscribable: true, variants: [v] }), subscriptionPlan: plan };

  it('accepts a subscribable product, a known sku and a whole quantity', () => {
    expect(validateSubscriptionRequest({ product: coffee, sku: 'COFFEE', qty: 1 })).toEqual({ ok: true, variant: v, quantity: 1 });
    expect(validateSubscriptionRequest({ product: coffee, sku: 'COFFEE', qty: '2' })).toEqual({ ok: true, variant: v, quantity: 2 });
  });

  it('refuses what cannot be subscribed to', () => {
    const refused = { ok: false, reason: 'NOT_SUBSCRIBABLE', message: 'Unable to add item' };
    expect(validateSubscriptionRequest({ product: { ...coffee, isSubscribable: false }, sku: 'COFFEE', qty: 1 })).toEqual(refused);
    expect(validateSubscriptionRequest({ product: { ...coffee, productType: 'DIGITAL' }, sku: 'COFFEE', qty: 1 })).toEqual(refused);
    expect(validateSubscriptionRequest({ product: { ...coffee, subscriptionPlan: null }, sku: 'COFFEE', qty: 1 })).toEqual(refused);
    const { subscriptionPlan: _omitted, ...withoutPlanField } = coffee;
    expect(validateSubscriptionRequest({ product: withoutPlanField, sku: 'COFFEE', qty: 1 }).ok).toBe(true);
  });

  it('refuses an unknown sku, a bad quantity and missing stock with the spec wording', () => {
    expect(validateSubscriptionRequest({ product: coffee, sku: 'TEA', qty: 1 })).toEqual({
      ok: false, reason: 'VARIANT_UNAVAILABLE', message: MESSAGES.addToCart.variantUnavailable,
    });
    expect(validateSubscriptionRequest({ product: coffee, sku: 'COFFEE', qty: 'x' })).toMatchObject({ reason: 'QUANTITY_NOT_NUMBER', message: 'Quantity must be a number.' });
    expect(validateSubscriptionRequest({ product: coffee, sku: 'COFFEE', qty: Number.NaN })).toMatchObject({ reason: 'QUANTITY_NOT_NUMBER' });
    expect(validateSubscriptionRequest({ product: coffee, sku: 'COFFEE', qty: null as unknown as number })).toMatchObject({ reason: 'QUANTITY_NOT_NUMBER' });
    expect(validateSubscriptionRequest({ product: coffee, sku: 'COFFEE', qty: 1.5 })).toMatchObject({ reason: 'QUANTITY_NOT_WHOLE', message: 'Quantity must be a whole number' });
    expect(validateSubscriptionRequest({ product: coffee, sku: 'COFFEE', qty: 4 })).toMatchObject({
      reason: 'NOT_ENOUGH_STOCK', message: 'Sorry, we do not have enough of that item available.',
    });
    const unlimited = { ...coffee, variants: [{ ...v, unlimited: true, qtyInStock: 0 }] };
    expect(validateSubscriptionRequest({ product: unlimited, sku: 'COFFEE', qty: 40 }).ok).toBe(true);
  });
});
