/**
 * The instalment (buy-now-pay-later) badge of a product page (storefront.md
 * §3 installment context, §4, §5; platform.md §5, §9).
 *
 * Amounts: `afterPayMin` and `afterPayMax` are minor units of the price's
 * currency. An instalment is the price divided by the number of payments,
 * rounded down to a whole minor unit; the last payment takes the remainder
 * ($10.01 in 4 → $2.50, $2.50, $2.50, $2.51), so the payments add up to the
 * price and the amount shown is the one the first payments really are.
 */
import type { CurrencyCode } from './currencies.ts';
import { type InstallmentLocale, type InstallmentProvider, installmentLocale, installmentModalPath, installmentProvider } from './installment-locale.ts';
import { MESSAGES, fillMessage } from './messages.ts';
import { requireMinorUnits } from './minor-units.ts';
import { formatMoney } from './money.ts';

/** Payments when none is given (storefront.md §9, platform.md §9). */
export const DEFAULT_NUM_INSTALLMENTS = 4;

/** Badge wording, verbatim from the spec. */
export const INSTALLMENT_MESSAGES = {
  /** One-line form; `{installment}` is the `payments` text. */
  inRange: MESSAGES.installment.inRange,
  payments: '{numInstallments} interest-free payments of {amount}',
  upTo: 'available for orders up to {amount}',
  over: 'available for orders over {amount}',
} as const;

/** The per-item installment context (storefront.md §3). */
export interface InstallmentContext {
  afterPayAvailable: boolean;
  /** Minor units; the price must be strictly above it. */
  afterPayMin: number;
  /** Minor units; the price must not be above it. */
  afterPayMax: number;
  /** 'en', 'fr-CA', …: used when the payment country supports it. */
  shopperLanguage: string;
  /** ISO alpha-2 code of the payment account; US territories count as US. */
  stripeAccountCountry: string;
}

export interface InstallmentBadgeInput {
  priceCents: number;
  currency: CurrencyCode;
  context: InstallmentContext;
  /** The types of everything the order would hold: the cart's lines and the product shown. */
  cartProductTypes: readonly string[];
  /** Default 4. */
  numInstallments?: number;
}

interface ShownBadge {
  show: true;
  provider: InstallmentProvider;
  language: string;
  locale: InstallmentLocale;
}

export type InstallmentBadge =
  | { show: false }
  | (ShownBadge & { inRange: true; text: string; installmentText: string; installmentCents: number })
  | (ShownBadge & { inRange: false; text: string });

/**
 * The payments of a price: `n − 1` payments of `floor(price / n)` and a last
 * one with the remainder.
 * @throws RangeError on a negative or fractional price, or `n` not a positive integer
 * @example installmentSchedule(1001, 4) // [250, 250, 250, 251]
 */
export function installmentSchedule(priceCents: number, numInstallments = DEFAULT_NUM_INSTALLMENTS): number[] {
  requireMinorUnits(priceCents, 'priceCents');
  if (!Number.isSafeInteger(numInstallments) || numInstallments < 1) {
    throw new RangeError(`numInstallments must be a positive integer: ${numInstallments}`);
  }
  const each = Math.floor(priceCents / numInstallments);
  const payments = Array.from({ length: numInstallments }, () => each);
  payments[numInstallments - 1] = priceCents - each * (numInstallments - 1);
  return payments;
}

/**
 * Tells whether a price is inside the provider's range: strictly above the
 * minimum and not above the maximum (storefront.md §5).
 * @example isInstallmentInRange(100, { afterPayMin: 100, afterPayMax: 200000 }) // false
 */
export function isInstallmentInRange(priceCents: number, range: Pick<InstallmentContext, 'afterPayMin' | 'afterPayMax'>): boolean {
  return priceCents > range.afterPayMin && priceCents <= range.afterPayMax;
}

/**
 * Where a site's badges point: the locale, its provider and the provider's information popup. It
 * depends only on the site (payment account country, shopper language), so the server resolves it
 * once and hands it to the islands, which then need none of the locale tables.
 */
export interface InstallmentPlacement {
  locale: InstallmentLocale;
  provider: InstallmentProvider;
  /** The popup HTML Plinth serves for the locale (`installmentModalPath`). */
  modalPath: string;
}

/**
 * The placement of a site's badges, or null when its payment country has no instalments.
 * @example installmentPlacement(context) // { locale: 'en_US', provider: 'afterpay', modalPath: '/assets/bnpl/afterpay-en_US.html' }
 */
export function installmentPlacement(context: Pick<InstallmentContext, 'stripeAccountCountry' | 'shopperLanguage'>): InstallmentPlacement | null {
  const locale = installmentLocale(context);
  const provider = locale === null ? null : installmentProvider(locale);
  const modalPath = locale === null ? null : installmentModalPath(locale);
  return locale === null || provider === null || modalPath === null ? null : { locale, provider, modalPath };
}

/**
 * The badge for a price (storefront §4, §5): in range, the instalment text; out of range, the
 * limit; hidden when instalments are off, a line is not physical or the input is not a price.
 * @example installmentBadge({ priceCents: 10000, currency: 'USD', context, cartProductTypes: ['PHYSICAL'] }).text
 * // 'or 4 interest-free payments of $25.00 with'
 */
export function installmentBadge(input: InstallmentBadgeInput): InstallmentBadge {
  return installmentBadgeAt(input, installmentPlacement(input.context));
}

/** {@link installmentBadge} at a placement resolved beforehand (the islands get it from the server). */
export function installmentBadgeAt(input: InstallmentBadgeInput, placement: InstallmentPlacement | null): InstallmentBadge {
  const { priceCents, currency, context, numInstallments = DEFAULT_NUM_INSTALLMENTS } = input;
  if (
    placement === null
    || context.afterPayAvailable !== true
    || !input.cartProductTypes.every((type) => type === 'PHYSICAL')
    || !Number.isSafeInteger(priceCents) || priceCents < 0
    || !Number.isFinite(context.afterPayMin) || !Number.isFinite(context.afterPayMax)
    || !Number.isSafeInteger(numInstallments) || numInstallments < 1
  ) {
    return { show: false };
  }
  const { locale, provider } = placement;
  const shown: ShownBadge = { show: true, provider, language: locale.split('_')[0], locale };
  if (!isInstallmentInRange(priceCents, context)) {
    const above = priceCents > context.afterPayMax;
    const text = fillMessage(above ? INSTALLMENT_MESSAGES.upTo : INSTALLMENT_MESSAGES.over, {
      amount: formatMoney(above ? context.afterPayMax : context.afterPayMin, currency),
    });
    return { ...shown, inRange: false, text };
  }
  const installmentCents = installmentSchedule(priceCents, numInstallments)[0];
  const installmentText = fillMessage(INSTALLMENT_MESSAGES.payments, {
    numInstallments,
    amount: formatMoney(installmentCents, currency),
  });
  return {
    ...shown,
    inRange: true,
    text: fillMessage(INSTALLMENT_MESSAGES.inRange, { installment: installmentText }),
    installmentText,
    installmentCents,
  };
}
