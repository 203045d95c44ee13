/** PATH grammar (jsont.md 2.2) and its compiled form. */

/** How the first segment of a path is resolved against a frame. */
export const HEAD_PROP = 0;
export const HEAD_SELF = 1;
export const HEAD_INDEX = 2;
export const HEAD_INDEX0 = 3;
export const HEAD_VAR = 4;

/** A parsed path: a classified head plus strict downward steps. */
export interface Path {
  readonly kind: number;
  readonly head: string | number;
  readonly rest: readonly (string | number)[];
  readonly text: string;
}

const MAX_INT = 2147483647;

/** True for A-Z a-z. */
export function isLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** True for the characters of a WORD after its first letter. */
export function isWordChar(c: number): boolean {
  return isLetter(c) || isDigit(c) || c === 95 || c === 45;
}

/** End of the WORD starting at `i`, or -1 when there is none. */
export function wordEnd(s: string, i: number): number {
  if (i >= s.length || !isLetter(s.charCodeAt(i))) return -1;
  let j = i + 1;
  while (j < s.length && isWordChar(s.charCodeAt(j))) j++;
  return j;
}

function segmentEnd(s: string, i: number): number {
  if (i >= s.length) return -1;
  const c = s.charCodeAt(i);
  if (isDigit(c)) {
    let j = i + 1;
    while (j < s.length && isDigit(s.charCodeAt(j))) j++;
    return j;
  }
  if (c === 64 /* @ */) {
    const w = wordEnd(s, i + 1);
    return w < 0 ? i + 1 : w;
  }
  if (c === 36 /* $ */) return wordEnd(s, i + 1);
  return wordEnd(s, i);
}

function segmentValue(seg: string): string | number {
  if (isDigit(seg.charCodeAt(0))) {
    const n = Number(seg);
    if (n <= MAX_INT) return n;
  }
  return seg;
}

/** Builds a Path from its segment texts. */
export function makePath(segs: string[], text: string): Path {
  const first = segs[0];
  let kind = HEAD_PROP;
  let head: string | number = segmentValue(first);
  if (first === '@') kind = HEAD_SELF;
  else if (first === '@index') kind = HEAD_INDEX;
  else if (first === '@index0') kind = HEAD_INDEX0;
  else if (first.charCodeAt(0) === 64) kind = HEAD_VAR;
  const rest: (string | number)[] = [];
  for (let i = 1; i < segs.length; i++) rest.push(segmentValue(segs[i]));
  if (kind !== HEAD_PROP) head = first;
  return { kind, head, rest, text };
}

/** Parses a PATH starting at `i`; returns the path and where it ends, or null. */
export function parsePathAt(s: string, i: number): { path: Path; end: number } | null {
  const segs: string[] = [];
  let j = i;
  for (;;) {
    const e = segmentEnd(s, j);
    if (e < 0) return null;
    segs.push(s.slice(j, e));
    j = e;
    if (j < s.length && s.charCodeAt(j) === 46 /* . */) j++;
    else break;
  }
  return { path: makePath(segs, s.slice(i, j)), end: j };
}

const cache = new Map<string, Path | null>();

/**
 * Parses a whole string as a PATH (cached: formatter and predicate arguments repeat on every render).
 * @returns null when the string is not exactly a PATH.
 */
export function parsePath(s: string): Path | null {
  let p = cache.get(s);
  if (p !== undefined) return p;
  const r = parsePathAt(s, 0);
  p = r && r.end === s.length ? r.path : null;
  if (cache.size > 10000) cache.clear();
  cache.set(s, p);
  return p;
}
