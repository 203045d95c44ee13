/** i18n formatters through Intl (jsont.md §9): money, decimal, datetime, intervals, relative time, messages. */
import { datetimeText, decimalText, epochOf, intervalText, moneyIntlText, relativeText, strictMoney } from './intl.ts';
import { formatMessage } from './messageformat.ts';
import { messageZone } from './formatters.date.ts';
import { localeOf, num, parseOptions } from './util.ts';
import { Memo } from '../memo.ts';
import type { Formatter } from '../types.ts';

/** Texts of plain `{price|money}` by locale, currency and amount text (keys are context strings: no key is built). */
const plainMoney = new Map<string, Map<string, Memo<string, string>>>();

function plainMoneyOf(locale: string, currency: string): Memo<string, string> {
  let byCurrency = plainMoney.get(locale);
  if (byCurrency === undefined) {
    if (plainMoney.size >= 100) plainMoney.clear();
    plainMoney.set(locale, (byCurrency = new Map()));
  }
  let texts = byCurrency.get(currency);
  if (texts === undefined) {
    if (byCurrency.size >= 500) byCurrency.clear();
    byCurrency.set(currency, (texts = new Memo(2000)));
  }
  return texts;
}
const NO_OPTIONS: Map<string, string> = new Map();
const NO_BARE: readonly string[] = [];

/** `money`: `{decimalValue, currencyCode}` or `{value, currency}` (else ""); see `moneyIntlText`. */
const money: Formatter = (v, args, ctx) => {
  // The plain `{price|money}` of `{value, currency}` text: remembered per locale, currency and amount
  // text (a product list prints the same few prices over and over).
  if (args.length === 0 && v !== null && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    const value = o.value, currency = o.currency;
    if (typeof value === 'string' && typeof currency === 'string' && (o.decimalValue === undefined || o.currencyCode === undefined)) {
      const texts = plainMoneyOf(localeOf(ctx), currency);
      const hit = texts.get(value);
      if (hit !== undefined) return hit;
      const m = strictMoney(v);
      return texts.set(value, m === null ? '' : moneyIntlText(m, NO_OPTIONS, NO_BARE, localeOf(ctx)).text);
    }
  }
  const m = strictMoney(v);
  if (m === null) return '';
  const { opts, bare } = parseOptions(args);
  const r = moneyIntlText(m, opts, bare, localeOf(ctx));
  if (r.error) ctx.error(r.error);
  return r.text;
};

/**
 * `message`/`plural`: the value is an ICU pattern; each argument is `path` (positional `0`, `1`…)
 * or `name:path` / `name=path`, resolved from the enclosing frame.
 */
const message: Formatter = (v, args, ctx) => {
  if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') return '';
  const values: Record<string, unknown> = {};
  // Every argument, empty ones included, is also positional; `name:path` is named too.
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '') {
      values[i] = undefined;
      continue;
    }
    const m = /^([^:=]+)[:=](.+)$/.exec(a);
    const value = ctx.lookupOuter(m ? m[2] : a);
    values[i] = value;
    if (m) values[m[1]] = value;
  }
  const pattern = String(v);
  return formatMessage(pattern, { locale: localeOf(ctx), zone: messageZone(pattern, ctx), args: values, error: (e) => ctx.error(e) });
};

/** The i18n formatters by name. */
export const I18N_FORMATTERS: Readonly<Record<string, Formatter>> = {
  decimal: (v, args, ctx) => {
    return decimalText(v, parseOptions(args).opts, localeOf(ctx));
  },
  money,
  datetime: (v, args, ctx) => {
    const { opts, bare } = parseOptions(args);
    return datetimeText(v, opts, bare, localeOf(ctx), ctx.lookup('website.timeZone'));
  },
  'datetime-interval': (v, args, ctx) => {
    const { opts, bare } = parseOptions(args);
    return intervalText(v, ctx.values[1], opts, bare, localeOf(ctx), ctx.lookup('website.timeZone'));
  },
  'relative-time': (v, args, ctx) => {
    const { opts } = parseOptions(args);
    // One value: from now to it; two: from the first to the second.
    const [from, to] = ctx.values.length > 1 ? [epochOf(v), epochOf(ctx.values[1])] : [ctx.options.now ?? Date.now(), epochOf(v)];
    return relativeText(from, to, opts, localeOf(ctx));
  },
  message,
  plural: message,
};
