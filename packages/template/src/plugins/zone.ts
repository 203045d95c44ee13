/** Wall-clock fields of an instant in an IANA time zone, through cached `Intl.DateTimeFormat`s. */
import { BoundedCache } from './util.ts';

/** Default zone of `date` when `website.timeZone` is absent (platform.md §9). */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/** Local fields of an instant; `offset` is minutes east of UTC. */
export interface ZonedTime {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  second: number;
  ms: number;
  /** 0 = Sunday. */
  weekday: number;
  offset: number;
  zone: string;
  epoch: number;
}

const partsFormats = new BoundedCache<string, Intl.DateTimeFormat | null>(200);
const abbreviations = new BoundedCache<string, string>(2000);

function partsFormat(zone: string): Intl.DateTimeFormat | null {
  let f = partsFormats.get(zone);
  if (f === undefined) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric',
        hour: 'numeric', minute: 'numeric', second: 'numeric', era: 'short',
      });
    } catch {
      f = null; // RangeError: unknown zone
    }
    partsFormats.set(zone, f);
  }
  return f;
}

/** The zone itself when Intl knows it, else `UTC` (jsont.md §9: unknown zone → UTC). */
export function validZone(zone: unknown): string {
  if (typeof zone !== 'string' || zone === '') return DEFAULT_TIME_ZONE;
  return partsFormat(zone) === null ? 'UTC' : zone;
}

/** Splits `epoch` into wall-clock fields of `zone` (which must be valid, see `validZone`). */
export function zoned(epoch: number, zone: string): ZonedTime {
  // As the reference: a fraction of a millisecond belongs to the millisecond before it (-0.5 is 1969).
  epoch = Math.floor(epoch);
  if (epoch >= FAST_FROM && epoch < FAST_TO) {
    const offset = hourOffset(epoch, zone);
    if (offset === offset) return fromOffset(epoch, offset, zone); // not NaN
  }
  return zonedByIntl(epoch, zone);
}

/**
 * Why: `formatToParts` is the costly call of `date` (a product list prints a date per card), and
 * a zone's offset changes at most once in any UTC hour. So the offset is asked of Intl at both ends
 * of the hour and, when they agree, remembered for that hour; the fields then come from plain
 * arithmetic. Only in the Gregorian years (ICU switches to the Julian calendar before 1582).
 */
const FAST_FROM = Date.UTC(1600, 0, 1);
const FAST_TO = Date.UTC(9999, 0, 1);
const HOUR = 3600000;
/** Per zone: UTC hour index → offset in ms, NaN when the offset changes within that hour. */
const hourOffsets = new Map<string, Map<number, number>>();

function hourOffset(epoch: number, zone: string): number {
  let hours = hourOffsets.get(zone);
  if (hours === undefined) {
    if (hourOffsets.size >= 200) hourOffsets.clear();
    hourOffsets.set(zone, (hours = new Map()));
  }
  const hour = Math.floor(epoch / HOUR);
  let offset = hours.get(hour);
  if (offset === undefined) {
    const start = hour * HOUR;
    const a = offsetMs(zonedByIntl(start, zone)), b = offsetMs(zonedByIntl(start + HOUR - 1, zone));
    offset = a === b ? a : NaN;
    if (hours.size >= 20000) hours.clear();
    hours.set(hour, offset);
  }
  return offset;
}

/** Local wall time minus the instant, in ms. */
const offsetMs = (t: ZonedTime): number =>
  Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second, t.ms) - t.epoch;

function fromOffset(epoch: number, offset: number, zone: string): ZonedTime {
  const d = new Date(epoch + offset);
  return {
    year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(),
    hour: d.getUTCHours(), minute: d.getUTCMinutes(), second: d.getUTCSeconds(), ms: d.getUTCMilliseconds(),
    weekday: d.getUTCDay(), offset: Math.round(offset / 60000), zone, epoch,
  };
}

/** `zoned` asking Intl for the fields. */
function zonedByIntl(epoch: number, zone: string): ZonedTime {
  const f = partsFormat(zone) ?? (partsFormat('UTC') as Intl.DateTimeFormat);
  const p: Record<string, string> = {};
  for (const part of f.formatToParts(epoch)) p[part.type] = part.value;
  let year = Number(p.year);
  if (p.era === 'BC' || p.era === 'B') year = 1 - year;
  const month = Number(p.month), day = Number(p.day);
  const hour = Number(p.hour), minute = Number(p.minute), second = Number(p.second);
  const ms = ((epoch % 1000) + 1000) % 1000;
  const local = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  // Date.UTC maps years 0-99 to 1900+; fix them up.
  const localFixed = year >= 0 && year < 100 ? new Date(local).setUTCFullYear(year) : local;
  return {
    year, month, day, hour, minute, second, ms,
    weekday: new Date(localFixed).getUTCDay(),
    offset: Math.round((localFixed - epoch) / 60000),
    zone, epoch,
  };
}

// Locales whose CLDR data names the zones of their region; the first alphabetic answer wins.
const ABBR_LOCALES = ['en-US', 'en-GB', 'en-AU', 'en-IN', 'en-HK', 'en-ZA', 'ja-JP'];
/** Instants where a zone's names are asked for dates before 1970 (ICU names zones from 1970 on). */
const NAMED_FROM = [Date.UTC(1970, 0, 1), Date.UTC(1970, 6, 1)];

const nameFormats = new BoundedCache<string, Intl.DateTimeFormat | null>(500);

/** A short-zone-name format of `loc` in `zone` (null for an unknown zone), made once. */
function nameFormat(loc: string, zone: string): Intl.DateTimeFormat | null {
  const key = loc + '|' + zone;
  let f = nameFormats.get(key);
  if (f === undefined) {
    try {
      f = new Intl.DateTimeFormat(loc, { timeZone: zone, timeZoneName: 'short' });
    } catch {
      f = null;
    }
    nameFormats.set(key, f);
  }
  return f;
}

/** The English-region short name of `zone` at `epoch`, or "" when Intl has only `GMT±h`. */
function intlName(zone: string, epoch: number): string {
  for (const loc of ABBR_LOCALES) {
    const f = nameFormat(loc, zone);
    if (f === null) return '';
    let name: string;
    try {
      name = f.formatToParts(epoch).find((x) => x.type === 'timeZoneName')?.value ?? '';
    } catch {
      return ''; // an instant Intl cannot print
    }
    if (/^[A-Z]{2,5}$/.test(name)) return name;
  }
  return '';
}

/**
 * The zone abbreviation at an instant (`EST`, `CET`, `JST`…). Intl has no tz-database
 * abbreviations, so this asks a few English-region locales (before 1970, for the name the zone has
 * at the same offset in 1970) and falls back to the tz database's numeric style (`+03`, `+0545`)
 * when none has a name. Remembered per zone, offset and year: the same offset can be named in one
 * era and not in another, and the answer must not depend on which date was printed first.
 */
export function zoneAbbreviation(t: ZonedTime): string {
  if (t.zone === 'UTC' || t.zone === 'Etc/UTC') return 'UTC';
  const key = t.zone + ' ' + t.offset + ' ' + t.year;
  let abbr = abbreviations.get(key);
  if (abbr !== undefined) return abbr;
  abbr = intlName(t.zone, t.epoch);
  if (abbr === '' && t.epoch < NAMED_FROM[0]!) {
    for (const probe of NAMED_FROM) if (zoned(probe, t.zone).offset === t.offset && (abbr = intlName(t.zone, probe)) !== '') break;
  }
  if (abbr === '') {
    const o = Math.abs(t.offset);
    const hm = String(Math.floor(o / 60)).padStart(2, '0') + (o % 60 ? String(o % 60).padStart(2, '0') : '');
    abbr = (t.offset < 0 ? '-' : '+') + hm;
  }
  return abbreviations.set(key, abbr);
}
