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

/**
 * The zone abbreviation at an instant (`EST`, `CET`, `JST`…). Intl has no tz-database
 * abbreviations, so this asks a few English-region locales and falls back to the tz
 * database's numeric style (`+03`, `+0545`) when none has a name.
 */
export function zoneAbbreviation(t: ZonedTime): string {
  if (t.zone === 'UTC' || t.zone === 'Etc/UTC') return 'UTC';
  const key = t.zone + ' ' + t.offset;
  let abbr = abbreviations.get(key);
  if (abbr !== undefined) return abbr;
  abbr = '';
  for (const loc of ABBR_LOCALES) {
    try {
      const name = new Intl.DateTimeFormat(loc, { timeZone: t.zone, timeZoneName: 'short' })
        .formatToParts(t.epoch).find((x) => x.type === 'timeZoneName')?.value ?? '';
      if (/^[A-Z]{2,5}$/.test(name)) {
        abbr = name;
        break;
      }
    } catch {
      break;
    }
  }
  if (abbr === '') {
    const o = Math.abs(t.offset);
    const hm = String(Math.floor(o / 60)).padStart(2, '0') + (o % 60 ? String(o % 60).padStart(2, '0') : '');
    abbr = (t.offset < 0 ? '-' : '+') + hm;
  }
  return abbreviations.set(key, abbr);
}
