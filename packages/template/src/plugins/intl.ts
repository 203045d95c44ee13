/**
 * Number, money, date and relative-time text through `Intl`, from the option words of the
 * i18n formatters (jsont.md §9). Formatter objects are cached per locale and options.
 */
import { validZone, zoned } from './zone.ts';
import { BoundedCache, num, rec } from './util.ts';

/** Digit-count options are clamped to 0-50 (platform.md §5), then into Intl's own ranges. */
export function clampDigits(v: string | undefined): number | undefined {
  if (v === undefined || v === '') return undefined;
  const n = Math.trunc(Number(v));
  return Number.isNaN(n) ? undefined : Math.min(50, Math.max(0, n));
}

const ROUNDING: Record<string, Intl.NumberFormatOptions['roundingMode']> = {
  up: 'expand', down: 'trunc', ceiling: 'ceil', ceil: 'ceil', floor: 'floor', 'half-up': 'halfExpand',
  'half-down': 'halfTrunc', 'half-even': 'halfEven', truncate: 'trunc',
};

/**
 * Maps the shared number options (`group`, `round`, `minint`, `maxfrac`, `minfrac`, `maxsig`,
 * `minsig`) onto `base`. `digits` is the style's own fraction digits where Intl would not apply
 * them (compact money: the currency's); `base` may fix them too (`minimumFractionDigits`).
 */
function numberOptions(opts: Map<string, string>, base: Intl.NumberFormatOptions, locale: string, digits = 0): Intl.NumberFormatOptions {
  const o: Intl.NumberFormatOptions = { roundingMode: 'halfEven', ...base };
  const compact = base.notation === 'compact';
  const group = opts.get('group'); // the last grouping word's decision (`parseOptions`)
  if (group === 'false') o.useGrouping = false;
  // Compact numbers below the first abbreviation are grouped as plain ones (`1.000` in German, `1000` in Spanish).
  else if (compact) o.useGrouping = compactGrouping(locale);
  else if (group === 'true') o.useGrouping = 'auto'; // the locale's grouping (`1000` in Spanish)
  const round = ROUNDING[opts.get('round') ?? ''];
  if (round) o.roundingMode = round;
  const minint = clampDigits(opts.get('minint'));
  if (minint !== undefined) o.minimumIntegerDigits = Math.min(21, Math.max(1, minint));
  const maxsig = clampDigits(opts.get('maxsig'));
  const minsig = clampDigits(opts.get('minsig'));
  if (maxsig !== undefined || minsig !== undefined) {
    // CLDR: `maxsig` alone is also the minimum (compact: 1); a larger `minsig` raises the maximum
    // (compact: `minsig` alone is also the maximum).
    const min = Math.min(21, Math.max(1, minsig ?? (compact ? 1 : maxsig ?? 1)));
    const max = maxsig ?? (compact ? minsig : undefined);
    o.minimumSignificantDigits = min;
    o.maximumSignificantDigits = max === undefined ? 21 : Math.max(min, Math.min(21, Math.max(1, max)));
    return o;
  }
  const maxfrac = clampDigits(opts.get('maxfrac'));
  const minfrac = clampDigits(opts.get('minfrac'));
  if (maxfrac === undefined && minfrac === undefined) return o;
  // The style's digits fill in the bound not given; `maxfrac` wins over a larger `minfrac`.
  // (Intl does this itself for its own defaults, but not for compact notation or fixed digits.)
  if (compact || base.minimumFractionDigits !== undefined || base.maximumFractionDigits !== undefined) {
    const own = base.minimumFractionDigits ?? digits;
    o.maximumFractionDigits = maxfrac ?? Math.max(own, minfrac!);
    o.minimumFractionDigits = Math.min(minfrac ?? own, o.maximumFractionDigits);
  } else {
    if (maxfrac !== undefined) o.maximumFractionDigits = maxfrac;
    if (minfrac !== undefined) o.minimumFractionDigits = maxfrac === undefined ? minfrac : Math.min(minfrac, maxfrac);
  }
  return o;
}

const compactGroupings = new BoundedCache<string, 'always' | 'min2'>(100);

/** The locale's own grouping for compact notation, which Intl always reads as `min2`: `1000` in Spanish, `1,000` in English. */
function compactGrouping(locale: string): 'always' | 'min2' {
  let g = compactGroupings.get(locale);
  if (g === undefined) g = compactGroupings.set(locale, /^\p{Nd}+$/u.test(numberFormat(locale, {}).format(1000)) ? 'min2' : 'always');
  return g;
}

/**
 * An `Intl.NumberFormat` that remembers its last texts: a storefront prints the same few prices
 * over and over, and `format` is the costly call. At most `TEXTS_PER_FORMAT` texts per formatter.
 */
export class CachedNumberFormat {
  private readonly texts = new Map<number | string, string>();
  readonly intl: Intl.NumberFormat;
  constructor(intl: Intl.NumberFormat) {
    this.intl = intl;
  }
  /** The text of `n`, as `Intl.NumberFormat#format`. */
  format(n: number | string): string {
    // 0 and -0 are one Map key but may print differently.
    if (n === 0) return this.intl.format(n);
    let t = this.texts.get(n);
    if (t === undefined) {
      t = this.intl.format(n as number); // a decimal string is read exactly (Intl.NumberFormat v3)
      if (this.texts.size >= TEXTS_PER_FORMAT) this.texts.clear();
      this.texts.set(n, t);
    }
    return t;
  }
  resolvedOptions(): Intl.ResolvedNumberFormatOptions {
    return this.intl.resolvedOptions();
  }
}

/** Texts remembered per formatter. */
export const TEXTS_PER_FORMAT = 1000;

const numberFormats = new BoundedCache<string, CachedNumberFormat>(500);

/** A cached number format (constructing one is the expensive part); unknown locales fall back to `en`. */
export function numberFormat(locale: string, o: Intl.NumberFormatOptions): CachedNumberFormat {
  const key = locale + '|' + JSON.stringify(o);
  const hit = numberFormats.get(key);
  if (hit) return hit;
  let f: Intl.NumberFormat;
  try {
    f = new Intl.NumberFormat(locale, o);
  } catch {
    f = new Intl.NumberFormat('en', o); // unknown locale tag
  }
  return numberFormats.set(key, new CachedNumberFormat(f));
}

/** Currency formats by rounding flag, locale and currency (bounded by the locales and currencies a site uses). */
const currencyFormats = [new Map<string, Map<string, CachedNumberFormat>>(), new Map<string, Map<string, CachedNumberFormat>>()];

/**
 * `numberFormat(locale, { style: 'currency', currency })`, plus `roundingMode: 'halfEven'` and
 * `signDisplay: 'negative'` when `halfEven`, found without building a key from the options (the hot path of every price).
 */
export function currencyFormat(locale: string, currency: string, halfEven: boolean): CachedNumberFormat {
  const byLocale = currencyFormats[halfEven ? 1 : 0];
  let byCurrency = byLocale.get(locale);
  if (byCurrency === undefined) {
    if (byLocale.size >= 100) byLocale.clear();
    byLocale.set(locale, (byCurrency = new Map()));
  }
  let f = byCurrency.get(currency);
  if (f === undefined) {
    // (CLDR money prints no negative zero: -0.001 is `€0.00`.)
    const o: Intl.NumberFormatOptions = halfEven ? { roundingMode: 'halfEven', signDisplay: 'negative', style: 'currency', currency } : { style: 'currency', currency };
    if (byCurrency.size >= 500) byCurrency.clear();
    byCurrency.set(currency, (f = numberFormat(locale, o)));
  }
  return f;
}

const DECIMAL_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * The number `decimal` formats: a number, or a string that is wholly a decimal number (kept as text,
 * so Intl formats its exact digits); `NaN`/`Infinity` texts too. Anything else: null.
 */
function decimalValue(value: unknown): number | string | null {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return null;
  if (DECIMAL_TEXT.test(value)) return value;
  return value === 'NaN' || value === 'Infinity' || value === '-Infinity' ? Number(value) : null;
}

/** Scaled exactly by a power of ten (`percent-scaled` ÷ 100, `permille` × 1000). */
function scaled(v: number | string, exponent: number): number | string {
  return typeof v === 'number' && !Number.isFinite(v) ? v : shiftDecimal(String(v), exponent);
}

/** `text` × 10^exponent as decimal text (exponent notation; Intl reads it exactly). */
function shiftDecimal(text: string, exponent: number): string {
  const m = /^([^eE]*)(?:[eE]([+-]?\d+))?$/.exec(text)!;
  return `${m[1]}e${Number(m[2] ?? 0) + exponent}`;
}

/**
 * `decimal` text of a number (jsont.md §9 options); "" for values that are not numbers. Negative
 * zero prints `0`; percent and permille show no fraction digits by default; scientific prints
 * `1E+3`, and no exponent when it is 0 (`1`). The grouping words come decided in `opts` (`parseOptions`).
 */
export function decimalText(value: unknown, opts: Map<string, string>, locale: string): string {
  let n = decimalValue(value);
  if (n === null) return '';
  // NaN and ∞ (for both signs) print the locale's symbol, in any style.
  if (typeof n === 'number' && !Number.isFinite(n)) return numberFormat(intlLocale(locale), {}).format(Number.isNaN(n) ? n : Infinity);
  const base: Intl.NumberFormatOptions = { signDisplay: 'negative' };
  let permille = false;
  let scientific = false;
  switch (opts.get('style') ?? '') {
    case 'short': base.notation = 'compact'; base.compactDisplay = 'short'; break;
    case 'long': base.notation = 'compact'; base.compactDisplay = 'long'; break;
    case 'scientific': base.notation = 'scientific'; base.maximumFractionDigits = 0; scientific = true; break;
    case 'percent': base.style = 'percent'; break;
    case 'percent-scaled': base.style = 'percent'; n = scaled(n, -2); break;
    // Intl has no permille style: the locale's percent pattern with the per-mille sign.
    case 'permille': base.style = 'percent'; n = scaled(n, 1); permille = true; break;
    case 'permille-scaled': base.style = 'percent'; n = scaled(n, -2); permille = true; break;
  }
  const o = numberOptions(opts, base, intlLocale(locale));
  if (o.minimumSignificantDigits !== undefined && base.notation === undefined) zeroDigits(n, o);
  const f = numberFormat(intlLocale(locale), o);
  if (permille) {
    let out = '';
    // (CLDR's Arabic per-mille sign has no letter mark after it, unlike its percent sign.)
    for (const p of f.intl.formatToParts(n as number)) out += p.type === 'percentSign' ? (locale === 'ar' ? '؉' : '‰') : p.value === '\u061c' && out.endsWith(locale === 'ar' ? '؉' : '‰') ? '' : p.value;
    return out;
  }
  const text = f.format(n);
  return scientific ? text.replace(/E(\d)/, 'E+$1').replace(/E\+0$/, '') : text;
}

/**
 * A zero with significant digits shows the minimum less one as fraction digits, less the digits its
 * decimal exponent puts before the point, as the reference keeps a zero's exponent: `"0"` as a
 * percent (0 × 10²) with `minsig:3` is `0%`, `"0.0"` is `0.0%` (0 × 10¹). `o` is changed in place.
 */
function zeroDigits(n: number | string, o: Intl.NumberFormatOptions): void {
  if (Number(n) !== 0) return;
  const m = typeof n === 'string' ? /^[+-]?\d*(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(n) : null;
  const exponent = (m ? Number(m[2] ?? 0) - (m[1]?.length ?? 0) : 0) + (o.style === 'percent' ? 2 : 0);
  if (exponent <= 0) return;
  const digits = Math.max(0, o.minimumSignificantDigits! - 1 - exponent);
  delete o.minimumSignificantDigits;
  delete o.maximumSignificantDigits;
  o.minimumFractionDigits = o.maximumFractionDigits = digits;
}

/** The Intl locale of a render locale: bare `ar` keeps the Arabic-Indic digits of CLDR's `ar`. */
export function intlLocale(locale: string): string {
  return locale === 'ar' ? 'ar-u-nu-arab' : locale;
}

/** Fraction digits of a currency (2 for USD, 0 for JPY…). */
function currencyDigits(currency: string, locale: string): number {
  return numberFormat(locale, { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

const codeJoins = new BoundedCache<string, string>(100);

/** What the locale puts between an amount and a currency's name (` ` in English, nothing in Japanese): `style:code` puts it before the code. */
function codeJoin(locale: string): string {
  let j = codeJoins.get(locale);
  if (j === undefined) {
    const parts = numberFormat(locale, { style: 'currency', currency: 'EUR', currencyDisplay: 'name' }).intl.formatToParts(1);
    const i = parts.findIndex((p) => p.type === 'currency');
    j = codeJoins.set(locale, i > 0 && parts[i - 1].type === 'literal' ? parts[i - 1].value : i > 0 ? '' : ' ');
  }
  return j;
}

/** Result of `money`: the text, or an error when the options are invalid. */
export interface MoneyResult {
  text: string;
  error?: string;
}

/** An amount of money as `money` prints it: a number or exact decimal text, and an upper-case ISO code. */
export interface MoneyAmount {
  amount: number | string;
  currency: string;
}

/** Message reported when `free` is asked for without its label (platform.md §5). */
export const FREE_LABEL_REQUIRED = 'money: a free label is required to show free on zero (use free:LABEL)';

/**
 * `money` text, rounded half-even on the exact amount. Options: the number options, `style:`
 * symbol|standard|accounting|code|name|short, `symbol:` default|narrow, and `free:LABEL` (an amount
 * of zero cents prints LABEL; `free` without a label is an error and the amount is printed as usual).
 */
export function moneyIntlText(m: MoneyAmount, opts: Map<string, string>, bare: readonly string[], locale: string): MoneyResult {
  let error: string | undefined;
  const free = opts.get('free');
  if (free !== undefined && free !== '') {
    if (Math.round(Number(m.amount) * 100) === 0) return { text: free };
  } else if (free === '' || bare.includes('free')) {
    error = FREE_LABEL_REQUIRED;
  }
  const amount = m.amount;
  locale = intlLocale(locale);
  // No options (the usual `{price|money}`): no option parsing, no error possible.
  if (opts.size === 0 && bare.length === 0) return { text: currencyFormat(locale, m.currency, true).format(amount) };
  const style = opts.get('style') ?? 'symbol';
  const base: Intl.NumberFormatOptions = { style: 'currency', currency: m.currency, signDisplay: 'negative' };
  if (opts.get('symbol') === 'narrow') base.currencyDisplay = 'narrowSymbol';
  let text: string;
  if (style === 'code') {
    // CLDR puts the code after the number, joined as the currency's name is (`5.00 EUR`, `5.00EUR` in Japanese).
    const digits = currencyDigits(m.currency, locale);
    text = numberFormat(locale, numberOptions(opts, { signDisplay: 'negative', minimumFractionDigits: digits, maximumFractionDigits: digits }, locale)).format(amount) +
      codeJoin(locale) + m.currency;
  } else {
    if (style === 'accounting') base.currencySign = 'accounting';
    else if (style === 'name') base.currencyDisplay = 'name';
    else if (style === 'short') {
      base.notation = 'compact';
      base.compactDisplay = 'short';
    }
    text = numberFormat(locale, numberOptions(opts, base, locale, style === 'short' ? currencyDigits(m.currency, locale) : 0)).format(amount);
  }
  return error === undefined ? { text } : { text, error };
}

/**
 * Reads `{decimalValue, currencyCode}` when both are there, else `{value, currency}`, as the
 * reference reads them (no falling back from one pair to the other); the code is three letters
 * (upper-cased) and the amount what `amountOf` makes of it (by default a number or decimal text:
 * `25`, `+5`, `.5`, `1e2`). Null otherwise, and for NaN and infinite amounts.
 */
export function strictMoney(v: unknown, amountOf: (v: unknown) => number | string | null = decimalValue): MoneyAmount | null {
  const m = rec(v);
  const decimal = m.decimalValue !== undefined && m.currencyCode !== undefined;
  const raw = decimal ? m.decimalValue : m.value;
  const currency = decimal ? m.currencyCode : m.currency;
  if (raw === undefined || typeof currency !== 'string' || !CURRENCY_CODE.test(currency)) return null;
  const amount = amountOf(raw);
  if (amount === null || (typeof amount === 'number' ? !Number.isFinite(amount) : NOT_FINITE.test(amount))) return null;
  return { amount, currency: currency.toUpperCase() };
}

const NOT_FINITE = /^[+-]?(?:NaN|Infinity)$/;
const CURRENCY_CODE = /^[A-Za-z]{3}$/;

type Width = 'short' | 'medium' | 'long' | 'full';
const WIDTHS = new Set(['short', 'medium', 'long', 'full']);

/** CLDR skeleton letters → Intl options (the common subset: era, year, month, day, weekday, time, zone). */
export function skeletonOptions(skeleton: string): Intl.DateTimeFormatOptions {
  const o: Intl.DateTimeFormatOptions = {};
  const re = /([A-Za-z])\1*/g;
  for (let m = re.exec(skeleton); m !== null; m = re.exec(skeleton)) {
    const n = m[0].length;
    switch (m[1]) {
      case 'G': o.era = n >= 4 ? 'long' : n === 5 ? 'narrow' : 'short'; break;
      case 'y': o.year = n === 2 ? '2-digit' : 'numeric'; break;
      case 'M': case 'L': o.month = n === 1 ? 'numeric' : n === 2 ? '2-digit' : n === 3 ? 'short' : n === 4 ? 'long' : 'narrow'; break;
      case 'd': o.day = n === 2 ? '2-digit' : 'numeric'; break;
      case 'E': case 'c': o.weekday = n <= 3 ? 'short' : n === 4 ? 'long' : 'narrow'; break;
      case 'h': case 'K': o.hour = n === 2 ? '2-digit' : 'numeric'; o.hour12 = true; break;
      case 'H': case 'k': o.hour = n === 2 ? '2-digit' : 'numeric'; o.hourCycle = 'h23'; break;
      case 'B': o.dayPeriod = n === 4 ? 'long' : n === 5 ? 'narrow' : 'short'; break;
      case 'j': o.hour = n === 2 ? '2-digit' : 'numeric'; break;
      case 'm': o.minute = n === 2 ? '2-digit' : 'numeric'; break;
      case 's': o.second = n === 2 ? '2-digit' : 'numeric'; break;
      case 'z': case 'V': o.timeZoneName = n >= 4 ? 'long' : 'short'; break;
      case 'v': o.timeZoneName = n >= 4 ? 'longGeneric' : 'shortGeneric'; break;
    }
  }
  return o;
}

/**
 * `datetime` options → Intl options. Bare `date`/`time` mean short; a bare width sets the date
 * width; other bare words and `skeleton:` are skeletons; `date:`/`time:`/`datetime:` take a width
 * or a skeleton; `calendar:` is passed on. Default: long date.
 */
export function datetimeOptions(opts: Map<string, string>, bare: readonly string[]): Intl.DateTimeFormatOptions {
  const o: Intl.DateTimeFormatOptions = {};
  let skeleton = opts.get('skeleton') ?? '';
  const widthOrSkeleton = (v: string, apply: (w: Width) => void) => {
    if (WIDTHS.has(v)) apply(v as Width);
    else skeleton += v;
  };
  for (const b of bare) {
    if (b === 'date') o.dateStyle = 'short';
    else if (b === 'time') o.timeStyle = 'short';
    else widthOrSkeleton(b, (w) => { o.dateStyle = w; o.timeStyle = w; }); // a bare width is date and time
  }
  const date = opts.get('date'), time = opts.get('time'), datetime = opts.get('datetime');
  if (date) widthOrSkeleton(date, (w) => (o.dateStyle = w));
  if (time) widthOrSkeleton(time, (w) => (o.timeStyle = w));
  if (datetime) widthOrSkeleton(datetime, (w) => { o.dateStyle = w; o.timeStyle = w; });
  const calendar = opts.get('calendar');
  if (skeleton !== '') {
    // Intl cannot mix styles with fields: a skeleton wins.
    delete o.dateStyle;
    delete o.timeStyle;
    Object.assign(o, skeletonOptions(skeleton));
  }
  if (o.dateStyle === undefined && o.timeStyle === undefined && skeleton === '') o.dateStyle = 'long';
  if (calendar) o.calendar = calendar;
  return o;
}

/**
 * `date:X time:Y` (no other date or time option) where X or Y is a skeleton, or both are skeletons
 * and a `wrap` is given: the options of each part, and the width the date reads as (a skeleton's
 * by its month and weekday fields: `MMMM` with `EEEE` full, `MMMM` long, `MMM` medium, else short).
 */
function splitDateTime(opts: Map<string, string>, bare: readonly string[]):
  { date: Intl.DateTimeFormatOptions; time: Intl.DateTimeFormatOptions; width: Width } | null {
  const date = opts.get('date'), time = opts.get('time');
  if (!date || !time || bare.length > 0 || opts.get('datetime') || opts.get('skeleton')) return null;
  const dateWidth = WIDTHS.has(date), timeWidth = WIDTHS.has(time);
  if (dateWidth && timeWidth) return null;
  if (!dateWidth && !timeWidth && opts.get('wrap') === undefined) return null;
  const width: Width = dateWidth ? (date as Width)
    : date.includes('MMMM') ? (date.includes('EEEE') ? 'full' : 'long') : date.includes('MMM') ? 'medium' : 'short';
  return {
    date: dateWidth ? { dateStyle: date as Width } : skeletonOptions(date),
    time: timeWidth ? { timeStyle: time as Width } : skeletonOptions(time),
    width,
  };
}

const dateFormats = new BoundedCache<string, Intl.DateTimeFormat>(500);

/** A cached Intl.DateTimeFormat for a locale, options and (validated) zone. */
export function dateFormat(locale: string, o: Intl.DateTimeFormatOptions, zone: unknown): Intl.DateTimeFormat {
  const opts = { ...o, timeZone: validZone(zone) };
  locale = intlLocale(locale);
  const key = locale + '|' + JSON.stringify(opts);
  const hit = dateFormats.get(key);
  if (hit) return hit;
  let f: Intl.DateTimeFormat;
  try {
    f = new Intl.DateTimeFormat(locale, opts);
  } catch {
    f = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: opts.timeZone });
  }
  return dateFormats.set(key, f);
}

/**
 * Epoch milliseconds of a `datetime` value: numbers; text by its leading number (`12abc` is 12);
 * booleans 1/0; anything else, a missing value included, the epoch itself.
 */
export function epochOf(value: unknown): number {
  switch (typeof value) {
    case 'number': return value;
    case 'string': return parseFloat(value);
    case 'boolean': return value ? 1 : 0;
    default: return 0;
  }
}

/** `datetime` text of epoch milliseconds; "" when the value is text that does not start with a number. */
export function datetimeText(value: unknown, opts: Map<string, string>, bare: readonly string[], locale: string, zone: unknown): string {
  const t = epochOf(value);
  if (!Number.isFinite(t)) return '';
  const utc = validZone(zone) === 'UTC';
  const wrap = opts.get('wrap');
  const split = splitDateTime(opts, bare);
  if (split !== null) {
    // A date and a time of which one is a skeleton (or wrapped): each formatted alone, then joined
    // as the wrap width (else the date's width) joins them.
    const join = connector(locale, wrap !== undefined && WIDTHS.has(wrap) ? (wrap as Width) : split.width) ?? ', ';
    const calendar = opts.get('calendar') || undefined;
    const part = (o: Intl.DateTimeFormatOptions) => cldrSpaces(dateFormat(locale, calendar ? { ...o, calendar } : o, zone).formatToParts(t), locale, utc);
    return part(split.date) + join + part(split.time);
  }
  const o = datetimeOptions(opts, bare);
  let text: string | undefined;
  if (wrap !== undefined && WIDTHS.has(wrap) && o.dateStyle !== undefined && o.timeStyle !== undefined) {
    // `wrap:WIDTH`: date and time joined as that width joins them (`, ` or ` at ` in English).
    const join = connector(locale, wrap as Width);
    if (join !== null) {
      text = cldrSpaces(dateFormat(locale, { dateStyle: o.dateStyle, calendar: o.calendar }, zone).formatToParts(t), locale, utc) + join +
        cldrSpaces(dateFormat(locale, { timeStyle: o.timeStyle, calendar: o.calendar }, zone).formatToParts(t), locale, utc);
    }
  }
  text ??= cldrSpaces(dateFormat(locale, o, zone).formatToParts(t), locale, utc, o.dayPeriod !== undefined);
  const context = opts.get('context');
  if (context !== undefined && text !== '' && capitalised(context, locale, o)) text = text[0].toLocaleUpperCase(locale) + text.slice(1);
  return text;
}

/**
 * CLDR's context transforms: the first word is capitalised at the start of a sentence; standing
 * alone or in a menu, as the language wants it (not Swedish; Portuguese weekdays but not months;
 * in menus not French or Polish either).
 */
function capitalised(context: string, locale: string, o: Intl.DateTimeFormatOptions): boolean {
  if (context === 'begin-sentence') return true;
  if (context !== 'standalone' && context !== 'ui-list-or-menu') return false;
  const lang = locale.slice(0, 2);
  if (lang === 'sv' || (context === 'ui-list-or-menu' && (lang === 'fr' || lang === 'pl'))) return false;
  return lang !== 'pt' || o.weekday !== undefined || o.dateStyle === 'full';
}

const connectors = new BoundedCache<string, string | null>(100);

/** The text the locale puts between a date of width `wrap` and a time, or null if it has no such shape. */
function connector(locale: string, wrap: Width): string | null {
  const key = locale + '|' + wrap;
  let c = connectors.get(key);
  if (c === undefined) {
    const date = dateFormat(locale, { dateStyle: wrap }, 'UTC').format(0);
    const time = dateFormat(locale, { timeStyle: 'short' }, 'UTC').format(0);
    const both = dateFormat(locale, { dateStyle: wrap, timeStyle: 'short' }, 'UTC').format(0);
    c = connectors.set(key, both.startsWith(date) && both.endsWith(time) && both.length >= date.length + time.length
      ? both.slice(date.length, both.length - time.length) : null);
  }
  return c;
}

const gmtNames = new BoundedCache<string, { utc: string; long: string; short: string }>(100);

/**
 * CLDR names UTC as Greenwich time (`GMT`, `Greenwich Mean Time`; `UTC`, `heure moyenne de
 * Greenwich` in French) where Intl prints its own UTC names: the locale's names of London in winter.
 */
function gmtName(locale: string, intlName: string): string {
  let n = gmtNames.get(locale);
  if (n === undefined) {
    const name = (timeZone: string, timeZoneName: 'long' | 'short') =>
      new Intl.DateTimeFormat(intlLocale(locale), { hour: 'numeric', timeZone, timeZoneName })
        .formatToParts(1704067200000).find((p) => p.type === 'timeZoneName')?.value ?? '';
    n = gmtNames.set(locale, { utc: name('UTC', 'long'), long: name('Europe/London', 'long'), short: name('Europe/London', 'short').replace(/\+[0٠]$/, '') });
  }
  return intlName === n.utc ? n.long : n.short;
}

/**
 * Joins date parts, putting CLDR's narrow no-break space (U+202F) before the day period
 * (`2:07\u202fPM`) where this runtime's ICU prints a plain space.
 */
function cldrSpaces(parts: readonly { type: string; value: string }[], locale: string, utc: boolean, flexible = false): string {
  let out = '';
  const lang = locale.slice(0, 2);
  // CLDR's Arabic and Dutch keep the plain space; so do flexible day periods (`B`: `2 in the afternoon`).
  const plain = flexible || lang === 'ar' || lang === 'nl';
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i];
    if (p.type === 'timeZoneName' && utc) out += gmtName(locale, p.value);
    else if (p.type === 'dayPeriod' && lang === 'es' && !flexible) out += p.value.replace(' ', '\u202f'); // `p.\u202fm.`
    else out += p.type === 'literal' && p.value === ' ' && parts[i + 1]?.type === 'dayPeriod' && !plain ? '\u202f' : p.value;
  }
  return out;
}

/**
 * `datetime-interval` text, start to end as given (a later start keeps its place). Without a
 * skeleton: the time (`jm`) within one day, else `yMMMd` (`Jan 5 – 8, 2023`). A time skeleton over
 * several days also shows the dates; dates that the skeleton cannot tell apart (`yM` within a month)
 * print both in full.
 */
export function intervalText(start: unknown, end: unknown, opts: Map<string, string>, bare: readonly string[], locale: string, zone: unknown): string {
  const a = num(start), b = num(end);
  if (!Number.isFinite(a) || !Number.isFinite(b)) return '';
  const valid = validZone(zone);
  const oneDay = sameDay(a, b, valid);
  let o = bare.length || opts.has('skeleton') || opts.has('date') || opts.has('time')
    ? datetimeOptions(opts, bare)
    : skeletonOptions(oneDay ? 'jm' : 'yMMMd');
  if (!oneDay && o.dateStyle === undefined && o.timeStyle === undefined && o.hour !== undefined &&
    o.year === undefined && o.month === undefined && o.day === undefined && o.weekday === undefined) {
    o = { ...o, year: 'numeric', month: 'short', day: 'numeric' };
  }
  let weekdays = false;
  if (o.weekday !== undefined && o.dateStyle === undefined && o.timeStyle === undefined && o.year === undefined &&
    o.month === undefined && o.day === undefined && o.hour === undefined && o.minute === undefined) {
    // Weekdays alone are told apart by the time, as the reference does (`EEE` → `Tue, 3:51 PM – Mon, 10:25 AM`).
    o = { ...o, hour: 'numeric', minute: '2-digit' };
    weekdays = true;
  }
  const f = dateFormat(locale, o, zone);
  const utc = valid === 'UTC';
  let parts: Parts = a <= b ? f.formatRangeToParts(a, b) : swapRange(f.formatRangeToParts(b, a));
  // Across days Intl would add the date to weekdays; the reference prints each end as asked.
  if (!oneDay && a !== b && (weekdays || !parts.some((p) => (p as { source?: string }).source === 'endRange'))) {
    parts = [...f.formatToParts(a), { type: 'literal', value: rangeJoin(locale) }, ...f.formatToParts(b)];
    // CLDR's English puts a comma after the weekday (`Tue, 3:51 PM`) where Intl has a space.
    if (weekdays && locale.startsWith('en')) {
      parts = parts.map((p, i) => (p.type === 'literal' && p.value === ' ' && parts[i - 1]?.type === 'weekday' ? { type: 'literal', value: ', ' } : p));
    }
  }
  return cldrSpaces(parts, locale, utc);
}

type Parts = readonly Intl.DateTimeFormatPart[];

/** Whether two instants fall on one calendar day of `zone` (a valid zone). */
function sameDay(a: number, b: number, zone: string): boolean {
  if (Math.abs(a - b) >= 86400000) return false;
  const x = zoned(a, zone), y = zoned(b, zone);
  return x.year === y.year && x.month === y.month && x.day === y.day;
}

/** The parts of a range read backwards: each start field takes the end's value and the reverse. */
function swapRange(parts: Parts): Parts {
  type Ranged = Intl.DateTimeFormatPart & { source?: string };
  const values = (source: string) => {
    const m = new Map<string, string[]>();
    for (const p of parts as Ranged[]) if (p.source === source) (m.get(p.type) ?? m.set(p.type, []).get(p.type)!).push(p.value);
    return m;
  };
  const starts = values('startRange'), ends = values('endRange');
  const taken = new Map<string, number>();
  return (parts as Ranged[]).map((p) => {
    const other = p.source === 'startRange' ? ends : p.source === 'endRange' ? starts : null;
    if (other === null || p.type === 'literal') return p;
    const key = p.source + p.type;
    const i = taken.get(key) ?? 0;
    taken.set(key, i + 1);
    const v = other.get(p.type)?.[i];
    return v === undefined ? p : { ...p, value: v };
  });
}

const rangeJoins = new BoundedCache<string, string>(100);

/** The locale's text between the two ends of a range (` – `, `～`). */
function rangeJoin(locale: string): string {
  let j = rangeJoins.get(locale);
  if (j === undefined) {
    const parts = dateFormat(locale, skeletonOptions('yMMMd'), 'UTC').formatRangeToParts(0, 1e12) as (Intl.DateTimeFormatPart & { source?: string })[];
    j = rangeJoins.set(locale, parts.filter((p) => p.source === 'shared' && p.type === 'literal').map((p) => p.value).join('') || ' – ');
  }
  return j;
}

const UNIT_MS: Partial<Record<Intl.RelativeTimeFormatUnit, number>> = { week: 7 * 86400000, day: 86400000, hour: 3600000, minute: 60000, second: 1000 };
const relativeFormats = new BoundedCache<string, Intl.RelativeTimeFormat>(100);

const DAY = 86400000;
/** The average month and year the fraction of a month or year is counted in (CLDR's relative time). */
const MONTH_MS = 30.44 * DAY, YEAR_MS = 365.25 * DAY;

/**
 * Calendar months (UTC) from `from` toward `to`, as the reference counts them: the whole months are
 * the steps from `from` that do not pass `to`, where a day the month lacks is the next month's first
 * going forward (Jan 31 to Mar 1 is one month, to Feb 28 none) and the month's last going back
 * (Mar 31 back to Feb 28 is one); the rest is what is left after stepping that many months with the
 * month's last day for a missing one.
 */
function calendarMonths(from: number, to: number): [whole: number, rest: number] {
  const a = new Date(from), b = new Date(to);
  const back = to < from;
  let months = Math.abs((b.getUTCFullYear() - a.getUTCFullYear()) * 12 + b.getUTCMonth() - a.getUTCMonth());
  while (months > 0 && (back ? addMonths(from, -months, false) < to : addMonths(from, months, true) > to)) months--;
  return [months, Math.abs(to - addMonths(from, back ? -months : months, false))];
}

/** `t` moved `n` calendar months (UTC), the day kept; a day the month lacks is its last, or the next month's first when `roll`. */
function addMonths(t: number, n: number, roll: boolean): number {
  if (n === 0) return t;
  const d = new Date(t);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + n);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  if (day <= last) d.setUTCDate(day);
  else if (roll) d.setUTCMonth(d.getUTCMonth() + 1, 1);
  else d.setUTCDate(last);
  return d.getTime();
}

/**
 * `relative-time` text of `to - from`, as CLDR picks it: the largest calendar field of the
 * difference (years and months by the calendar, weeks only with `allowWeeks`), the whole
 * difference in that field rounded (`23.5 hours` → `in 24 hours`, `36 hours` → `in 2 days`), or
 * `field:` (singular names); `width:` long|short|narrow; `numericOnly:true` avoids
 * "yesterday"/"now"; `context:begin-sentence` capitalises.
 */
export function relativeText(from: number, to: number, opts: Map<string, string>, locale: string): string {
  if (!Number.isFinite(from) || !Number.isFinite(to)) return '';
  const delta = to - from;
  const sign = delta < 0 ? -1 : 1;
  const abs = Math.abs(delta);
  const months = () => calendarMonths(from, to);
  const field = opts.get('field') as Intl.RelativeTimeFormatUnit | undefined;
  let unit: Intl.RelativeTimeFormatUnit;
  let value: number;
  if (field === 'year' || field === 'month') {
    const [whole, rest] = months();
    unit = field;
    value = field === 'year' ? whole / 12 + rest / YEAR_MS : whole + rest / MONTH_MS;
  } else if (field !== undefined && UNIT_MS[field] !== undefined) {
    unit = field;
    value = abs / UNIT_MS[field]!;
  } else {
    const [whole, rest] = abs >= 28 * DAY ? months() : [0, 0]; // a field is chosen by whole months
    if (whole >= 12) [unit, value] = ['year', whole / 12 + rest / YEAR_MS];
    else if (whole >= 1) [unit, value] = ['month', whole + rest / MONTH_MS];
    else if (abs >= DAY) [unit, value] = opts.get('allowWeeks') === 'true' && abs >= 7 * DAY ? ['week', abs / (7 * DAY)] : ['day', abs / DAY];
    else if (abs >= 3600000) [unit, value] = ['hour', abs / 3600000];
    else if (abs >= 60000) [unit, value] = ['minute', abs / 60000];
    else [unit, value] = ['second', abs / 1000];
  }
  let rounded = Math.round(value);
  if (rounded - value === 0.5 && rounded % 2 !== 0) rounded--; // half-even (`0.5 s` is now, `1.5 h` is 2 hours)
  const n = sign * rounded;
  const width = opts.get('width');
  const style = width === 'short' || width === 'narrow' ? width : 'long';
  const numeric = opts.get('numericOnly') === 'true' ? 'always' : 'auto';
  const key = `${locale}|${style}|${numeric}`;
  let f = relativeFormats.get(key);
  if (f === undefined) {
    try {
      f = new Intl.RelativeTimeFormat(intlLocale(locale), { style, numeric });
    } catch {
      f = new Intl.RelativeTimeFormat('en', { style, numeric });
    }
    relativeFormats.set(key, f);
  }
  const text = f.format(n === 0 ? (sign < 0 ? -0 : 0) : n, unit);
  return opts.get('context') === 'begin-sentence' && text !== '' ? text[0].toLocaleUpperCase(locale) + text.slice(1) : text;
}
