/**
 * Exact conversions between integer minor units and decimal amounts.
 *
 * Money is held as integer minor units (cents); decimal text is produced and
 * parsed with BigInt digit arithmetic so no binary-float drift gets in
 * ("19.99" is 1999, never 1998.9999…).
 */
import { fractionDigits, type CurrencyCode } from './currencies.ts';

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * Rounds a minor-unit number to an integer, half away from zero (the pinned
 * `halfExpand` mode), as a BigInt.
 * @throws RangeError when the value is not a finite number.
 */
export function toMinorBigInt(minor: number): bigint {
  if (!Number.isFinite(minor)) throw new RangeError(`Not a finite amount: ${minor}`);
  const rounded = Number.isInteger(minor) ? minor : Math.sign(minor) * Math.floor(Math.abs(minor) + 0.5);
  return BigInt(rounded);
}

/**
 * Divides minor units by 10^fraction digits.
 * @example minorToAmount(2550, 'USD') // 25.5
 * @example minorToAmount(2550, 'JPY') // 2550
 */
export function minorToAmount(minor: number, currency: CurrencyCode): number {
  return minor / 10 ** fractionDigits(currency);
}

/**
 * Writes minor units as an exact decimal string with the currency's fraction digits.
 * @example minorToDecimalString(2500, 'USD') // "25.00"
 * @example minorToDecimalString(-5, 'EUR') // "-0.05"
 * @throws RangeError when `minor` is not finite.
 */
export function minorToDecimalString(minor: number, currency: CurrencyCode): string {
  const value = toMinorBigInt(minor);
  return bigIntToDecimalString(value, fractionDigits(currency));
}

/** Splits a BigInt of minor units into "integer.fraction" text (digits ≥ 0). */
export function bigIntToDecimalString(value: bigint, digits: number): string {
  const sign = value < 0n ? '-' : '';
  const abs = (value < 0n ? -value : value).toString().padStart(digits + 1, '0');
  if (digits === 0) return sign + abs;
  return `${sign}${abs.slice(0, -digits)}.${abs.slice(-digits)}`;
}

/**
 * Parses a decimal amount into integer minor units, exactly. Accepts a number or
 * a string such as "25", "25.5", "-0.05", ".5", "1e3"; surrounding spaces are
 * ignored. Digits beyond the currency's fraction digits are rounded half away
 * from zero ("0.125" USD → 13).
 * @example amountToMinor('19.99', 'USD') // 1999
 * @example amountToMinor(0.1 + 0.2, 'USD') // 30
 * @example amountToMinor('1500', 'JPY') // 1500
 * @throws RangeError on text that is not a decimal number, or a result beyond
 *   Number.MAX_SAFE_INTEGER minor units.
 */
export function amountToMinor(decimal: string | number, currency: CurrencyCode): number {
  const text = typeof decimal === 'number' ? String(decimal) : decimal.trim();
  const match = DECIMAL.exec(text);
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match ?? [];
  if (!match || whole + fraction === '') throw new RangeError(`Not a decimal amount: "${text}"`);
  // value = digits × 10^shift minor units
  const digits = BigInt(whole + fraction);
  const shift = Number(exponent) - fraction.length + fractionDigits(currency);
  let minor: bigint;
  // Bound the exponent before any power of ten is built ("1e-999999999" must stay cheap).
  if (digits === 0n || -shift > whole.length + fraction.length) {
    minor = 0n;
  } else if (shift > 20) {
    minor = BigInt(Number.MAX_SAFE_INTEGER) + 1n;
  } else if (shift >= 0) {
    minor = digits * 10n ** BigInt(shift);
  } else {
    const divisor = 10n ** BigInt(-shift);
    minor = (digits * 2n + divisor) / (divisor * 2n); // half away from zero, on the absolute value
  }
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`Amount too large: "${text}"`);
  const result = Number(minor);
  return sign === '-' && result !== 0 ? -result : result;
}
