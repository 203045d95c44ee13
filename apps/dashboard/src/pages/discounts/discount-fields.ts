/**
 * The pure side of Commerce → Discounts: what the form holds (amounts, percentages and dates as
 * typed), the body it sends (the contract's `createDiscount` body), how a discount reads in the
 * list, and which field a refusal of the server is about.
 */
import type { discountBody, discountJson } from '@plinth/api';
import { fractionDigits, formatMoney, isSupportedCurrency, type CurrencyCode } from '@plinth/commerce';
import type { z } from 'zod';

export type Discount = z.infer<typeof discountJson>;
export type DiscountBody = z.infer<typeof discountBody>;

/** What a discount applies to. */
export type Scope = 'all' | 'products' | 'categories';

/** The form's values, as typed. */
export interface DiscountDraft {
  method: 'code' | 'automatic';
  code: string;
  title: string;
  kind: Discount['kind'];
  /** '15' or '12.5' (per cent). */
  percent: string;
  /** '5.00' in the store currency. */
  amount: string;
  /** '' = none. */
  minimumSubtotal: string;
  scope: Scope;
  productIds: string[];
  /** Comma-separated names. */
  categories: string;
  /** `datetime-local` values ('2026-12-24T09:00'), local time; '' = none. */
  startsAt: string;
  endsAt: string;
  /** '' = unlimited. */
  usageLimit: string;
  usageLimitPerCustomer: string;
  stackable: boolean;
}

/** The fields a refusal can sit beside. */
export type DiscountField = 'code' | 'title' | 'percent' | 'amount' | 'minimumSubtotal' | 'scope' | 'dates' | 'usageLimit' | 'usageLimitPerCustomer' | null;

const digitsOf = (currency: string): number => (isSupportedCurrency(currency) ? fractionDigits(currency) : 2);

/** Minor units as the owner types them ('5.00' for 500 USD cents). */
export function moneyText(cents: number, currency: string): string {
  const digits = digitsOf(currency);
  return (cents / 10 ** digits).toFixed(digits);
}

/** The minor units of a typed amount; null for '' and NaN for text that is not an amount with at most the currency's decimals. */
export function minorUnitsOf(text: string, currency: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const digits = digitsOf(currency);
  const match = /^(\d+)(?:[.,](\d*))?$/.exec(trimmed);
  if (!match || (match[2] ?? '').length > digits) return Number.NaN;
  return Number(match[1]) * 10 ** digits + Number((match[2] ?? '').padEnd(digits, '0') || 0);
}

/** Basis points of a typed percentage ('12.5' → 1250); NaN for anything else. */
export function basisPointsOf(text: string): number {
  const match = /^(\d+)(?:[.,](\d{0,2}))?$/.exec(text.trim());
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A whole number typed, null for '', NaN otherwise. */
function wholeOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A `datetime-local` value of epoch milliseconds, in the browser's time zone. */
export function localDateTime(ms: number | null): string {
  if (ms === null) return '';
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Epoch milliseconds of a `datetime-local` value (the browser's time zone); null for ''. */
export function epochOf(value: string): number | null {
  if (value.trim() === '') return null;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? Number.NaN : ms;
}

/** The form's values for a discount, or for a new one. */
export function draftOf(discount: Discount | null, currency: string): DiscountDraft {
  if (!discount) {
    return {
      method: 'code', code: '', title: '', kind: 'PERCENTAGE', percent: '10', amount: '', minimumSubtotal: '', scope: 'all', productIds: [], categories: '',
      startsAt: '', endsAt: '', usageLimit: '', usageLimitPerCustomer: '', stackable: false,
    };
  }
  return {
    method: discount.method,
    code: discount.code ?? '',
    title: discount.title,
    kind: discount.kind,
    percent: discount.percentBasisPoints === null ? '' : String(discount.percentBasisPoints / 100),
    amount: discount.amountCents === null ? '' : moneyText(discount.amountCents, currency),
    minimumSubtotal: discount.minimumSubtotalCents === null ? '' : moneyText(discount.minimumSubtotalCents, currency),
    scope: discount.productIds.length > 0 ? 'products' : discount.categories.length > 0 ? 'categories' : 'all',
    productIds: discount.productIds,
    categories: discount.categories.join(', '),
    startsAt: localDateTime(discount.startsAt),
    endsAt: localDateTime(discount.endsAt),
    usageLimit: discount.usageLimit === null ? '' : String(discount.usageLimit),
    usageLimitPerCustomer: discount.usageLimitPerCustomer === null ? '' : String(discount.usageLimitPerCustomer),
    stackable: discount.stackable,
  };
}

/** A refusal before sending: the field and the words. */
export interface DraftProblem {
  field: DiscountField;
  message: string;
}

/**
 * The body to send, or the first problem the form can tell by itself (the server checks again, in
 * the same words where it can).
 * @example bodyOf({ ...draftOf(null, 'USD'), code: 'SPRING' }, 'USD') // { body: { method: 'code', code: 'SPRING', kind: 'PERCENTAGE', percentBasisPoints: 1000, … } }
 */
export function bodyOf(draft: DiscountDraft, currency: string): { body: DiscountBody } | { problem: DraftProblem } {
  const problem = (field: DiscountField, message: string) => ({ problem: { field, message } });
  const code = draft.method === 'code' ? draft.code.trim() : '';
  if (draft.method === 'code' && code === '') return problem('code', 'Code is required for a discount the buyer enters.');
  if (draft.method === 'automatic' && draft.title.trim() === '') return problem('title', 'Title is required for an automatic discount: the buyer sees it at checkout.');
  let percentBasisPoints: number | null = null;
  let amountCents: number | null = null;
  if (draft.kind === 'PERCENTAGE') {
    percentBasisPoints = basisPointsOf(draft.percent);
    if (!(percentBasisPoints >= 1 && percentBasisPoints <= 10_000)) return problem('percent', 'Percentage must be a number from 0.01 to 100, with at most 2 decimals.');
  }
  if (draft.kind === 'FIXED_AMOUNT') {
    amountCents = minorUnitsOf(draft.amount, currency);
    if (amountCents === null || !(amountCents >= 1)) return problem('amount', `Amount must be an amount of ${currency} above zero.`);
  }
  const minimumSubtotalCents = minorUnitsOf(draft.minimumSubtotal, currency);
  if (minimumSubtotalCents !== null && Number.isNaN(minimumSubtotalCents)) return problem('minimumSubtotal', `Minimum subtotal must be an amount of ${currency}.`);
  const categories = draft.scope === 'categories' ? draft.categories.split(',').map((name) => name.trim()).filter(Boolean) : [];
  const productIds = draft.scope === 'products' ? draft.productIds : [];
  if (draft.scope === 'products' && productIds.length === 0) return problem('scope', 'Choose at least one product.');
  if (draft.scope === 'categories' && categories.length === 0) return problem('scope', 'Enter at least one category.');
  const startsAt = epochOf(draft.startsAt);
  const endsAt = epochOf(draft.endsAt);
  if (Number.isNaN(startsAt) || Number.isNaN(endsAt)) return problem('dates', 'Dates must be a day and a time.');
  if (startsAt !== null && endsAt !== null && endsAt <= startsAt) return problem('dates', 'End must be after the start.');
  const usageLimit = wholeOf(draft.usageLimit);
  if (usageLimit !== null && !(usageLimit >= 1)) return problem('usageLimit', 'Usage limit must be a whole number of at least 1.');
  const usageLimitPerCustomer = wholeOf(draft.usageLimitPerCustomer);
  if (usageLimitPerCustomer !== null && !(usageLimitPerCustomer >= 1)) return problem('usageLimitPerCustomer', 'Limit per customer must be a whole number of at least 1.');
  return {
    body: {
      method: draft.method,
      code: draft.method === 'code' ? code : null,
      title: draft.title.trim(),
      kind: draft.kind,
      percentBasisPoints,
      amountCents,
      minimumSubtotalCents,
      productIds,
      categories,
      startsAt,
      endsAt,
      usageLimit,
      usageLimitPerCustomer,
      stackable: draft.stackable,
    },
  };
}

/** The server's words, with the field they are about (its messages name the property or start with the label). */
export function problemOfMessage(message: string): DraftProblem {
  const first = message.split('; ')[0] ?? message;
  const pathed = /^([\w.]+): (.+)$/.exec(first);
  const text = pathed ? pathed[2] : first;
  const key = pathed?.[1] ?? '';
  const field: DiscountField =
    key === 'code' || /^(Code|The code)\b/.test(text) || text.startsWith('An automatic discount has no code') ? 'code'
      : key === 'title' || text.startsWith('Title') ? 'title'
        : key === 'percentBasisPoints' || text.startsWith('Percentage') ? 'percent'
          : key === 'amountCents' || text.startsWith('Amount') ? 'amount'
            : key === 'minimumSubtotalCents' || text.startsWith('Minimum subtotal') ? 'minimumSubtotal'
              : key === 'productIds' || key === 'categories' || text.startsWith('Unknown product') ? 'scope'
                : key === 'startsAt' || key === 'endsAt' || text.startsWith('End') ? 'dates'
                  : key === 'usageLimit' || text.startsWith('Usage limit') ? 'usageLimit'
                    : key === 'usageLimitPerCustomer' || text.startsWith('Limit per customer') ? 'usageLimitPerCustomer'
                      : null;
  return { field, message: text };
}

const money = (cents: number, currency: string) => (isSupportedCurrency(currency) ? formatMoney(cents, currency as CurrencyCode) : moneyText(cents, currency));

/**
 * One line saying what a discount takes off and on what.
 * @example discountSummary({ kind: 'PERCENTAGE', percentBasisPoints: 1500, categories: ['Kitchen'], … }, 'USD') // '15 % off Kitchen'
 */
export function discountSummary(discount: Discount, currency: string, productTitles: ReadonlyMap<string, string> = new Map()): string {
  const what = discount.kind === 'PERCENTAGE' ? `${(discount.percentBasisPoints ?? 0) / 100} % off`
    : discount.kind === 'FIXED_AMOUNT' ? `${money(discount.amountCents ?? 0, currency)} off`
      : 'Free shipping';
  const on = discount.productIds.length > 0 ? ` ${discount.productIds.map((id) => productTitles.get(id) ?? 'a product').join(', ')}`
    : discount.categories.length > 0 ? ` ${discount.categories.join(', ')}`
      : discount.kind === 'FREE_SHIPPING' ? '' : ' every product';
  const minimum = discount.minimumSubtotalCents ? `, from ${money(discount.minimumSubtotalCents, currency)}` : '';
  return `${what}${on}${minimum}`;
}

/** The list's words for a discount's state. */
export const STATUS_LABELS: Record<Discount['status'], string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  expired: 'Expired',
  used_up: 'Used up',
};

/** Uses so far, and of how many ('3 of 100', '3'). */
export function usageText(discount: Discount): string {
  return discount.usageLimit === null ? String(discount.timesUsed) : `${discount.timesUsed} of ${discount.usageLimit}`;
}
