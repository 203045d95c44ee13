/** Stage 2: the grammar of one tag (jsont.md 2.2-2.4). A tag that does not fit is returned as null (literal). */
import { parsePathAt, wordEnd, type Path } from './path.ts';
import {
  N_BINDVAR, N_CTXVAR, N_EVAL, N_IF, N_INCLUDE, N_INJECT, N_MACRO, N_PREDICATE, N_REPEATED, N_SECTION, N_VAR,
  type FormatterCall, type Node, type PredicateNode,
} from './nodes.ts';
import { compileExpression } from './expr/expression.ts';
import { unknownFormatter, unknownPredicate } from './messages.ts';
import type { Registry, TemplateError } from './types.ts';

/** A recognised tag: its instruction TYPE (jsont.md 5) and the node it adds, if any. */
export interface Parsed {
  readonly type: string;
  readonly node: Node | null;
  /** Text produced by meta-character instructions. */
  readonly text?: string;
}

const SIMPLE: Record<string, Parsed> = {
  end: { type: 'END', node: null },
  'meta-left': { type: 'META_LEFT', node: null, text: '{' },
  'meta-right': { type: 'META_RIGHT', node: null, text: '}' },
  space: { type: 'SPACE', node: null, text: ' ' },
  tab: { type: 'TAB', node: null, text: '\t' },
  newline: { type: 'NEWLINE', node: null, text: '\n' },
  eof: { type: 'EOF', node: null },
};
const ALTERNATES: Parsed = { type: 'ALTERNATES_WITH', node: null };
const BARE_OR: Parsed = { type: 'OR_PREDICATE', node: null };
const NAME_RE = /^[./A-Za-z0-9_-]+$/;

function isWs(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13);
}

function skipWs(s: string, i: number): number {
  while (i < s.length && isWs(s.charCodeAt(i))) i++;
  return i;
}

/** ARGS: the first character is the delimiter, the rest is split on it with empty pieces kept. */
export function splitArgs(raw: string): string[] {
  return raw.length === 0 ? [] : raw.slice(1).split(raw[0]);
}

/** Parses `PATH( *, *PATH)*` at `i`; returns the paths and their end. */
function parsePathList(s: string, i: number): { paths: Path[]; end: number } | null {
  const first = parsePathAt(s, i);
  if (first === null) return null;
  const paths = [first.path];
  let end = first.end;
  for (;;) {
    let j = end;
    while (s.charCodeAt(j) === 32) j++;
    if (s.charCodeAt(j) !== 44 /* , */) return { paths, end };
    j++;
    while (s.charCodeAt(j) === 32) j++;
    const next = parsePathAt(s, j);
    if (next === null) return { paths, end };
    paths.push(next.path);
    end = next.end;
  }
}

/** Parses `(|WORD ARGS?)*` up to the end of `s`: calls, [] for none, or null (literal, error maybe reported). */
function parseFormatters(s: string, i: number, reg: Registry, errors: TemplateError[]): FormatterCall[] | null {
  const calls: FormatterCall[] = [];
  while (i < s.length) {
    if (s.charCodeAt(i) !== 124 /* | */) return null;
    const w = wordEnd(s, i + 1);
    if (w < 0) return null;
    const name = s.slice(i + 1, w);
    let end = s.indexOf('|', w);
    if (end < 0) end = s.length;
    const fn = Object.hasOwn(reg.formatters, name) ? reg.formatters[name] : undefined;
    if (fn === undefined) {
      errors.push(unknownFormatter(name));
      return null;
    }
    calls.push({ name, fn, args: splitArgs(s.slice(w, end)) });
    i = end;
  }
  return calls;
}

/** Parses `PREDICATE ARGS?` at `i` (to the end of `s`), or null when there is no `WORD?`. */
function parsePredicate(s: string, i: number, type: string, reg: Registry, errors: TemplateError[]): PredicateNode | null {
  const w = wordEnd(s, i);
  if (w < 0 || s.charCodeAt(w) !== 63 /* ? */) return null;
  const name = s.slice(i, w + 1);
  const fn = Object.hasOwn(reg.predicates, name) ? reg.predicates[name] : null;
  if (fn === null) errors.push(unknownPredicate(name));
  // A lone delimiter (`{.lessThan?/}`) is no argument at all for a predicate (a formatter gets one empty one).
  const rest = s.slice(w + 1);
  return { k: N_PREDICATE, type, name, fn, args: rest.length === 1 ? [] : splitArgs(rest), body: [], alt: null };
}

function parseVariable(s: string, reg: Registry, errors: TemplateError[]): Parsed | null {
  const list = parsePathList(s, 0);
  if (list === null) return null;
  const fmts = parseFormatters(s, list.end, reg, errors);
  if (fmts === null) return null;
  return { type: 'VARIABLE', node: { k: N_VAR, paths: list.paths, fmts: fmts.length ? fmts : null } };
}

function parseSectionPath(s: string, i: number): Path | null {
  if (!isWs(s.charCodeAt(i))) return null;
  const p = parsePathAt(s, skipWs(s, i));
  return p !== null && p.end === s.length ? p.path : null;
}

function parseIf(s: string, i: number, reg: Registry, errors: TemplateError[]): Parsed | null {
  if (!isWs(s.charCodeAt(i))) return null;
  i = skipWs(s, i);
  const pred = parsePredicate(s, i, 'PREDICATE', reg, errors);
  if (pred !== null) return { type: 'PREDICATE', node: pred };
  const paths: Path[] = [];
  const ands: boolean[] = [];
  for (;;) {
    const p = parsePathAt(s, i);
    if (p === null) return null;
    paths.push(p.path);
    if (p.end === s.length) break;
    i = skipWs(s, p.end);
    const op = s.slice(i, i + 2);
    if (op !== '&&' && op !== '||') return null;
    ands.push(op === '&&');
    i = skipWs(s, i + 2);
  }
  // Mixed operators: only the operands joined by the first operator count (`a && b || c` is `a && b`).
  const change = ands.indexOf(!ands[0]);
  if (change > 0) {
    paths.length = change + 1;
    ands.length = change;
  }
  return { type: 'IF', node: { k: N_IF, paths, ands, body: [], alt: null } };
}

/** Parses `SP @WORD SP` at `i`; returns the variable name and the index after it. */
function parseVarDef(s: string, i: number): { name: string; end: number } | null {
  if (s.charCodeAt(i) !== 32 || s.charCodeAt(i + 1) !== 64) return null;
  const w = wordEnd(s, i + 2);
  if (w < 0 || s.charCodeAt(w) !== 32) return null;
  return { name: s.slice(i + 1, w), end: w + 1 };
}

function parseBindVar(s: string, i: number, reg: Registry, errors: TemplateError[]): Parsed | null {
  const def = parseVarDef(s, i);
  if (def === null) return null;
  const list = parsePathList(s, def.end);
  if (list === null) return null;
  const fmts = parseFormatters(s, list.end, reg, errors);
  if (fmts === null) return null;
  return { type: 'BINDVAR', node: { k: N_BINDVAR, name: def.name, paths: list.paths, fmts: fmts.length ? fmts : null } };
}

function parseCtxVar(s: string, i: number): Parsed | null {
  const def = parseVarDef(s, i);
  if (def === null) return null;
  const keys: string[] = [];
  const paths: Path[] = [];
  i = def.end;
  for (;;) {
    const w = wordEnd(s, i);
    if (w < 0 || s.charCodeAt(w) !== 61 /* = */) return null;
    const p = parsePathAt(s, w + 1);
    if (p === null) return null;
    keys.push(s.slice(i, w));
    paths.push(p.path);
    if (p.end === s.length) break;
    if (!isWs(s.charCodeAt(p.end))) return null;
    i = skipWs(s, p.end);
  }
  return { type: 'CTXVAR', node: { k: N_CTXVAR, name: def.name, keys, paths } };
}

function parseInject(s: string, i: number): Parsed | null {
  const def = parseVarDef(s, i);
  if (def === null) return null;
  let j = def.end;
  while (j < s.length && NAME_RE.test(s[j])) j++;
  if (j === def.end) return null;
  return { type: 'INJECT', node: { k: N_INJECT, name: def.name, key: s.slice(def.end, j) } };
}

function parseInstruction(s: string, reg: Registry, errors: TemplateError[]): Parsed | null {
  const pred = parsePredicate(s, 1, 'PREDICATE', reg, errors);
  if (pred !== null) return { type: 'PREDICATE', node: pred };
  const w = wordEnd(s, 1);
  if (w < 0) return null;
  const kw = s.slice(1, w);
  const simple = Object.hasOwn(SIMPLE, kw) ? SIMPLE[kw] : undefined;
  if (simple !== undefined) return w === s.length ? simple : null;
  switch (kw) {
    case 'section': {
      const path = parseSectionPath(s, w);
      return path && { type: 'SECTION', node: { k: N_SECTION, path, body: [], alt: null } };
    }
    case 'repeated': {
      if (!s.startsWith(' section', w)) return null;
      const path = parseSectionPath(s, w + 8);
      return path && { type: 'REPEATED', node: { k: N_REPEATED, path, body: [], alternatesWith: null, alt: null } };
    }
    case 'alternates':
      return w + 5 === s.length && s.endsWith(' with') ? ALTERNATES : null;
    case 'or': {
      if (w === s.length) return BARE_OR;
      if (s.charCodeAt(w) !== 32) return null;
      const or = parsePredicate(s, w + 1, 'OR_PREDICATE', reg, errors);
      return or && { type: 'OR_PREDICATE', node: or };
    }
    case 'if':
      return parseIf(s, w, reg, errors);
    case 'var':
      return parseBindVar(s, w, reg, errors);
    case 'ctx':
      return parseCtxVar(s, w);
    case 'eval':
      if (!isWs(s.charCodeAt(w))) return null;
      return { type: 'EVAL', node: { k: N_EVAL, expr: compileExpression(s.slice(skipWs(s, w))) } };
    case 'include': {
      // The name is the first space-separated word, whatever it holds (`{.include  m}` names "").
      if (s.charCodeAt(w) !== 32 || w + 1 === s.length) return null;
      const words = s.slice(w + 1).split(' ');
      return { type: 'INCLUDE', node: { k: N_INCLUDE, name: words[0], output: words.includes('output', 1) } };
    }
    case 'inject':
      return parseInject(s, w);
    case 'macro': {
      const name = s.slice(w + 1);
      if (s.charCodeAt(w) !== 32 || !NAME_RE.test(name)) return null;
      return { type: 'MACRO', node: { k: N_MACRO, name, body: [] } };
    }
    default:
      return null;
  }
}

/**
 * Classifies the inner text of a tag and parses it.
 * @returns the instruction, or null when the tag must be output literally.
 */
export function parseTag(inner: string, reg: Registry, errors: TemplateError[]): Parsed | null {
  if (inner.charCodeAt(0) === 46 /* . */) return parseInstruction(inner, reg, errors);
  return parseVariable(inner, reg, errors);
}
