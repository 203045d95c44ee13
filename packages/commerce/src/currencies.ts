/**
 * The 27 store currencies of storefront.md §3 and how each one is written.
 *
 * One table, applied by our own code (see money.ts), so a price reads the same
 * on the server and in every browser whatever locale data the runtime ships.
 */

/** Every supported currency code, in the order of storefront.md §3. */
export const CURRENCY_CODES = [
  'EUR', 'USD', 'AUD', 'NOK', 'CAD', 'NZD', 'DKK', 'GBP', 'HKD', 'CHF', 'MXN', 'SGD', 'SEK', 'CZK',
  'ILS', 'PHP', 'RUB', 'PLN', 'THB', 'MYR', 'ARS', 'BRL', 'COP', 'IDR', 'INR', 'JPY', 'ZAR',
] as const;

export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/** The store currency when none is selected (storefront.md §1, §9). */
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

/** No-break space: keeps "1 234,56 kr" on one line. */
export const NBSP = '\u00a0';

export interface CurrencyFormat {
  code: CurrencyCode;
  /** Minor-unit places: 2, or 0 for JPY. */
  fractionDigits: number;
  symbol: string;
  /** Where the symbol goes relative to the value. */
  placement: 'before' | 'after';
  /** Whether a (no-break) space separates symbol and value. */
  space: boolean;
  /** Thousands separator. */
  group: string;
  /** Decimal separator. */
  decimal: string;
}

type Row = [symbol: string, placement: 'before' | 'after', space: boolean, group: string, decimal: string];

// Symbol before the value: English separators, as an English storefront shows it
// ("€1,234.56", "CA$1,234.56"). Symbol after the value: the home-country style
// ("1.234,56 kr" in Denmark, "1 234,56 kr" in Norway and Sweden).
const BEFORE = (symbol: string, space = false): Row => [symbol, 'before', space, ',', '.'];
const AFTER = (symbol: string, group: string): Row => [symbol, 'after', true, group, ','];

const ROWS: Record<CurrencyCode, Row> = {
  EUR: BEFORE('€'),
  USD: BEFORE('$'),
  AUD: BEFORE('A$'),
  NOK: AFTER('kr', NBSP),
  CAD: BEFORE('CA$'),
  NZD: BEFORE('NZ$'),
  DKK: AFTER('kr', '.'),
  GBP: BEFORE('£'),
  HKD: BEFORE('HK$'),
  CHF: BEFORE('CHF', true),
  MXN: BEFORE('MX$'),
  SGD: BEFORE('S$'),
  SEK: AFTER('kr', NBSP),
  CZK: AFTER('Kč', NBSP),
  ILS: BEFORE('₪'),
  PHP: BEFORE('₱'),
  RUB: AFTER('₽', NBSP),
  PLN: AFTER('zł', NBSP),
  THB: BEFORE('฿'),
  MYR: BEFORE('RM'),
  ARS: BEFORE('AR$'),
  BRL: BEFORE('R$'),
  COP: BEFORE('COL$'),
  IDR: BEFORE('Rp'),
  INR: BEFORE('₹'),
  JPY: BEFORE('¥'),
  ZAR: BEFORE('R'),
};

/** Per-currency formatting table, keyed by code. */
export const CURRENCIES: Readonly<Record<CurrencyCode, CurrencyFormat>> = Object.freeze(
  Object.fromEntries(
    CURRENCY_CODES.map((code) => {
      const [symbol, placement, space, group, decimal] = ROWS[code];
      const fractionDigits = code === 'JPY' ? 0 : 2;
      return [code, Object.freeze({ code, fractionDigits, symbol, placement, space, group, decimal })];
    }),
  ) as Record<CurrencyCode, CurrencyFormat>,
);

/**
 * Tells whether a value is one of the 27 supported currency codes (exact, upper case).
 * @example isSupportedCurrency('SEK') // true
 */
export function isSupportedCurrency(code: unknown): code is CurrencyCode {
  return typeof code === 'string' && Object.hasOwn(CURRENCIES, code);
}

/**
 * Minor-unit places of a currency (2; JPY 0).
 * @example fractionDigits('JPY') // 0
 */
export function fractionDigits(currency: CurrencyCode): number {
  return CURRENCIES[currency].fractionDigits;
}
