/**
 * How the account page writes money and dates. The data arrives in the browser only (the page is
 * cached for everyone), so the browser's own formatting is used: no server/client mismatch.
 */
import { formatMoney, type CurrencyCode } from '@plinth/commerce';

/** Money as the API sends it (`cartMoney`). */
export interface ApiMoney {
  decimalValue: string;
  currency: string;
}

/**
 * '$25.00'; an unknown currency as '25.00 XYZ'. `decimalValue` carries exactly the currency's
 * fraction digits ('25.00', JPY '4500'), so its digits are the minor units. (Only `formatMoney`,
 * which the product page's runtime already has, is taken from @plinth/commerce: every other import
 * would move code into the chunk every product page loads.)
 */
export function moneyText(money: ApiMoney): string {
  const minor = /^-?\d+(\.\d+)?$/.test(money.decimalValue) ? Number(money.decimalValue.replace('.', '')) : Number.NaN;
  if (Number.isSafeInteger(minor)) {
    try {
      return formatMoney(minor, money.currency as CurrencyCode);
    } catch {
      // an unknown currency: written plainly below
    }
  }
  return `${money.decimalValue} ${money.currency}`;
}

/** `moneyText` of minor units (the gift card balance's `balanceCents`). */
export function minorMoneyText(minor: number, currency: string): string {
  try {
    return formatMoney(minor, currency as CurrencyCode);
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
}

/** 'Nov 23, 2026' (in the page's language) from epoch milliseconds. */
export function dateText(epochMs: number, locale?: string): string {
  return new Intl.DateTimeFormat(locale ?? pageLanguage(), { dateStyle: 'medium' }).format(new Date(epochMs));
}

function pageLanguage(): string | undefined {
  return typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined;
}
