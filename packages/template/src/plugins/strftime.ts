/** strftime-style formatting of zoned wall-clock fields (jsont.md §9 `date`), English names. */
import { zoneAbbreviation, type ZonedTime } from './zone.ts';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September',
  'October', 'November', 'December'];
const DAY_MS = 86400000;

const pad = (n: number, w = 2, c = '0'): string => String(n).padStart(w, c);

/** Day number (days since epoch) of a calendar date. */
function dayNumber(y: number, m: number, d: number): number {
  const t = new Date(0);
  t.setUTCFullYear(y, m - 1, d);
  return Math.floor(t.getTime() / DAY_MS);
}

function dayOfYear(t: ZonedTime): number {
  return dayNumber(t.year, t.month, t.day) - dayNumber(t.year, 1, 1) + 1;
}

/** ISO-8601 week-numbering year and week. */
function isoWeek(t: ZonedTime): { year: number; week: number } {
  const n = dayNumber(t.year, t.month, t.day);
  const isoDay = t.weekday === 0 ? 7 : t.weekday;
  const thursday = n + 4 - isoDay;
  const y = new Date(thursday * DAY_MS).getUTCFullYear();
  return { year: y, week: Math.floor((thursday - dayNumber(y, 1, 1)) / 7) + 1 };
}

/**
 * US week of the year (weeks start Sunday; week 1 holds 1 January, so late-December days
 * can be week 1 of the next year). The reference prints it for both `%U` and `%W`.
 */
function usWeek(t: ZonedTime): number {
  const n = dayNumber(t.year, t.month, t.day);
  const saturday = n + 6 - t.weekday;
  const y = new Date(saturday * DAY_MS).getUTCFullYear();
  const jan1 = dayNumber(y, 1, 1);
  const jan1Weekday = (((jan1 + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
  return Math.floor((n - (jan1 - jan1Weekday)) / 7) + 1;
}

const h12 = (h: number): number => (h % 12 === 0 ? 12 : h % 12);

function offsetText(minutes: number): string {
  const o = Math.abs(minutes);
  return (minutes < 0 ? '-' : '+') + pad(Math.floor(o / 60)) + ':' + pad(o % 60);
}

/** One conversion; unknown codes print nothing. */
function code(c: string, t: ZonedTime): string {
  switch (c) {
    case 'a': return DAYS[t.weekday].slice(0, 3);
    case 'A': return DAYS[t.weekday];
    case 'b': case 'h': return MONTHS[t.month - 1].slice(0, 3);
    case 'B': return MONTHS[t.month - 1];
    case 'c': return strftime('%a, %b ', t) + t.day + strftime(', %Y ', t) + h12(t.hour) + strftime(':%M:%S %p %Z', t);
    case 'C': return pad(Math.floor(t.year / 100));
    case 'd': return pad(t.day);
    case 'D': return strftime('%m/%d/%y', t);
    case 'e': return pad(t.day, 2, ' ');
    case 'F': return strftime('%Y-%m-%d', t);
    case 'g': return pad(((isoWeek(t).year % 100) + 100) % 100);
    case 'G': return String(isoWeek(t).year);
    case 'H': return pad(t.hour);
    case 'i': return String(h12(t.hour));
    case 'I': return pad(h12(t.hour));
    case 'j': return pad(dayOfYear(t), 3);
    case 'k': return pad(t.hour, 2, ' ');
    case 'l': return pad(h12(t.hour), 2, ' ');
    case 'm': return pad(t.month);
    case 'M': return pad(t.minute);
    case 'n': return '\n';
    case 'N': return pad(t.ms, 3) + '000000'; // nanoseconds; the epoch has millisecond precision
    case 'p': return t.hour < 12 ? 'AM' : 'PM';
    case 'P': return t.hour < 12 ? 'am' : 'pm';
    case 'q': return String(Math.floor((t.month - 1) / 3) + 1);
    case 'r': return h12(t.hour) + strftime(':%M:%S %p', t);
    case 'R': return strftime('%H:%M', t);
    case 's': return String(Math.trunc(t.epoch / 1000)); // toward zero, as the reference (-1 ms is 0)
    case 'S': return pad(t.second);
    case 't': return '\t';
    case 'T': return strftime('%H:%M:%S', t);
    case 'u': return String(t.weekday === 0 ? 7 : t.weekday);
    case 'U': case 'W': return pad(usWeek(t));
    case 'v': return strftime('%e-%b-%Y', t);
    case 'V': return pad(isoWeek(t).week);
    case 'w': return String(t.weekday);
    case 'x': return strftime('%m/%d/%Y', t);
    case 'X': return strftime('%I:%M:%S %p', t);
    case 'y': return pad(((t.year % 100) + 100) % 100);
    case 'Y': return String(t.year);
    case 'z': return offsetText(t.offset);
    case 'Z': return zoneAbbreviation(t);
    case '%': return '%';
    default: return '';
  }
}

/** Formats `t` by `pattern`; `%` followed by a code is replaced, other text is copied. */
export function strftime(pattern: string, t: ZonedTime): string {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === '%' && i + 1 < pattern.length) out += code(pattern[++i], t);
    else out += ch;
  }
  return out;
}
