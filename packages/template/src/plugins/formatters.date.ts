/** Date formatters: strftime-style `date` and the English `timesince` (jsont.md §9). */
import { strftime } from './strftime.ts';
import { validZone, zoned } from './zone.ts';
import { asNumber, num } from './util.ts';
import { Memo } from '../memo.ts';
import type { Formatter, PredicateContext } from '../types.ts';

/** The zone for a formatter: `website.timeZone` from the value's frame outward, validated. */
export function timeZoneOf(ctx: PredicateContext): string {
  return validZone(ctx.lookup('website.timeZone'));
}

/**
 * The zone a message needs: only `datetime` and `datetime-interval` arguments read it, so other
 * messages (prices, scarcity texts) skip the lookup.
 */
export function messageZone(pattern: string, ctx: PredicateContext): string | undefined {
  return pattern.includes('datetime') ? timeZoneOf(ctx) : undefined;
}

/**
 * `date FORMAT…`: the value is epoch milliseconds ("as number", so missing is the epoch);
 * the arguments are joined by a space into the pattern. No argument, or an epoch that is
 * not a number, gives "".
 */
const date: Formatter = (v, args, ctx) => {
  if (args.length === 0) return '';
  const epoch = asNumber(v);
  if (!Number.isFinite(epoch)) return '';
  const zone = timeZoneOf(ctx);
  const texts = datesOf(args, zone);
  return texts.get(epoch) ?? texts.set(epoch, strftime(args.join(' '), zoned(epoch, zone)));
};

/**
 * Why: a list page prints the same few dates on every render, and splitting an instant into its
 * zone's fields is the costly part of `date`. The text is remembered per call site (its argument
 * array, fixed at compile time), zone and instant.
 */
const dateTexts = new WeakMap<readonly string[], Map<string, Memo<number, string>>>();

function datesOf(args: readonly string[], zone: string): Memo<number, string> {
  let zones = dateTexts.get(args);
  if (zones === undefined) dateTexts.set(args, (zones = new Map()));
  let texts = zones.get(zone);
  if (texts === undefined) {
    if (zones.size >= 50) zones.clear();
    zones.set(zone, (texts = new Memo(2000)));
  }
  return texts;
}

const MINUTE = 60000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const UNITS: [ms: number, one: string, many: string][] = [
  [365 * DAY, 'about a year ago', 'years'],
  [30 * DAY, 'about a month ago', 'months'],
  [7 * DAY, 'about a week ago', 'weeks'],
  [DAY, 'about a day ago', 'days'],
  [HOUR, 'about an hour ago', 'hours'],
  [MINUTE, 'about a minute ago', 'minutes'],
];

/** English "time since" text of `now - then` in the largest whole unit (future → under a minute). */
export function timeSinceText(then: number, now: number): string {
  const delta = now - then;
  for (const [ms, one, many] of UNITS) {
    const n = Math.floor(delta / ms);
    if (n === 1) return one;
    if (n > 1) return `about ${n} ${many} ago`;
  }
  return 'less than a minute ago';
}

/**
 * `timesince`: `<span class="timesince" data-date="EPOCH">TEXT</span>`, measured from the
 * render's `now` (default the clock). Text that does not start with a number gives `Invalid date.`
 */
const timesince: Formatter = (v, _args, ctx) => {
  // As the reference: missing, null and objects are the epoch; text is read up to the end of its
  // leading decimal number (`12.7x` → 12.7, `1e3` → 1), none is invalid.
  const then = typeof v === 'string' ? leadingDecimal(v) : typeof v === 'number' || typeof v === 'boolean' ? num(v) : 0;
  if (!Number.isFinite(then)) return 'Invalid date.';
  const now = ctx.options.now ?? Date.now();
  return `<span class="timesince" data-date="${then}">${timeSinceText(then, now)}</span>`;
};

const LEADING_DECIMAL = /^\s*([+-]?(?:\d+\.?\d*|\.\d+))/;
/** The decimal number a text starts with (after white space; no exponent), else NaN. */
function leadingDecimal(s: string): number {
  const m = LEADING_DECIMAL.exec(s);
  return m === null ? NaN : Number(m[1]);
}

/** The date formatters by name. */
export const DATE_FORMATTERS: Readonly<Record<string, Formatter>> = { date, timesince };
