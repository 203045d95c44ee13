/**
 * Money in the owner app, as thin adapters over @plinth/commerce: integer
 * minor units on the wire, the currency's own fraction digits in fields
 * (2 for USD, 0 for JPY) and the storefront's formatting on screen.
 */
import { amountToMinor, formatMoney, fractionDigits, minorToDecimalString, type CurrencyCode } from '@plinth/commerce';

/**
 * Minor units as the text of an amount field, with the currency's fraction digits.
 * @example centsToInput(1950, 'USD') // '19.50'
 * @example centsToInput(1500, 'JPY') // '1500'
 */
export function centsToInput(cents: number, currency: CurrencyCode): string {
  return minorToDecimalString(cents, currency);
}

/**
 * An amount typed by the owner as minor units, or null when it is not a
 * non-negative amount with at most the currency's fraction digits. A comma
 * is read as the decimal point.
 * @example inputToCents('19.5', 'USD') // 1950
 * @example inputToCents('1500', 'JPY') // 1500
 * @example inputToCents('15.5', 'JPY') // null
 * @example inputToCents('-1', 'USD') // null
 */
export function inputToCents(text: string, currency: CurrencyCode): number | null {
  const trimmed = text.trim().replace(',', '.');
  // Stricter than amountToMinor on purpose: no sign, no exponent, and no digits it would round away.
  const amount = new RegExp(`^\\d{1,9}(\\.\\d{0,${fractionDigits(currency)}})?$`);
  return amount.test(trimmed) ? amountToMinor(trimmed, currency) : null;
}

/**
 * Minor units for display, in the site currency, as the storefront shows them.
 * @example formatCents(1950, 'USD') // '$19.50'
 * @example formatCents(1500, 'JPY') // '¥1,500'
 */
export function formatCents(cents: number, currency: CurrencyCode): string {
  return formatMoney(cents, currency);
}

/**
 * A decimal money value (`{ value: '25.00', currency: 'USD' }`, as the order
 * API writes it) for display, optionally times a quantity.
 * @example formatMoneyValue({ value: '2.50', currency: 'USD' }, 3) // '$7.50'
 */
export function formatMoneyValue(money: { value: string; currency: CurrencyCode }, times = 1): string {
  // Multiplied in minor units, so 3 × 0.10 is exactly 0.30.
  return formatMoney(amountToMinor(money.value, money.currency) * times, money.currency);
}
