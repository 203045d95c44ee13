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
  | { k: 'plural'; name: string; offset: number; choices: Map<string, Part[]> }
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
        choices.set(key, this.message(type !== 'select'));
        this.i++; // the choice's `}`
      }
      part = type === 'select' ? { k: 'select', name, choices } : { k: 'plural', name, offset, choices };
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

const pluralRules = new BoundedCache<string, Intl.PluralRules>(50);

function category(n: number, locale: string, ordinal: boolean): string {
  const key = locale + (ordinal ? '|o' : '');
  let r = pluralRules.get(key);
  if (r === undefined) {
    try {
      r = new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' });
    } catch {
      r = new Intl.PluralRules('en', { type: ordinal ? 'ordinal' : 'cardinal' });
    }
    pluralRules.set(key, r);
  }
  return r.select(n);
}

function render(parts: readonly Part[], env: MessageEnv, hash: string): string {
  let out = '';
  for (const p of parts) {
    if (typeof p === 'string') out += p;
    else if (p.k === 'hash') out += hash;
    else if (p.k === 'arg') out += print(env.args[p.name]);
    else if (p.k === 'select') {
      const key = print(env.args[p.name]);
      const choice = p.choices.get(key) ?? p.choices.get('other');
      if (choice) out += render(choice, env, hash);
    } else if (p.k === 'plural') {
      const n = num(env.args[p.name]);
      if (!Number.isFinite(n)) continue;
      const shown = n - p.offset;
      const choice = p.choices.get('=' + n) ?? p.choices.get(category(shown, env.locale, false)) ?? p.choices.get('other');
      if (choice) out += render(choice, env, decimalText(shown, new Map(), [], env.locale));
    } else out += formatArg(p, env);
  }
  return out;
}

function formatArg(p: { names: string[]; type: string; options: string[] }, env: MessageEnv): string {
  const value = env.args[p.names[0]];
  const { opts, bare } = parseOptions(p.options);
  switch (p.type) {
    case 'number':
    case 'decimal':
      return decimalText(value, opts, bare, env.locale);
    case 'money':
    case 'currency': {
      const m = strictMoney(value);
      if (m === null) return '';
      const r = moneyIntlText(m, opts, bare, env.locale);
      if (r.error && env.error) env.error(r.error);
      return r.text;
    }
    case 'datetime':
      return datetimeText(value, opts, bare, env.locale, env.zone);
    case 'datetime-interval':
      return intervalText(value, env.args[p.names[1] ?? ''], opts, bare, env.locale, env.zone);
    default:
      return print(value);
  }
}

/** Formats an ICU message pattern with `env.args`. */
export function formatMessage(pattern: string, env: MessageEnv): string {
  return render(parseMessage(pattern), env, '#');
}
