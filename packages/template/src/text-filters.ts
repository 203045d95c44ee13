/** String transforms used by core formatters (jsont.md 7). */
import { Memo, MEMO_MAX_LENGTH } from './memo.ts';

const NEEDS_ESCAPE = /[&<>"]/;
const escapedText = new Memo<string, string>(4000);
const escapedAttr = new Memo<string, string>(4000);

/** Escapes `& < >`, and `"` too when `quotes` (one pass; the input is returned as is when clean). */
function escape(s: string, quotes: boolean): string {
  if (!NEEDS_ESCAPE.test(s)) return s;
  if (s.length > MEMO_MAX_LENGTH) return escapeNow(s, quotes);
  const memo = quotes ? escapedAttr : escapedText;
  return memo.get(s) ?? memo.set(s, escapeNow(s, quotes));
}

function escapeNow(s: string, quotes: boolean): string {
  let out = '';
  let last = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    let rep: string;
    if (c === 38) rep = '&amp;';
    else if (c === 60) rep = '&lt;';
    else if (c === 62) rep = '&gt;';
    else if (c === 34 && quotes) rep = '&quot;';
    else continue;
    out += s.slice(last, i) + rep;
    last = i + 1;
  }
  return last === 0 ? s : out + s.slice(last);
}

/**
 * The `html` formatter's escaping (jsont.md 7, byte for byte the reference's): `& < >` only, quotes
 * kept. Plugin markup uses it where the reference prints element text. Not `escapeHtml` of
 * `@plinth/platform`, which escapes quotes too, for HTML Plinth writes itself.
 */
export function htmlFormatterEscape(s: string): string {
  return escape(s, false);
}

/**
 * The `htmlattr`/`htmltag` formatters' escaping (jsont.md 7): `& < > "`, not `'`. Plugin markup uses
 * it for its double-quoted attribute values, as the reference does.
 */
export function htmlattrFormatterEscape(s: string): string {
  return escape(s, true);
}

const URL_EXTRA = /[!'()~]/g;
const URL_KEEP = /%(40|2B|2F)/g;
const URL_SAFE = /^[A-Za-z0-9@*_+\-./]*$/;

const urlEncoded = new Memo<string, string>(4000);

/** UTF-8 %-encoding of all but `A-Z a-z 0-9 @ * _ + - . /`. */
export function urlEncode(s: string): string {
  if (URL_SAFE.test(s)) return s;
  if (s.length > MEMO_MAX_LENGTH) return urlEncodeNow(s);
  return urlEncoded.get(s) ?? urlEncoded.set(s, urlEncodeNow(s));
}

function urlEncodeNow(s: string): string {
  return encodeURIComponent(s)
    .replace(URL_EXTRA, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase())
    .replace(URL_KEEP, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/** Keeps ASCII letters, digits, whitespace and `-`; whitespace runs become `-`; lower-cased. */
export function slugify(s: string): string {
  return s.replace(/[^A-Za-z0-9\s-]/g, '').replace(/\s+/g, '-').toLowerCase();
}

/**
 * Typographic quotes and dashes, rule by rule in order.
 * Quirk kept from the reference: the first rule tests a literal `s` where whitespace was meant.
 */
export function smartypants(s: string): string {
  return s
    .replace(/(?<=^|[-\u2014\\s(["])'/gm, '\u2018')
    .replace(/'/g, '\u2019')
    .replace(/(?<=^|[-\u2014/[(\u2018\s])"/gm, '\u201c')
    .replace(/"/g, '\u201d')
    .replace(/--/g, '\u2014');
}

/** JavaScript's `\s` set, by code unit. */
function isSpace(c: number): boolean {
  return (c >= 9 && c <= 13) || c === 32 || c === 160 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/** Cuts after the last whitespace within the first `n` chars (else at `n`) and appends `ellipsis`. */
export function truncate(s: string, n: number, ellipsis: string): string {
  if (s.length <= n) return s;
  const head = s.slice(0, n);
  let cut = 0;
  for (let i = n - 1; i >= 0 && cut === 0; i--) if (isSpace(head.charCodeAt(i))) cut = i + 1;
  return (cut > 0 ? head.slice(0, cut) : head) + ellipsis;
}
