/** Small helpers shared by the plugin formatters and predicates. */
import { asNumber, asString, isTruthy, passOn } from '../values.ts';
import type { PredicateContext } from '../types.ts';

export { htmlattrFormatterEscape, htmlFormatterEscape } from '../text-filters.ts';
export { asNumber, asString, isTruthy, passOn };

/** A JSON object as a record, or an empty record for anything else (so reads never throw). */
export function rec(v: unknown): Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : EMPTY;
}

const EMPTY: Record<string, unknown> = Object.freeze(Object.create(null)) as Record<string, unknown>;

/** Reads a dotted property path strictly downward (no scope lookup); missing → undefined. */
export function at(v: unknown, path: string): unknown {
  let cur = v;
  for (const key of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    if (Array.isArray(cur)) {
      const i = Number(key);
      cur = Number.isInteger(i) ? cur[i] : undefined;
    } else {
      cur = Object.prototype.hasOwnProperty.call(cur, key) ? (cur as Record<string, unknown>)[key] : undefined;
    }
  }
  return cur;
}

/** An array, or an empty one. */
export function arr(v: unknown): readonly unknown[] {
  return Array.isArray(v) ? v : [];
}

/** A numeric value: numbers as is, numeric strings parsed as decimals; anything else NaN. */
export function num(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.trim() !== '') return Number(v);
  if (typeof v === 'boolean') return v ? 1 : 0;
  return NaN;
}

/** The render locale (default `en`, the reference's test locale). */
export function localeOf(ctx: PredicateContext): string {
  return ctx.options.locale || 'en';
}

/** `localizedStrings.KEY` by KEY: one string per key, so its path is found in the path cache without hashing a new text. */
const localizedPaths = new Map<string, string>();

/** A localized string from `localizedStrings.KEY` (looked up outward), else `fallback`. */
export function localized(ctx: PredicateContext, key: string, fallback: string): string {
  let path = localizedPaths.get(key);
  if (path === undefined) localizedPaths.set(key, (path = 'localizedStrings.' + key));
  const s = ctx.lookup(path);
  return typeof s === 'string' && s !== '' ? s : fallback;
}

/** Long names the reference also reads for the number options (the one written last wins). */
const OPTION_ALIASES: Readonly<Record<string, string>> = {
  minimumIntegerDigits: 'minint', maximumFractionDigits: 'maxfrac', minimumFractionDigits: 'minfrac',
  maximumSignificantDigits: 'maxsig', minimumSignificantDigits: 'minsig',
};

const NO_OPTIONS = Object.freeze({ opts: new Map<string, string>(), bare: [] as string[] });

/**
 * Splits `key:value` / `key=value` options and bare words (used by the i18n formatters). The
 * grouping words are read in order, the last one deciding (as the reference reads them): `group`,
 * `group:` and `group:true` group, `no-group` (with any value) and `group:` anything else do not;
 * the decision is `opts.get('group')`, `'true'` or `'false'`. `maximumFractionDigits` and the other
 * long digit names are read as `maxfrac` etc.
 */
export function parseOptions(args: readonly string[]): { opts: Map<string, string>; bare: string[] } {
  if (args.length === 0) return NO_OPTIONS;
  const opts = new Map<string, string>();
  const bare: string[] = [];
  let group: string | undefined;
  for (const a of args) {
    const m = /^([^:=]+)[:=](.*)$/.exec(a);
    if (m) {
      const written = m[1].trim(), value = m[2].trim();
      const key = OPTION_ALIASES[written] ?? written;
      opts.set(key, value);
      if (key === 'group') group = value === '' || value === 'true' ? 'true' : 'false';
      else if (key === 'no-group') group = 'false';
    } else if (a.trim() !== '') {
      const word = a.trim();
      bare.push(word);
      if (word === 'group') group = 'true';
      else if (word === 'no-group') group = 'false';
    }
  }
  if (group === undefined) opts.delete('group');
  else opts.set('group', group);
  return { opts, bare };
}

/** A bounded map: when full, the oldest entry is dropped (insertion order). */
export class BoundedCache<K, V> {
  private readonly map = new Map<K, V>();
  readonly limit: number;
  constructor(limit: number) {
    this.limit = limit;
  }
  get(key: K): V | undefined {
    return this.map.get(key);
  }
  set(key: K, value: V): V {
    if (!this.map.has(key) && this.map.size >= this.limit) {
      const first = this.map.keys().next();
      if (!first.done) this.map.delete(first.value);
    }
    this.map.set(key, value);
    return value;
  }
  get size(): number {
    return this.map.size;
  }
}
