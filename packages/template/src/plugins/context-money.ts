/**
 * Money as the hosted builder's context writes it (jsont.md §10): `{value, currency}` or
 * `{decimalValue, currencyCode}`, read into hundredths of the amount.
 */
import { num, rec } from './util.ts';

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
 * Reads `{value, currency}` or `{decimalValue, currencyCode}`; amounts are decimal strings or numbers.
 * Lenient like the hosted builder (numeric text of any form; an unreadable amount, or one too
 * large for a number once scaled, is 0), and always × 100: not `amountToMinor` of
 * `@plinth/commerce`, which is exact, strict and uses each currency's own minor unit (JPY has none).
 */
export function readMoney(v: unknown): Money {
  const m = rec(v);
  return { cents: moneyCents(m), currency: moneyCurrency(m) };
}

/** The hundredths of a money record (see `readMoney`). */
export function moneyCents(m: Record<string, unknown>): number {
  const cents = Math.round(num(m.decimalValue ?? m.value) * 100);
  return Number.isFinite(cents) ? cents : 0;
}

/** The currency of a money record, default USD (see `readMoney`). */
export function moneyCurrency(m: Record<string, unknown>): string {
  const currency = m.currencyCode ?? m.currency;
  return typeof currency === 'string' && currency !== '' ? currency : DEFAULT_CURRENCY;
}
