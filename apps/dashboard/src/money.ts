/**
 * Money in the owner app, as thin adapters over @plinth/commerce: integer
 * minor units on the wire, the currency's own fraction digits in fields
 * (2 for USD, 0 for JPY) and the storefront's formatting on screen. Every amount
 * the dashboard shows is written here, by @plinth/commerce's formatMoney.
 */
import { amountToMinor, formatMoney, fractionDigits, isSupportedCurrency, minorToDecimalString, type CurrencyCode } from '@plinth/commerce';

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
 * Minor units for display, in the site currency, as the storefront shows them. The API types a
 * currency as text: one the platform does not know is written after the amount.
 * @example formatCents(1950, 'USD') // '$19.50'
 * @example formatCents(1500, 'JPY') // '¥1,500'
 * @example formatCents(1950, 'XTS') // '19.50 XTS'
 */
export function formatCents(cents: number, currency: string): string {
  if (!isSupportedCurrency(currency)) return `${(cents / 100).toFixed(2)} ${currency}`;
  return formatMoney(cents, currency);
}

/**
 * A decimal money value (`{ value: '25.00', currency: 'USD' }`, as the order
 * API and the reports write it) for display, optionally times a quantity.
 * @example formatMoneyValue({ value: '2.50', currency: 'USD' }, 3) // '$7.50'
 * @example formatMoneyValue({ value: '1234.5', currency: 'USD' }) // '$1,234.50'
 */
export function formatMoneyValue(money: { value: string; currency: string }, times = 1): string {
  if (!isSupportedCurrency(money.currency)) return `${money.value} ${money.currency}`;
  // Multiplied in minor units, so 3 × 0.10 is exactly 0.30.
  return formatMoney(amountToMinor(money.value, money.currency) * times, money.currency);
}
