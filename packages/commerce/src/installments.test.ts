import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NUM_INSTALLMENTS,
  INSTALLMENT_MESSAGES,
  installmentBadge,
  installmentBadgeAt,
  installmentPlacement,
  installmentSchedule,
  isInstallmentInRange,
  type InstallmentBadge,
  type InstallmentBadgeInput,
  type InstallmentContext,
} from './installments.ts';

const context: InstallmentContext = {
  afterPayAvailable: true, afterPayMin: 100, afterPayMax: 200_000, shopperLanguage: 'en', stripeAccountCountry: 'US',
};
const badge = (overrides: Partial<InstallmentBadgeInput> = {}, ctx: Partial<InstallmentContext> = {}) =>
  installmentBadge({ priceCents: 10_000, currency: 'USD', cartProductTypes: ['PHYSICAL'], ...overrides, context: { ...context, ...ctx } });

const textOf = (shown: InstallmentBadge) => (shown.show ? shown.text : null);

describe('installmentSchedule', () => {
  it('pays floor(price / n), the last payment taking the remainder', () => {
    expect(DEFAULT_NUM_INSTALLMENTS).toBe(4);
    expect(installmentSchedule(10_000)).toEqual([2500, 2500, 2500, 2500]);
    expect(installmentSchedule(1001)).toEqual([250, 250, 250, 251]);
    expect(installmentSchedule(1003, 4)).toEqual([250, 250, 250, 253]);
    expect(installmentSchedule(2, 4)).toEqual([0, 0, 0, 2]);
    expect(installmentSchedule(999, 1)).toEqual([999]);
  });

  it('throws on a bad price or count', () => {
    expect(() => installmentSchedule(-1)).toThrow(RangeError);
    expect(() => installmentSchedule(100, 0)).toThrow(RangeError);
    expect(() => installmentSchedule(100, 2.5)).toThrow(RangeError);
  });
});

describe('isInstallmentInRange', () => {
  it('is strictly above the minimum and not above the maximum', () => {
    expect(isInstallmentInRange(100, context)).toBe(false);
    expect(isInstallmentInRange(101, context)).toBe(true);
    expect(isInstallmentInRange(200_000, context)).toBe(true);
    expect(isInstallmentInRange(200_001, context)).toBe(false);
  });
});

describe('installmentBadge', () => {
  it('pins the wording', () => {
    expect(INSTALLMENT_MESSAGES).toEqual({
      inRange: 'or {installment} with',
      payments: '{numInstallments} interest-free payments of {amount}',
      upTo: 'available for orders up to {amount}',
      over: 'available for orders over {amount}',
    });
  });

  it('shows the one-line form in range', () => {
    expect(badge()).toEqual({
      show: true, inRange: true, provider: 'afterpay', language: 'en', locale: 'en_US',
      text: 'or 4 interest-free payments of $25.00 with',
      installmentText: '4 interest-free payments of $25.00',
      installmentCents: 2500,
    });
  });

  it('shows the first payment, rounded down, and takes another count', () => {
    expect(textOf(badge({ priceCents: 1003 }))).toBe('or 4 interest-free payments of $2.50 with');
    expect(textOf(badge({ priceCents: 9000, numInstallments: 3 }))).toBe('or 3 interest-free payments of $30.00 with');
  });

  it('says the maximum above it and the minimum otherwise', () => {
    expect(badge({ priceCents: 200_001 })).toEqual({
      show: true, inRange: false, provider: 'afterpay', language: 'en', locale: 'en_US', text: 'available for orders up to $2,000.00',
    });
    expect(textOf(badge({ priceCents: 100 }))).toBe('available for orders over $1.00');
    expect(textOf(badge({ priceCents: 0 }))).toBe('available for orders over $1.00');
  });

  it('picks provider and language by the payment country', () => {
    expect(badge({ currency: 'GBP' }, { stripeAccountCountry: 'GB', shopperLanguage: 'fr' })).toMatchObject({
      provider: 'clearpay', language: 'en', locale: 'en_GB', text: 'or 4 interest-free payments of £25.00 with',
    });
    expect(badge({ currency: 'CAD' }, { stripeAccountCountry: 'CA', shopperLanguage: 'fr-CA' })).toMatchObject({
      provider: 'afterpay', language: 'fr', locale: 'fr_CA',
    });
    expect(badge({}, { stripeAccountCountry: 'PR' })).toMatchObject({ show: true, locale: 'en_US' });
  });

  it('is hidden unless every item is physical and instalments are available there', () => {
    expect(badge({ cartProductTypes: ['PHYSICAL', 'DIGITAL'] })).toEqual({ show: false });
    expect(badge({ cartProductTypes: ['SERVICE'] })).toEqual({ show: false });
    expect(badge({ cartProductTypes: [] }).show).toBe(true);
    expect(badge({}, { afterPayAvailable: false })).toEqual({ show: false });
    expect(badge({}, { stripeAccountCountry: 'DE' })).toEqual({ show: false });
  });

  it('never throws on bad numbers: hidden', () => {
    expect(badge({ priceCents: Number.NaN })).toEqual({ show: false });
    expect(badge({ priceCents: -5 })).toEqual({ show: false });
    expect(badge({ numInstallments: 0 })).toEqual({ show: false });
    expect(badge({}, { afterPayMax: Number.NaN })).toEqual({ show: false });
  });
});

describe('installmentPlacement and installmentBadgeAt', () => {
  const site = { afterPayAvailable: true, afterPayMin: 100, afterPayMax: 200000, shopperLanguage: 'fr-CA', stripeAccountCountry: 'ca' };

  it('resolves the locale, provider and popup once per site, or null for a country without instalments', () => {
    expect(installmentPlacement(site)).toEqual({ locale: 'fr_CA', provider: 'afterpay', modalPath: '/assets/bnpl/afterpay-fr_CA.html' });
    expect(installmentPlacement({ ...site, stripeAccountCountry: 'GU', shopperLanguage: 'es' })).toEqual({ locale: 'en_US', provider: 'afterpay', modalPath: '/assets/bnpl/afterpay-en_US.html' });
    expect(installmentPlacement({ ...site, stripeAccountCountry: 'DE' })).toBeNull();
  });

  it('gives the same badge at a resolved placement as from the context, and none without one', () => {
    const input = { priceCents: 5500, currency: 'CAD' as const, context: site, cartProductTypes: ['PHYSICAL'] };
    expect(installmentBadgeAt(input, installmentPlacement(site))).toEqual(installmentBadge(input));
    expect(installmentBadgeAt(input, null)).toEqual({ show: false });
  });
});
