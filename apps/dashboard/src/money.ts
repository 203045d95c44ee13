/**
 * Money in the owner's inputs: integer minor units on the wire, a decimal
 * amount in the field (2 fraction digits: the site currencies in use here).
 */

/**
 * Minor units as the text of an amount field.
 * @example centsToInput(1950) // '19.50'
 */
export function centsToInput(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * An amount typed by the owner as minor units, or null when it is not a
 * non-negative amount with at most two decimals.
 * @example inputToCents('19.5') // 1950
 * @example inputToCents('-1') // null
 */
export function inputToCents(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d{1,9}(\.\d{0,2})?$/.test(trimmed)) return null;
  const [whole, fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * Minor units for display, in the site currency.
 * @example formatCents(1950, 'USD') // '$19.50'
 */
export function formatCents(cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
}

/**
 * A decimal money value (`{ value: '25.00', currency: 'USD' }`) for display,
 * optionally times a quantity.
 * @example formatMoneyValue({ value: '2.50', currency: 'USD' }, 3) // '$7.50'
 */
export function formatMoneyValue(money: { value: string; currency: string }, times = 1): string {
  const amount = Number(money.value) * times;
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: money.currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${money.currency}`;
  }
}
