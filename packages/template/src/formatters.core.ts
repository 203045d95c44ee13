/** The core formatters (jsont.md 7). Path arguments resolve from the value outward (4.3). */
import { navigate, step } from './frame.ts';
import { parsePath } from './path.ts';
import { partialNotFound } from './messages.ts';
import { asNumber, asString, chainState, isTruthy, JS_UNDEFINED, passOn, print } from './values.ts';
import { htmlattrFormatterEscape, htmlFormatterEscape, slugify, smartypants, truncate, urlEncode } from './text-filters.ts';
import type { Formatter, FormatterContext } from './types.ts';

const WS_RE = /\s/g;
const TAG_RE = /<[^>]*>/g;
const LF_RE = /\n/g;

/** Navigates `v` along a dotted path argument (no scope lookup); missing when the argument is not a path. */
function prop(v: unknown, path: string): unknown {
  const p = parsePath(path);
  return p === null ? undefined : navigate(v, p);
}

/**
 * `format`'s pattern, read as the reference reads it: `{` opens a placeholder of digits (`{}` is
 * 0) that `}` closes, printing the N-th value (none past the end). Any other character in a
 * placeholder spoils it: the text is then skipped up to the next `}` (dropped) or the next `{`,
 * which opens a new placeholder. An unclosed placeholder drops the rest.
 * @example formatPattern('a{x{0}y', ['B']) === 'aBy'; formatPattern('{0{1}', ['B', 'C']) === ''
 */
function formatPattern(pattern: string, values: readonly string[]): string {
  let out = '';
  let textStart = 0;
  let i = 0;
  const n = pattern.length;
  for (;;) {
    const open = pattern.indexOf('{', i);
    if (open < 0) return out + pattern.slice(textStart);
    out += pattern.slice(textStart, open);
    // In a placeholder: digits up to `}`.
    let j = open + 1;
    while (j < n && isDigitCode(pattern.charCodeAt(j))) j++;
    if (j >= n) return out;
    if (pattern.charCodeAt(j) === 125 /* } */) {
      out += j === open + 1 ? values[0] ?? '' : values[Number(pattern.slice(open + 1, j))] ?? '';
      i = textStart = j + 1;
      continue;
    }
    // Spoiled: skip to the next `}` (back to text) or `{` (a new placeholder), whichever comes first.
    j++;
    while (j < n) {
      const c = pattern.charCodeAt(j);
      if (c === 123 || c === 125) break;
      j++;
    }
    if (j >= n) return out;
    i = textStart = pattern.charCodeAt(j) === 125 ? j + 1 : j;
  }
}
const isDigitCode = (c: number): boolean => c >= 48 && c <= 57;

/** A `format` value as JavaScript text: null and missing "", lists joined by `,`, objects `[object Object]`. */
function formatValue(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (Array.isArray(v)) {
    let s = '';
    for (let i = 0; i < v.length; i++) s += (i === 0 ? '' : ',') + formatValue(v[i]);
    return s;
  }
  return typeof v === 'object' ? '[object Object]' : String(v);
}

function json(v: unknown, indent?: number): string {
  if (v === undefined) return '';
  const s = JSON.stringify(v, null, indent);
  return s === undefined ? '' : s.replaceAll('</', '<\\/');
}

/** `apply NAME [private] [k=v…]`: renders a macro or partial with the value as a new frame. */
const apply: Formatter = (v, args, ctx) => {
  // No argument prints nothing; an empty one (`{a|apply }`) is a partial named "" (not found).
  if (args.length === 0) return '';
  const name = args[0];
  if (name === '') {
    ctx.error(partialNotFound('').message);
    return '';
  }
  let isPrivate = false;
  let named: Record<string, string> | null = null;
  for (let i = 1; i < args.length; i++) {
    const a = args[i];
    const eq = a.indexOf('=');
    if (eq >= 0) (named ??= {})[a.slice(0, eq)] = a.slice(eq + 1);
    else if (a === 'private') isPrivate = true;
  }
  return ctx.apply(name, v, isPrivate, named);
};

function findIn(v: unknown, args: string[], ctx: FormatterContext, fromEnd: boolean): unknown {
  if (!Array.isArray(v)) return undefined;
  // Exactly two arguments: TABLE PATH (each item names its entry of TABLE); else the first is the path.
  const two = args.length === 2;
  const path = two ? args[1] : args[0];
  const table = two ? ctx.lookup(args[0]) : undefined;
  const n = v.length;
  for (let k = 0; k < n; k++) {
    const item = v[fromEnd ? n - 1 - k : k];
    if (path === undefined) return item;
    const target = two ? step(table, asString(item)) : item;
    if (isTruthy(prop(target, path))) return item;
  }
  return undefined;
}

function get(v: unknown, args: string[], ctx: FormatterContext): unknown {
  if (args.length === 0) return passOn(v);
  for (const a of args) {
    const key = ctx.lookup(a);
    if (Array.isArray(key)) {
      for (const seg of key) v = step(v, typeof seg === 'number' ? seg : asString(seg));
    } else if (typeof key === 'number') v = step(v, key);
    else if (key === undefined || key === null) return undefined;
    else v = step(v, asString(key));
  }
  return v;
}

function keyBy(v: unknown, args: string[]): unknown {
  const out: Record<string, unknown> = Object.create(null);
  if (!Array.isArray(v) || args.length === 0) return out;
  for (const item of v) {
    const key = prop(item, args[0]);
    if (key !== undefined && key !== null) out[asString(key)] = item;
  }
  return out;
}

function count(v: unknown): number {
  if (typeof v === 'string' || Array.isArray(v)) return v.length;
  if (v !== null && typeof v === 'object') return Object.keys(v).length;
  return 0;
}

/** `cycle A B…`: the argument at the value's 1-based position, wrapping; none for a position that is not whole. */
function cycle(v: unknown, args: string[]): unknown {
  // Nothing to pick is JavaScript's undefined there, not a missing value (see JS_UNDEFINED).
  const n = args.length;
  if (n === 0) return JS_UNDEFINED;
  const i = (asNumber(v) - 1) % n;
  return Number.isInteger(i) ? args[i < 0 ? i + n : i] : JS_UNDEFINED;
}

/** `mod [N]`: the value ("as number") modulo the whole number the argument starts with (default and 0: 2). */
function modulo(v: unknown, args: string[]): number {
  let n = args.length ? parseInt(args[0], 10) : 2;
  if (!n) n = 2;
  return asNumber(v) % n;
}

/** `truncate [N [ELLIPSIS]]`: N is the whole number the argument starts with (`3 `, `+3`, `3.5`: 3); not positive: unchanged. */
function truncateFormatter(v: unknown, args: string[]): unknown {
  const n = args.length ? parseInt(args[0], 10) : 100;
  if (!(n > 0)) return passOn(v);
  return truncate(asString(v), n, args.length > 1 ? args[1] : '...');
}

const passThrough: Formatter = passOn;

/** Every core formatter by name. */
export const CORE_FORMATTERS: Readonly<Record<string, Formatter>> = {
  apply,
  count,
  cycle,
  'encode-space': (v) => asString(v).replace(WS_RE, '&nbsp;'),
  'encode-uri': (v) => encodeURI(asString(v)),
  'encode-uri-component': (v) => encodeURIComponent(asString(v)),
  'url-encode': (v) => urlEncode(asString(v)),
  'find-first': (v, args, ctx) => findIn(v, args, ctx, false),
  'find-last': (v, args, ctx) => findIn(v, args, ctx, true),
  format: (v, args, ctx) => formatPattern(asString(v), args.map((a) => formatValue(ctx.lookupOuter(a)))),
  get,
  html: (v) => htmlFormatterEscape(asString(v)),
  htmlattr: (v) => htmlattrFormatterEscape(asString(v)),
  htmltag: (v) => htmlattrFormatterEscape(asString(v)),
  iter: (_v, _args, ctx) => {
    const i = ctx.loopIndex();
    return i > 0 ? String(i) : '';
  },
  json: (v) => json(v),
  'json-pretty': (v) => json(v, 2),
  'key-by': keyBy,
  'line-breaks': (v) => asString(v).replace(LF_RE, '<br/>'),
  // The first argument's value, as text, is the path looked up; no argument or an empty one: "".
  lookup: (_v, args, ctx) => (args.length && args[0] !== '' ? ctx.lookup(asString(ctx.lookup(args[0]))) : ''),
  mod: modulo,
  output: (_v, args) => args.join(' '),
  pluralize: (v, args) => {
    const singular = args.length > 1 ? args[0] : '';
    const plural = args.length > 1 ? args[1] : args.length ? args[0] : 's';
    return asNumber(v) === 1 ? singular : plural;
  },
  prop: (v, args) => {
    if (args.length === 0) return passOn(v);
    for (const a of args) v = prop(v, a);
    return v;
  },
  raw: (v) => (v !== undefined ? JSON.stringify(v) : chainState.jsUndefined ? JS_UNDEFINED : 'null'),
  round: (v) => Math.round(asNumber(v)),
  safe: (v) => (isTruthy(v) ? asString(v).replace(TAG_RE, '') : passOn(v)),
  slugify: (v) => slugify(asString(v)),
  smartypants: (v) => smartypants(asString(v)),
  str: (v) => (v !== null && typeof v === 'object' ? '' : asString(v)),
  truncate: truncateFormatter,
  datetimefield: passThrough,
  'i18n-money-format': passThrough,
  'money-format': passThrough,
  'money-string': passThrough,
  moneyFormat: passThrough,
  unit: passThrough,
};
