import { REDIRECT_MESSAGES } from '@plinth/api';

/*
 * The rules of a redirect, apart from storage (issue 34): how an old address is keyed (case and a
 * trailing slash ignored), how `[name]` placeholders match one part of a path and fill the new
 * address, how a line of the hosted builder's URL mappings reads (`/old-path -> /new-path 301`), and
 * whether a set of redirects would send a visitor round in a circle.
 */

/** A redirect as matched. */
export interface RedirectRule {
  /** The old path's key (see {@link redirectKey}). */
  fromKey: string;
  to: string;
  status: 301 | 302;
  force: boolean;
}

/** A redirect a path matched, with its new address filled in. */
export interface RedirectMatch {
  location: string;
  status: 301 | 302;
  force: boolean;
}

const PLACEHOLDER = /\[([A-Za-z0-9_-]+)\]/g;

/** True when `path` holds a `[name]` placeholder. */
export function hasPlaceholder(path: string): boolean {
  return /\[[A-Za-z0-9_-]+\]/.test(path);
}

/**
 * The key an old address is stored and matched under: decoded, lower-case, one leading slash, no
 * trailing slash (the site root stays `/`).
 * @example redirectKey('/Old-Page/') // '/old-page'
 */
export function redirectKey(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape stays as written.
  }
  let key = decoded.trim().toLowerCase().replace(/\/{2,}/g, '/');
  if (!key.startsWith('/')) key = `/${key}`;
  while (key.length > 1 && key.endsWith('/')) key = key.slice(0, -1);
  return key;
}

/** True when `to` leaves the site (an absolute http(s) URL). */
export function isExternal(to: string): boolean {
  return /^https?:\/\//i.test(to);
}

/**
 * Checks one redirect's old and new addresses; the refusal's message, or null when it is fine.
 * The old address is a path (no query or fragment); the new one a path or an http(s) URL whose
 * placeholders all appear in the old one.
 */
export function redirectProblem(from: string, to: string): string | null {
  if (!from.startsWith('/') || /[?#\s]/.test(from)) return REDIRECT_MESSAGES.fromNotPath;
  if (!to.startsWith('/') && !isExternal(to)) return REDIRECT_MESSAGES.toRequired;
  if (/\s/.test(to) || to.startsWith('//')) return REDIRECT_MESSAGES.toRequired;
  const names = [...from.matchAll(PLACEHOLDER)].map((m) => (m[1] as string).toLowerCase());
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) return REDIRECT_MESSAGES.duplicatePlaceholder(name);
    seen.add(name);
  }
  for (const m of to.matchAll(PLACEHOLDER)) if (!seen.has((m[1] as string).toLowerCase())) return REDIRECT_MESSAGES.unknownPlaceholder(m[1] as string);
  if (!hasPlaceholder(from) && !isExternal(to) && redirectKey(to.split(/[?#]/)[0] as string) === redirectKey(from)) return REDIRECT_MESSAGES.toSelf;
  return null;
}

/** One line of a bulk paste, read. */
export type MappingLine = { from: string; to: string; status: 301 | 302 } | { error: string } | null;

/**
 * Reads one line of the hosted builder's URL mappings: `/old-path -> /new-path 301` (the status may
 * be left out: 301). A blank line or a `#` comment is null.
 */
export function parseMappingLine(line: string): MappingLine {
  const text = line.trim();
  if (text === '' || text.startsWith('#')) return null;
  const match = /^(\S+)\s*->\s*(\S+)(?:\s+(\d{3}))?$/.exec(text);
  if (!match) return { error: REDIRECT_MESSAGES.badLine };
  const status = match[3] === undefined ? 301 : Number(match[3]);
  if (status !== 301 && status !== 302) return { error: REDIRECT_MESSAGES.status };
  const from = match[1] as string;
  const to = match[2] as string;
  const problem = redirectProblem(from, to);
  if (problem) return { error: problem };
  return { from, to, status };
}

/** A placeholder redirect made ready to test paths against. */
interface Pattern {
  rule: RedirectRule;
  regex: RegExp;
  /** The same, for the path as the visitor wrote it. */
  caseless: RegExp;
  names: string[];
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|\\]/g, '\\$&');
}

function patternOf(rule: RedirectRule): Pattern {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const m of rule.fromKey.matchAll(PLACEHOLDER)) {
    source += escapeRegex(rule.fromKey.slice(last, m.index));
    source += '([^/]+)';
    names.push((m[1] as string).toLowerCase());
    last = (m.index as number) + m[0].length;
  }
  source += escapeRegex(rule.fromKey.slice(last));
  return { rule, regex: new RegExp(`^${source}$`), caseless: new RegExp(`^${source}$`, 'i'), names };
}

/** The site's redirects, ready to match: exact old addresses by key, placeholder ones in order. */
export class RedirectTable {
  private readonly exact = new Map<string, RedirectRule>();
  private readonly patterns: Pattern[] = [];

  constructor(rules: readonly RedirectRule[]) {
    for (const rule of rules) {
      if (hasPlaceholder(rule.fromKey)) this.patterns.push(patternOf(rule));
      else this.exact.set(rule.fromKey, rule);
    }
  }

  /** Adds a redirect or replaces the one from the same old address; the one it replaced, or undefined. */
  put(rule: RedirectRule): RedirectRule | undefined {
    if (!hasPlaceholder(rule.fromKey)) {
      const before = this.exact.get(rule.fromKey);
      this.exact.set(rule.fromKey, rule);
      return before;
    }
    const at = this.patterns.findIndex((p) => p.rule.fromKey === rule.fromKey);
    const before = at >= 0 ? this.patterns[at]?.rule : undefined;
    if (at >= 0) this.patterns[at] = patternOf(rule);
    else this.patterns.push(patternOf(rule));
    return before;
  }

  /** Takes the redirect from `fromKey` out (putting `previous` back when given). */
  restore(fromKey: string, previous: RedirectRule | undefined): void {
    if (previous) {
      this.put(previous);
      return;
    }
    if (!hasPlaceholder(fromKey)) this.exact.delete(fromKey);
    else {
      const at = this.patterns.findIndex((p) => p.rule.fromKey === fromKey);
      if (at >= 0) this.patterns.splice(at, 1);
    }
  }

  get size(): number {
    return this.exact.size + this.patterns.length;
  }

  /**
   * The redirect for a path (decoded as the pages see it), its placeholders filled, or null. The
   * query string the visitor came with is kept when the new address has none of its own.
   */
  match(path: string, search = ''): RedirectMatch | null {
    const key = redirectKey(path);
    const exact = this.exact.get(key);
    if (exact) return { location: withSearch(exact.to, search), status: exact.status, force: exact.force };
    // Placeholders take the original case of what they stand for.
    const original = redirectKeyKeepingCase(path);
    for (const pattern of this.patterns) {
      const found = pattern.regex.exec(key);
      if (!found) continue;
      const values = new Map<string, string>();
      // The same positions in the case-kept path (the key only lower-cased it).
      const originalFound = pattern.caseless.exec(original);
      pattern.names.forEach((name, i) => values.set(name, (originalFound?.[i + 1] ?? found[i + 1]) as string));
      const to = pattern.rule.to.replace(PLACEHOLDER, (_, name: string) => encodeURIComponent(values.get(name.toLowerCase()) ?? ''));
      return { location: withSearch(to, search), status: pattern.rule.status, force: pattern.rule.force };
    }
    return null;
  }

  /**
   * Where following redirects from `start` leads, hop by hop, when it comes back to an address
   * already passed (a loop), or null when it ends (at most 20 hops are followed).
   */
  loopFrom(start: string): string[] | null {
    const seen = [redirectKey(start)];
    let at = start;
    for (let hop = 0; hop < 20; hop++) {
      const next = this.match(at);
      if (!next || isExternal(next.location)) return null;
      const path = next.location.split(/[?#]/)[0] as string;
      const key = redirectKey(path);
      if (seen.includes(key)) return [...seen, key];
      seen.push(key);
      at = path;
    }
    return seen;
  }
}

function redirectKeyKeepingCase(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // As written.
  }
  let key = decoded.trim().replace(/\/{2,}/g, '/');
  if (!key.startsWith('/')) key = `/${key}`;
  while (key.length > 1 && key.endsWith('/')) key = key.slice(0, -1);
  return key;
}

function withSearch(to: string, search: string): string {
  if (!search || search === '?' || to.includes('?')) return to;
  return `${to}${search.startsWith('?') ? search : `?${search}`}`;
}
