/**
 * The ICU MessageFormat subset of `message`/`plural` (jsont.md §9): `{arg}`, `plural` (with
 * `=N`, categories, `offset:N`, `#`), `select`, `number`/`decimal`, `money`/`currency`,
 * `datetime`, `datetime-interval`. Both `{n, plural, …}` and the reference's `{n plural …}`
 * heads are accepted; `'{'…`'` quotes and `''` is an apostrophe. Parsed patterns are cached
 * (100 entries, platform.md §9).
 */
import { datetimeText, decimalText, intervalText, moneyIntlText, strictMoney } from './intl.ts';
import { BoundedCache, asNumber, num, parseOptions } from './util.ts';
import { print } from '../values.ts';

type Part =
  | string
  | { k: 'arg'; name: string }
  | { k: 'hash' }
  | { k: 'plural'; name: string; offset: number; ordinal: boolean; choices: Map<string, Part[]> }
  | { k: 'select'; name: string; choices: Map<string, Part[]> }
  | { k: 'fmt'; names: string[]; type: string; options: string[] };

/** Size of the parsed-message cache (platform.md §9). */
export const MESSAGE_CACHE_LIMIT = 100;
const cache = new BoundedCache<string, Part[]>(MESSAGE_CACHE_LIMIT);

/** Number of cached parsed messages (for tests of the bound). */
export function messageCacheSize(): number {
  return cache.size;
}

class Parser {
  i = 0;
  readonly s: string;
  constructor(s: string) {
    this.s = s;
  }

  /** Parses text up to an unmatched `}` or the end. */
  message(inPlural: boolean): Part[] {
    const parts: Part[] = [];
    let text = '';
    const s = this.s;
    while (this.i < s.length) {
      const c = s[this.i];
      if (c === '}') break;
      if (c === '{') {
        if (text) parts.push(text);
        text = '';
        this.i++;
        parts.push(this.tag());
        continue;
      }
      if (c === '#' && inPlural) {
        if (text) parts.push(text);
        text = '';
        parts.push({ k: 'hash' });
        this.i++;
        continue;
      }
      if (c === "'") {
        const next = s[this.i + 1];
        if (next === "'") {
          text += "'";
          this.i += 2;
          continue;
        }
        if (next === '{' || next === '}' || (next === '#' && inPlural)) {
          const end = s.indexOf("'", this.i + 1);
          const stop = end < 0 ? s.length : end;
          text += s.slice(this.i + 1, stop);
          this.i = stop + 1;
          continue;
        }
      }
      text += c;
      this.i++;
    }
    if (text) parts.push(text);
    return parts;
  }

  private skip(): void {
    while (this.i < this.s.length && /[\s,]/.test(this.s[this.i])) this.i++;
  }

  private word(): string {
    const start = this.i;
    while (this.i < this.s.length && !/[\s,{}]/.test(this.s[this.i])) this.i++;
    return this.s.slice(start, this.i);
  }

  /** After `{`: a head (`name [type]`) then choices or options, up to the matching `}`. */
  private tag(): Part {
    this.skip();
    const name = this.word();
    this.skip();
    const type = this.s[this.i] === '}' ? '' : this.word();
    let part: Part;
    if (type === 'plural' || type === 'select' || type === 'selectordinal') {
      const choices = new Map<string, Part[]>();
      let offset = 0;
      for (;;) {
        this.skip();
        if (this.i >= this.s.length || this.s[this.i] === '}') break;
        const key = this.word();
        if (key.startsWith('offset:')) {
          offset = asNumber(key.slice(7)) || 0;
          continue;
        }
        this.skip();
        if (this.s[this.i] !== '{') break; // malformed: stop reading choices
        this.i++;
        choices.set(key, this.message(true));
        this.i++; // the choice's `}`
      }
      part = type === 'select' ? { k: 'select', name, choices } : { k: 'plural', name, offset, ordinal: type === 'selectordinal', choices };
    } else if (type === '') {
      part = { k: 'arg', name };
    } else {
      const start = this.i;
      while (this.i < this.s.length && this.s[this.i] !== '}') this.i++;
      const options = this.s.slice(start, this.i).split(/[\s,]+/).filter((x) => x !== '');
      part = { k: 'fmt', names: name.split(/[;]/), type, options };
    }
    // Skip to the closing brace of the tag.
    let depth = 0;
    while (this.i < this.s.length && !(this.s[this.i] === '}' && depth === 0)) {
      if (this.s[this.i] === '{') depth++;
      else if (this.s[this.i] === '}') depth--;
      this.i++;
    }
    this.i++;
    return part;
  }
}

/** Parses (or fetches from the cache) a message pattern. */
export function parseMessage(pattern: string): Part[] {
  let parts = cache.get(pattern);
  if (parts === undefined) parts = cache.set(pattern, new Parser(pattern).message(false));
  return parts;
}

/** What formatting a message needs besides the pattern. */
export interface MessageEnv {
  locale: string;
  /** Time zone for `datetime` arguments. */
  zone: unknown;
  /** Arguments by name; positional ones are keyed `0`, `1`… */
  args: Record<string, unknown>;
  /** Receives option errors (e.g. a missing free label); optional. */
  error?: (message: string) => void;
}

const pluralRules = new BoundedCache<string, Intl.PluralRules>(200);

/** CLDR plural category of a decimal text: its visible fraction digits count (`1.0` is not `one` in English). */
function category(text: string, locale: string, ordinal: boolean): string {
  let n = Number(text);
  if (!Number.isFinite(n)) n = 0; // NaN and infinities are categorised as 0
  const dot = text.indexOf('.');
  const intDigits = (dot < 0 ? text.length : dot) - (n < 0 ? 1 : 0);
  if (intDigits > 15) {
    // Past 15 digits Intl sees an exponent; the rules read only the low 6 digits of a large integer.
    const end = dot < 0 ? text.length : dot;
    n = Number((n < 0 ? '-1000000' : '1000000') + text.slice(end - 6));
  }
  const v = dot < 0 ? 0 : Math.min(100, text.length - dot - 1);
  const key = locale + (ordinal ? '|o|' : '|c|') + v;
  let r = pluralRules.get(key);
  if (r === undefined) {
    const o: Intl.PluralRulesOptions = { type: ordinal ? 'ordinal' : 'cardinal', minimumFractionDigits: v, maximumFractionDigits: v };
    try {
      r = new Intl.PluralRules(locale, o);
    } catch {
      r = new Intl.PluralRules('en', o);
    }
    pluralRules.set(key, r);
  }
  return r.select(n);
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/**
 * The exact decimal text of a message number (as CLDR decimals print: no grouping, no exponent,
 * trailing fraction zeros of a string kept): `1.50` → `1.50`, `1e3` → `1000`, 1e-7 → `0.0000001`.
 * Missing → `NaN`; text that is not a decimal number, null, arrays and objects → `0`.
 */
export function decimalString(v: unknown): string {
  if (v === undefined) return 'NaN';
  if (typeof v === 'boolean') return v ? '1' : '0';
  let s: string;
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) return String(v);
    s = String(v);
    if (!s.includes('e')) return s;
  } else if (typeof v === 'string') {
    if (v === 'NaN' || v === 'Infinity' || v === '-Infinity') return v;
    s = v;
  } else return '0';
  const m = DECIMAL.exec(s);
  if (m === null || (m[2] === '' && (m[3] ?? '') === '')) return '0';
  const digits = m[2] + (m[3] ?? '');
  let point = m[2].length + (m[4] ? Number(m[4]) : 0);
  let frac = Math.max(0, digits.length - point);
  let all = digits;
  if (point > digits.length) all = digits + '0'.repeat(point - digits.length);
  if (point < 0) {
    all = '0'.repeat(-point) + all;
    point = 0;
  }
  let int = all.slice(0, point).replace(/^0+/, '') || '0';
  const fraction = all.slice(point, point + frac);
  frac = fraction.length;
  return (m[1] === '-' ? '-' : '') + int + (frac > 0 ? '.' + fraction : '');
}

/** Exact `a - b` of two decimal texts of `decimalString` (finite), keeping the larger scale. */
function subtractDecimal(a: string, b: string): string {
  const scaleOf = (t: string) => (t.includes('.') ? t.length - t.indexOf('.') - 1 : 0);
  const scale = Math.max(scaleOf(a), scaleOf(b));
  const big = (t: string) => BigInt(t.replace('.', '') + '0'.repeat(scale - scaleOf(t)));
  const d = big(a) - big(b);
  const digits = (d < 0n ? -d : d).toString().padStart(scale + 1, '0');
  const int = digits.slice(0, digits.length - scale);
  return (d < 0n ? '-' : '') + int + (scale > 0 ? '.' + digits.slice(int.length) : '');
}

/** An argument as message text: strings, numbers and booleans; anything else is empty. */
function argText(v: unknown): string {
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? print(v) : '';
}

function render(parts: readonly Part[], env: MessageEnv, hash: string): string {
  let out = '';
  for (const p of parts) {
    if (typeof p === 'string') out += p;
    else if (p.k === 'hash') out += hash;
    else if (p.k === 'arg') out += argText(env.args[p.name]);
    else if (p.k === 'select') {
      if (p.choices.has('')) continue;
      const value = env.args[p.name];
      const key = argText(value);
      const choice = p.choices.get(key) ?? p.choices.get('other');
      if (choice) out += render(choice, env, argText(value));
    } else if (p.k === 'plural') {
      if (p.choices.has('')) continue; // a choice without a key: the reference prints nothing
      // An argument not given at all is NaN (categorised as 0); given but missing, 0.
      const given = Object.hasOwn(env.args, p.name);
      let text = given ? decimalString(env.args[p.name] ?? null) : 'NaN';
      const n = Number(text);
      if (p.offset !== 0 && Number.isFinite(n)) text = subtractDecimal(text, decimalString(p.offset));
      const cat = category(Number.isNaN(n) ? '0' : text, env.locale, p.ordinal);
      // The first choice, in written order, that is the number (`=N`) or its category; else `other`.
      let choice: Part[] | undefined;
      for (const [key, parts] of p.choices) {
        if (key === cat || (key.charCodeAt(0) === 61 && key.length > 1 && Number(key.slice(1)) === n)) {
          choice = parts;
          break;
        }
      }
      choice ??= p.choices.get('other');
      if (choice) out += render(choice, env, text);
    } else out += formatArg(p, env);
  }
  return out;
}

function formatArg(p: { names: string[]; type: string; options: string[] }, env: MessageEnv): string {
  const value = env.args[p.names[0]];
  const { opts, bare } = parseOptions(p.options);
  switch (p.type) {
    case 'number':
    case 'decimal': {
      // As `#`: text that is not a number is 0, and so is a given argument that is missing.
      if (!Object.hasOwn(env.args, p.names[0])) return '';
      const d = decimalString(value ?? null);
      return decimalText(d, opts, env.locale);
    }
    case 'money':
    case 'currency': {
      // As `#`: an amount that is not a number is 0.
      const m = strictMoney(value, decimalString);
      if (m === null) return '';
      const r = moneyIntlText(m, opts, bare, env.locale);
      if (r.error && env.error) env.error(r.error);
      return r.text;
    }
    case 'datetime':
      if (!Object.hasOwn(env.args, p.names[0])) return '';
      // A missing argument, an array or an object is the epoch.
      return datetimeText(value === undefined || (value !== null && typeof value === 'object') ? 0 : value, opts, bare, env.locale, env.zone);
    case 'datetime-interval':
      return intervalText(value, env.args[p.names[1] ?? ''], opts, bare, env.locale, env.zone);
    default:
      return ''; // an unknown argument type prints nothing
  }
}

/** Formats an ICU message pattern with `env.args`. */
export function formatMessage(pattern: string, env: MessageEnv): string {
  return render(parseMessage(pattern), env, '#');
}
