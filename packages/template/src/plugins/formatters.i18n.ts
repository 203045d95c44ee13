/** i18n formatters through Intl (jsont.md §9): money, decimal, datetime, intervals, relative time, messages. */
import { datetimeText, decimalText, epochOf, intervalText, moneyIntlText, relativeText, strictMoney } from './intl.ts';
import { formatMessage } from './messageformat.ts';
import { timeZoneOf } from './formatters.date.ts';
import { localeOf, num, parseOptions } from './util.ts';
import type { Formatter } from '../types.ts';

/** `money`: `{decimalValue, currencyCode}` or `{value, currency}` (else ""); see `moneyIntlText`. */
const money: Formatter = (v, args, ctx) => {
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
  return formatMessage(String(v), { locale: localeOf(ctx), zone: timeZoneOf(ctx), args: values, error: (e) => ctx.error(e) });
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
