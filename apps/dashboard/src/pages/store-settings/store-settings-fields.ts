/**
 * The pure side of the store settings form: money text ↔ minor units in the store's currency, and
 * which field a refusal of the server is about (its messages start with the field's label).
 */
import { fractionDigits, isSupportedCurrency } from '@plinth/commerce';

/** The fields a refusal can sit beside. */
export type StoreField =
  | 'currency'
  | 'timeZone'
  | 'storeName'
  | 'storeAddress'
  | 'minimumSubtotalCents'
  | 'restockSuccessText'
  | 'scarcityThreshold'
  | 'scarcityText'
  | 'customSoldOutText';

/** The label each server message starts with, per field. */
const LABELS: readonly [string, StoreField][] = [
  ['Currency', 'currency'],
  ['Time zone', 'timeZone'],
  ['Store name', 'storeName'],
  ['Store address', 'storeAddress'],
  ['Minimum subtotal', 'minimumSubtotalCents'],
  ['Restock success text', 'restockSuccessText'],
  ['Scarcity threshold', 'scarcityThreshold'],
  ['Scarcity text', 'scarcityText'],
  ['Sold-out text', 'customSoldOutText'],
];

const FIELDS = new Set<string>(LABELS.map(([, field]) => field));

/**
 * The field a server refusal is about (null: the whole form) and its words for the owner. The server
 * names the field by its label ('Minimum subtotal cannot be negative.') or, when the label differs
 * from the property, by its path ('timeZone: Time zone must be …'); the path is dropped from the words.
 * @example problemOfMessage('merchandising.scarcityThreshold: Scarcity threshold must be at least 1.')
 * // { field: 'scarcityThreshold', text: 'Scarcity threshold must be at least 1.' }
 */
export function problemOfMessage(message: string): { field: StoreField | null; text: string } {
  const first = message.split('; ')[0] ?? message;
  const pathed = /^([\w.]+): (.+)$/.exec(first);
  if (pathed) {
    const last = pathed[1].split('.').pop() ?? '';
    if (FIELDS.has(last)) return { field: last as StoreField, text: pathed[2] };
  }
  if (first.startsWith('The store already has orders')) return { field: 'currency', text: first };
  return { field: LABELS.find(([label]) => first.startsWith(`${label} `))?.[1] ?? null, text: first };
}

const digitsOf = (currency: string): number => (isSupportedCurrency(currency) ? fractionDigits(currency) : 2);

/**
 * Minor units as the owner types an amount ('5.00' for 500 USD cents, '500' for 500 yen).
 * @example moneyText(500, 'USD') // '5.00'
 */
export function moneyText(cents: number, currency: string): string {
  const digits = digitsOf(currency);
  return (cents / 10 ** digits).toFixed(digits);
}

/**
 * The minor units of a typed amount, or NaN when it is not an amount with at most the currency's
 * decimals ('' is 0: no minimum). The server refuses NaN in its own words.
 * @example minorUnits('12.5', 'EUR') // 1250
 */
export function minorUnits(text: string, currency: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  const digits = digitsOf(currency);
  const match = /^(\d+)(?:[.,](\d*))?$/.exec(trimmed);
  if (!match || (match[2] ?? '').length > digits) return Number.NaN;
  return Number(match[1]) * 10 ** digits + Number((match[2] ?? '').padEnd(digits, '0') || 0);
}
