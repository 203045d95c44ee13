/**
 * Money of a product in the hosted builder's context (jsont.md §10): `{value, currency}` (the
 * hosted builder's prices read only these two, not `decimalValue`/`currencyCode`), read into
 * hundredths of the amount.
 */
import { rec } from './util.ts';

/**
 * An amount in hundredths (`cents`: the amount × 100 whatever the currency, as the legacy `price`
 * numbers and `from-price` print it) and the ISO currency it was given in (default USD).
 */
export interface Money {
  cents: number;
  currency: string;
}

export const DEFAULT_CURRENCY = 'USD';

/** Zero dollars: the price of nothing (no price points). */
export const NO_MONEY: Money = Object.freeze({ cents: 0, currency: DEFAULT_CURRENCY });

/**
 * Reads `{value, currency}`; amounts are decimal strings or numbers (an unreadable amount is 0),
 * always × 100: not `amountToMinor` of
 * `@plinth/commerce`, which is exact, strict and uses each currency's own minor unit (JPY has none).
 */
export function readMoney(v: unknown): Money {
  const m = rec(v);
  return { cents: moneyCents(m), currency: moneyCurrency(m) };
}

/**
 * The hundredths of a money record's `value` (see `readMoney`): decimal text (`25`, `+5`, `.5`,
 * `1e2`; not hex, spaces or separators) or a number, rounded half away from zero on its decimal
 * digits (`1.005` → 101, as the hosted builder rounds), not on the binary double.
 */
export function moneyCents(m: Record<string, unknown>): number {
  return amountCents(m.value);
}

/** The currency of a money record, default USD (see `readMoney`). */
export function moneyCurrency(m: Record<string, unknown>): string {
  const currency = m.currency;
  return typeof currency === 'string' && currency !== '' ? currency : DEFAULT_CURRENCY;
}

/** An amount in hundredths (see `moneyCents`); 0 when unreadable or too large for a number. */
export function amountCents(v: unknown): number {
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) return 0;
    const scaled = v * 100;
    // Whole hundredths (the usual case) need no decimal reading.
    if (Number.isInteger(scaled)) return scaled === 0 ? 0 : scaled;
    return decimalCents(String(v));
  }
  return typeof v === 'string' ? decimalCents(v) : 0;
}

/** Hundredths of decimal text, read digit by digit (no allocation) unless it has an exponent. */
function decimalCents(s: string): number {
  const n = s.length;
  let i = 0;
  let negative = false;
  if (i < n && (s.charCodeAt(i) === 43 || s.charCodeAt(i) === 45)) negative = s.charCodeAt(i++) === 45;
  let whole = 0;
  let digits = 0;
  while (i < n && isDigit(s.charCodeAt(i))) { whole = whole * 10 + (s.charCodeAt(i++) - 48); digits++; }
  let fraction = 0; // the first two fraction digits
  let up = false; // third fraction digit ≥ 5: round away from zero
  if (i < n && s.charCodeAt(i) === 46) {
    i++;
    let k = 0;
    while (i < n && isDigit(s.charCodeAt(i))) {
      const d = s.charCodeAt(i++) - 48;
      if (k < 2) fraction = fraction * 10 + d;
      else if (k === 2) up = d >= 5;
      k++; digits++;
    }
    if (k === 1) fraction *= 10;
  }
  if (digits === 0) return 0;
  if (i < n) {
    // An exponent (`1e2`, `2.5E-1`): scale the text, then round.
    if ((s.charCodeAt(i) !== 101 && s.charCodeAt(i) !== 69) || !/^[eE][+-]?\d+$/.test(s.slice(i))) return 0;
    const scaled = Number(`${s.slice(0, i)}e${Number(s.slice(i + 1)) + 2}`);
    const cents = Math.round(Math.abs(scaled)) * Math.sign(scaled);
    return Number.isFinite(cents) && cents !== 0 ? cents : 0;
  }
  const cents = whole * 100 + fraction + (up ? 1 : 0);
  if (!Number.isFinite(cents) || cents === 0) return 0;
  return negative ? -cents : cents;
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;
