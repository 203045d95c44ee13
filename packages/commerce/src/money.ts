/**
 * Money formatting: sign, symbol and value combined per currency (currencies.ts).
 *
 * Digits come from Intl.NumberFormat with everything that could vary pinned
 * (locale 'en-US', grouping, `halfExpand`, fixed fraction digits); separators and
 * symbol are then applied from our own table, so the text is identical on Node
 * and in Chromium (server-rendered islands hydrate without a mismatch).
 */
import { bigIntToDecimalString, minorToDecimalString, toMinorBigInt } from './amount.ts';
import { CURRENCIES, NBSP, type CurrencyCode } from './currencies.ts';

/** At most this many integer places are shown; larger amounts are clamped. */
export const MAX_INTEGER_PLACES = 15;

/** The two money shapes of the template context, in one object (jsont.md §10). */
export interface MoneyValue {
  value: string;
  currency: CurrencyCode;
  decimalValue: string;
  currencyCode: CurrencyCode;
}

export interface FormatMoneyOptions {
  /** Drop an all-zero fraction: "$20" instead of "$20.00" ("$20.50" stays). */
  trimZeroFractions?: boolean;
}

// The symbol and separators are ours, so the Intl options depend only on the
// number of fraction digits: one cached formatter per digit count.
const formatters = new Map<number, Intl.NumberFormat>();

function numberFormat(digits: number): Intl.NumberFormat {
  let format = formatters.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      useGrouping: true,
      roundingMode: 'halfExpand',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(digits, format);
  }
  return format;
}

/**
 * Formats integer minor units for display.
 *
 * Amounts beyond 15 integer places (and ±Infinity) are clamped to the largest
 * 15-place amount (e.g. $999,999,999,999,999.99): a page render must never
 * throw, and no real price comes near it. A non-integer `minor` is rounded half
 * away from zero.
 * @param minor amount in minor units (cents; yen for JPY)
 * @param currency a supported currency code
 * @param options.trimZeroFractions default false
 * @example formatMoney(123456, 'USD') // "$1,234.56"
 * @example formatMoney(123456, 'DKK') // "1.234,56 kr"  (no-break space)
 * @example formatMoney(-2000, 'EUR', { trimZeroFractions: true }) // "-€20"
 * @throws RangeError when `minor` is NaN.
 */
export function formatMoney(minor: number, currency: CurrencyCode, options: FormatMoneyOptions = {}): string {
  const table = CURRENCIES[currency];
  const digits = table.fractionDigits;
  const scale = 10n ** BigInt(digits);
  const limit = 10n ** BigInt(MAX_INTEGER_PLACES) * scale - 1n;
  // ±Infinity clamps like any huge amount; NaN is a bug upstream and throws.
  const value = minor === Infinity ? limit : minor === -Infinity ? -limit : toMinorBigInt(minor);
  let abs = value < 0n ? -value : value;
  if (abs > limit) abs = limit;

  const trim = options.trimZeroFractions === true && abs % scale === 0n;
  const body = layOutDigits(trim ? abs / scale : abs, trim ? 0 : digits, table.group, table.decimal);

  const sign = value < 0n ? '-' : '';
  const gap = table.space ? NBSP : '';
  return table.placement === 'before' ? `${sign}${table.symbol}${gap}${body}` : `${sign}${body}${gap}${table.symbol}`;
}

/** Writes a non-negative amount of minor units with `digits` fraction places and the given separators. */
function layOutDigits(abs: bigint, digits: number, group: string, decimal: string): string {
  let body = '';
  for (const part of numberFormat(digits).formatToParts(bigIntToDecimalString(abs, digits) as `${number}`)) {
    body += part.type === 'group' ? group : part.type === 'decimal' ? decimal : part.value;
  }
  return body;
}

/**
 * Writes minor units as a plain en-US number, no symbol: `,` between thousands, `.` before the
 * `fractionDigits` places, `-` first when negative. Not clamped (that is `formatMoney`'s policy
 * for prices). For callers that put the currency around the digits themselves: the template
 * engine's `<span class="sqs-money-native">`.
 * @example formatMinorDigits(123450, 2) // "1,234.50"
 * @example formatMinorDigits(-5, 2) // "-0.05"
 * @throws RangeError when `minor` is not finite.
 */
export function formatMinorDigits(minor: number, fractionDigits: number): string {
  const value = toMinorBigInt(minor);
  return (value < 0n ? '-' : '') + layOutDigits(value < 0n ? -value : value, fractionDigits, ',', '.');
}

/**
 * Builds the template-context money object for an amount in minor units.
 * @example moneyFromMinor(2500, 'USD')
 * // { value: "25.00", currency: "USD", decimalValue: "25.00", currencyCode: "USD" }
 */
export function moneyFromMinor(minor: number, currency: CurrencyCode): MoneyValue {
  const value = minorToDecimalString(minor, currency);
  return { value, currency, decimalValue: value, currencyCode: currency };
}
