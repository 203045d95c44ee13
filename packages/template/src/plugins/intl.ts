/**
 * Number, money, date and relative-time text through `Intl`, from the option words of the
 * i18n formatters (jsont.md §9). Formatter objects are cached per locale and options.
 */
import { validZone, zoned } from './zone.ts';
import { BoundedCache, num, rec } from './util.ts';
import type { Money } from './context-money.ts';

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

/** Maps the shared number options (`group`, `round`, `minint`, `maxfrac`, `minfrac`, `maxsig`, `minsig`). */
function numberOptions(opts: Map<string, string>, bare: readonly string[], base: Intl.NumberFormatOptions): Intl.NumberFormatOptions {
  const o: Intl.NumberFormatOptions = { roundingMode: 'halfEven', ...base };
  const group = opts.get('group');
  if (bare.includes('no-group') || group === 'false') o.useGrouping = false;
  else if (bare.includes('group') || group !== undefined) o.useGrouping = 'auto'; // the locale's grouping (`1000` in Spanish)
  const round = ROUNDING[opts.get('round') ?? ''];
  if (round) o.roundingMode = round;
  const minint = clampDigits(opts.get('minint'));
  if (minint !== undefined) o.minimumIntegerDigits = Math.min(21, Math.max(1, minint));
  const maxsig = clampDigits(opts.get('maxsig'));
  const minsig = clampDigits(opts.get('minsig'));
  if (maxsig !== undefined || minsig !== undefined) {
    // CLDR: `maxsig` alone is also the minimum (compact: 1); a larger `minsig` raises the maximum
    // (compact: `minsig` alone is also the maximum).
    const compact = base.notation === 'compact';
    const min = Math.min(21, Math.max(1, minsig ?? (compact ? 1 : maxsig ?? 1)));
    const max = maxsig ?? (compact ? minsig : undefined);
    o.minimumSignificantDigits = min;
    o.maximumSignificantDigits = max === undefined ? 21 : Math.max(min, Math.min(21, Math.max(1, max)));
    return o;
  }
  const maxfrac = clampDigits(opts.get('maxfrac'));
  const minfrac = clampDigits(opts.get('minfrac'));
  if (minfrac !== undefined) o.minimumFractionDigits = minfrac;
  if (maxfrac !== undefined) {
    // `maxfrac` wins over a larger `minfrac`.
    o.maximumFractionDigits = maxfrac;
    if (minfrac !== undefined && minfrac > maxfrac) o.minimumFractionDigits = maxfrac;
    if (o.minimumFractionDigits === undefined && base.minimumFractionDigits !== undefined) {
      o.minimumFractionDigits = Math.min(base.minimumFractionDigits, maxfrac);
    }
  } else if (minfrac !== undefined && (base.notation === 'compact' || (base.maximumFractionDigits !== undefined && base.maximumFractionDigits < minfrac))) {
    o.maximumFractionDigits = minfrac;
  }
  return o;
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
 * `numberFormat(locale, { style: 'currency', currency })`, plus `roundingMode: 'halfEven'` when
 * `halfEven`, found without building a key from the options (the hot path of every price).
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
    const o: Intl.NumberFormatOptions = halfEven ? { roundingMode: 'halfEven', style: 'currency', currency } : { style: 'currency', currency };
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
 * `1E+3`, and no exponent when it is 0 (`1`).
 */
export function decimalText(value: unknown, opts: Map<string, string>, bare: readonly string[], locale: string): string {
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
  const o = numberOptions(opts, bare, base);
  // Compact numbers below the first abbreviation are grouped as plain ones (`1.000` in German).
  if (base.notation === 'compact' && o.useGrouping === undefined) o.useGrouping = 'always';
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

/** The Intl locale of a render locale: bare `ar` keeps the Arabic-Indic digits of CLDR's `ar`. */
export function intlLocale(locale: string): string {
  return locale === 'ar' ? 'ar-u-nu-arab' : locale;
}

/** Fraction digits of a currency (2 for USD, 0 for JPY…). */
function currencyDigits(currency: string, locale: string): number {
  return numberFormat(locale, { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** Result of `money`: the text, or an error when the options are invalid. */
export interface MoneyResult {
  text: string;
  error?: string;
}

/** Message reported when `free` is asked for without its label (platform.md §5). */
export const FREE_LABEL_REQUIRED = 'money: a free label is required to show free on zero (use free:LABEL)';

/**
 * `money` text. Options: the number options, `style:` symbol|standard|accounting|code|name|short,
 * `symbol:` default|narrow, and `free:LABEL` (a zero amount prints LABEL; `free` without a label is
 * an error and the amount is printed as usual).
 */
export function moneyIntlText(m: Money, opts: Map<string, string>, bare: readonly string[], locale: string): MoneyResult {
  let error: string | undefined;
  const free = opts.get('free');
  if (free !== undefined && free !== '') {
    if (m.cents === 0) return { text: free };
  } else if (free === '' || bare.includes('free')) {
    error = FREE_LABEL_REQUIRED;
  }
  const amount = m.cents / 100;
  // No options (the usual `{price|money}`): no option parsing, no error possible.
  if (opts.size === 0 && bare.length === 0) return { text: currencyFormat(locale, m.currency, true).format(amount) };
  const style = opts.get('style') ?? 'symbol';
  const base: Intl.NumberFormatOptions = { style: 'currency', currency: m.currency };
  if (opts.get('symbol') === 'narrow') base.currencyDisplay = 'narrowSymbol';
  let text: string;
  if (style === 'code') {
    // CLDR puts the code after the number ("5.00 EUR").
    const digits = currencyDigits(m.currency, locale);
    text = numberFormat(locale, numberOptions(opts, bare, { minimumFractionDigits: digits, maximumFractionDigits: digits })).format(amount) +
      ' ' + m.currency;
  } else {
    if (style === 'accounting') base.currencySign = 'accounting';
    else if (style === 'name') base.currencyDisplay = 'name';
    else if (style === 'short') {
      base.notation = 'compact';
      base.compactDisplay = 'short';
    }
    text = numberFormat(locale, numberOptions(opts, bare, base)).format(amount);
  }
  return error === undefined ? { text } : { text, error };
}

/** Reads `{decimalValue, currencyCode}` (preferred) or `{value, currency}`; null when neither is complete. */
export function strictMoney(v: unknown): Money | null {
  const m = rec(v);
  return m.decimalValue !== undefined || m.currencyCode !== undefined
    ? moneyOf(m.decimalValue, m.currencyCode) ?? moneyOf(m.value, m.currency)
    : moneyOf(m.value, m.currency);
}

const CURRENCY_CODE = /^[A-Za-z]{3}$/;

/** Money from an amount and an ISO code, or null when either is unusable. */
function moneyOf(value: unknown, currency: unknown): Money | null {
  if (typeof currency !== 'string' || !CURRENCY_CODE.test(currency)) return null;
  const amount = num(value);
  return Number.isFinite(amount) ? { cents: Math.round(amount * 100), currency: currency.toUpperCase() } : null;
}

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
  const o = datetimeOptions(opts, bare);
  const utc = validZone(zone) === 'UTC';
  const wrap = opts.get('wrap');
  let text: string | undefined;
  if (wrap !== undefined && WIDTHS.has(wrap) && o.dateStyle !== undefined && o.timeStyle !== undefined) {
    // `wrap:WIDTH`: date and time joined as that width joins them (`, ` or ` at ` in English).
    const join = connector(locale, wrap as Width);
    if (join !== null) {
      text = cldrSpaces(dateFormat(locale, { dateStyle: o.dateStyle, calendar: o.calendar }, zone).formatToParts(t), locale, utc) + join +
        cldrSpaces(dateFormat(locale, { timeStyle: o.timeStyle, calendar: o.calendar }, zone).formatToParts(t), locale, utc);
    }
  }
  text ??= cldrSpaces(dateFormat(locale, o, zone).formatToParts(t), locale, utc);
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
function cldrSpaces(parts: readonly { type: string; value: string }[], locale: string, utc: boolean): string {
  let out = '';
  const lang = locale.slice(0, 2);
  const plain = lang === 'ar' || lang === 'nl'; // CLDR's Arabic and Dutch keep the plain space
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i];
    if (p.type === 'timeZoneName' && utc) out += gmtName(locale, p.value);
    else if (p.type === 'dayPeriod' && lang === 'es') out += p.value.replace(' ', '\u202f'); // `p.\u202fm.`
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
  const f = dateFormat(locale, o, zone);
  const utc = valid === 'UTC';
  let parts: Parts = a <= b ? f.formatRangeToParts(a, b) : swapRange(f.formatRangeToParts(b, a));
  if (!oneDay && a !== b && !parts.some((p) => (p as { source?: string }).source === 'endRange')) {
    parts = [...f.formatToParts(a), { type: 'literal', value: rangeJoin(locale) }, ...f.formatToParts(b)];
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

/**
 * Calendar months (UTC) from `from` toward `to`: the whole months stepped from `from` (the day kept,
 * or the month's last), plus the rest as a fraction of the length of `from`'s month.
 */
function calendarMonths(from: number, to: number): [whole: number, months: number] {
  const a = new Date(from), b = new Date(to);
  const dir = to < from ? -1 : 1;
  const shift = (n: number) => {
    const d = new Date(from);
    const day = d.getUTCDate();
    d.setUTCDate(1);
    d.setUTCMonth(d.getUTCMonth() + n);
    d.setUTCDate(Math.min(day, new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate()));
    return d.getTime();
  };
  let months = Math.abs((b.getUTCFullYear() - a.getUTCFullYear()) * 12 + b.getUTCMonth() - a.getUTCMonth());
  while (months > 0 && (dir > 0 ? shift(months) > to : shift(-months) < to)) months--;
  // (The fraction is the rest over the length of `from`'s month, which the reference computes
  // slightly differently near a half month: README, known differences.)
  const monthDays = new Date(Date.UTC(a.getUTCFullYear(), a.getUTCMonth() + 1, 0)).getUTCDate();
  return [months, months + Math.abs(to - shift(dir * months)) / (monthDays * 86400000)];
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
    unit = field;
    value = field === 'year' ? months()[1] / 12 : months()[1];
  } else if (field !== undefined && UNIT_MS[field] !== undefined) {
    unit = field;
    value = abs / UNIT_MS[field]!;
  } else {
    const [whole, m] = abs >= 28 * 86400000 ? months() : [0, 0]; // a field is chosen by whole months
    if (whole >= 12) [unit, value] = ['year', m / 12];
    else if (whole >= 1) [unit, value] = ['month', m];
    else if (abs >= 86400000) [unit, value] = opts.get('allowWeeks') === 'true' && abs >= 7 * 86400000 ? ['week', abs / (7 * 86400000)] : ['day', abs / 86400000];
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
