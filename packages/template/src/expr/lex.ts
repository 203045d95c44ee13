/** Tokens of the `.eval` language (jsont.md 6). */
import { parsePathAt, isLetter, type Path } from '../path.ts';

export const T_VALUE = 0;
export const T_NAME = 1;
export const T_OP = 2;
export const T_FUNC = 3;
export const T_LPAREN = 4;
export const T_RPAREN = 5;
export const T_COMMA = 6;
export const T_SEMI = 7;
/** In RPN only: where a function call's arguments start. */
export const T_MARK = 8;

/** One token; `op` is an operator symbol (`u-`/`u+` for unary), `value` a literal, `path` a name. */
export interface Tok {
  readonly t: number;
  readonly op?: string;
  readonly value?: unknown;
  readonly path?: Path;
  readonly name?: string;
}

export const FUNCTIONS = new Set(['max', 'min', 'abs', 'num', 'str', 'bool']);
const CONSTANTS: Record<string, unknown> = { true: true, false: false, null: null, PI: Math.PI, E: Math.E, Infinity, NaN };
const OPS3 = ['===', '!=='];
const OPS2 = ['**', '<<', '>>', '<=', '>=', '==', '!=', '&&', '||'];
const OPS1 = '+-*/%<>!~&^|=';

/** Result of lexing: the tokens so far and the first error, if any. */
export interface Lexed {
  tokens: Tok[];
  error: string | null;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isHex(c: number): boolean {
  return isDigit(c) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
}

class LexError extends Error {}

function lexNumber(s: string, i: number): { value: number; end: number } {
  if (s.charCodeAt(i) === 48 && (s[i + 1] === 'x' || s[i + 1] === 'X')) {
    let j = i + 2;
    while (j < s.length && isHex(s.charCodeAt(j))) j++;
    if (j === i + 2) throw new LexError('Expected digits after start of hex number');
    return { value: parseInt(s.slice(i + 2, j), 16), end: j };
  }
  let j = i;
  let dot = false;
  while (j < s.length) {
    const c = s.charCodeAt(j);
    if (isDigit(c)) j++;
    else if (c === 46) {
      if (dot) throw new LexError('Duplicate decimal point in number');
      dot = true;
      j++;
    } else break;
  }
  if (s[j] === 'e' || s[j] === 'E') {
    j++;
    if (s[j] === '+' || s[j] === '-') j++;
    if (!isDigit(s.charCodeAt(j))) throw new LexError('Expected a digit after exponent in decimal number');
    while (isDigit(s.charCodeAt(j))) j++;
    // A second decimal point anywhere in the number is reported as a duplicate first (`1.5e2.1`).
    if (s.charCodeAt(j) === 46) throw new LexError(dot ? 'Duplicate decimal point in number' : 'Unexpected decimal point in exponent');
  }
  return { value: Number(s.slice(i, j)), end: j };
}

function hexEscape(s: string, i: number, n: number, message: string): number {
  const h = s.slice(i, i + n);
  if (h.length !== n || !/^[0-9a-fA-F]+$/.test(h)) throw new LexError(message);
  return parseInt(h, 16);
}

function codePoint(cp: number): string {
  if (cp <= 8 || (cp >= 0x0e && cp <= 0x1f) || cp > 0x10ffff) return ' ';
  return String.fromCodePoint(cp);
}

function lexString(s: string, i: number): { value: string; end: number } {
  const q = s[i];
  let out = '';
  let j = i + 1;
  for (;;) {
    if (j >= s.length) throw new LexError('Unterminated string');
    const c = s[j];
    if (c === q) return { value: out, end: j + 1 };
    if (c === '\n') throw new LexError('Illegal bare line feed character in string literal');
    if (c === '\r') throw new LexError('Illegal bare carriage return character in string literal');
    if (c !== '\\') {
      out += c;
      j++;
      continue;
    }
    const e = s[j + 1];
    if (e === undefined) throw new LexError('Unterminated string');
    j += 2;
    switch (e) {
      case 'n': out += '\n'; break;
      case 't': out += '\t'; break;
      case 'f': out += '\f'; break;
      case 'r': out += '\r'; break;
      case 'x': out += codePoint(hexEscape(s, j, 2, 'Invalid 2-char hex escape found')); j += 2; break;
      case 'u': out += codePoint(hexEscape(s, j, 4, 'Invalid unicode escape found')); j += 4; break;
      case 'U': out += codePoint(hexEscape(s, j, 8, 'Invalid unicode escape found')); j += 8; break;
      default: out += e;
    }
  }
}

function unexpected(s: string, i: number): LexError {
  const c = s.charCodeAt(i);
  const kind = c === 8 ? 'backspace' : c === 12 ? 'form feed' : c < 32 || c === 127 ? 'control character' : 'character';
  return new LexError(`Unexpected ${kind} at ${i}: ${JSON.stringify(s[i])}`);
}

/** True when a `+`/`-` at this point is unary: at the start or after any operator except `)`. */
function unaryHere(tokens: Tok[]): boolean {
  if (tokens.length === 0) return true;
  const t = tokens[tokens.length - 1].t;
  return t === T_OP || t === T_LPAREN || t === T_COMMA || t === T_SEMI || t === T_FUNC;
}

function lexOne(s: string, i: number, tokens: Tok[]): number {
  const c = s.charCodeAt(i);
  if (isDigit(c)) {
    const r = lexNumber(s, i);
    tokens.push({ t: T_VALUE, value: r.value });
    return r.end;
  }
  if (c === 34 || c === 39) {
    const r = lexString(s, i);
    tokens.push({ t: T_VALUE, value: r.value });
    return r.end;
  }
  if (isLetter(c) || c === 64 || c === 36) {
    const r = parsePathAt(s, i);
    if (r === null) throw unexpected(s, i);
    const text = r.path.text;
    if (s.charCodeAt(r.end) === 40 /* ( */) {
      if (!FUNCTIONS.has(text)) throw new LexError(`Invalid function ${text}`);
      tokens.push({ t: T_FUNC, name: text });
    } else if (Object.hasOwn(CONSTANTS, text)) tokens.push({ t: T_VALUE, value: CONSTANTS[text] });
    else tokens.push({ t: T_NAME, path: r.path });
    return r.end;
  }
  switch (c) {
    case 40: tokens.push({ t: T_LPAREN }); return i + 1;
    case 41: tokens.push({ t: T_RPAREN }); return i + 1;
    case 44: tokens.push({ t: T_COMMA }); return i + 1;
    case 59: tokens.push({ t: T_SEMI }); return i + 1;
  }
  const three = s.slice(i, i + 3);
  if (OPS3.includes(three)) return tokens.push({ t: T_OP, op: three }), i + 3;
  const two = s.slice(i, i + 2);
  if (OPS2.includes(two)) return tokens.push({ t: T_OP, op: two }), i + 2;
  if (OPS1.includes(s[i])) {
    const op = (s[i] === '+' || s[i] === '-') && unaryHere(tokens) ? 'u' + s[i] : s[i];
    tokens.push({ t: T_OP, op });
    return i + 1;
  }
  throw unexpected(s, i);
}

/** Splits an expression into tokens, stopping at the first error. */
export function lex(s: string): Lexed {
  const tokens: Tok[] = [];
  let i = 0;
  try {
    while (i < s.length) {
      const c = s.charCodeAt(i);
      if (c === 32 || c === 9 || c === 10 || c === 13 || c === 0xa0) i++;
      else i = lexOne(s, i, tokens);
    }
  } catch (e) {
    if (!(e instanceof LexError)) throw e;
    return { tokens, error: e.message };
  }
  return { tokens, error: null };
}
