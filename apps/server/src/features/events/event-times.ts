/*
 * An event's times as a visitor reads them, in the event's own time zone (the site's unless the
 * owner chose another): 'Saturday, December 5, 2026, 10:00 AM – 2:00 PM EST'. Formatters are made
 * once per zone.
 */

const rangeFormats = new Map<string, Intl.DateTimeFormat>();
const zoneNames = new Map<string, Intl.DateTimeFormat>();
const dayParts = new Map<string, Intl.DateTimeFormat>();

function cached(map: Map<string, Intl.DateTimeFormat>, zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = map.get(zone);
  if (!format) map.set(zone, (format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone })));
  return format;
}

/** The zone's short name at `ms` ('EST', 'GMT+1'). */
export function zoneAbbreviation(ms: number, timeZone: string): string {
  return cached(zoneNames, timeZone, { timeZoneName: 'short' }).formatToParts(ms).find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/** The start and end as one range with the zone's name; a same-day event names its day once. */
export function eventTimeText(start: number, end: number, timeZone: string): string {
  const range = cached(rangeFormats, timeZone, { dateStyle: 'full', timeStyle: 'short' }).formatRange(start, end);
  return `${range} ${zoneAbbreviation(start, timeZone)}`;
}

/** The wall-clock date of `ms` in the zone. */
export function dayIn(ms: number, timeZone: string): { year: number; month: number; day: number } {
  const parts = Object.fromEntries(cached(dayParts, timeZone, { year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(ms).filter((p) => p.type !== 'literal').map((p) => [p.type, Number(p.value)]));
  return { year: parts.year as number, month: parts.month as number, day: parts.day as number };
}

/** 'YYYY-MM' of `ms` in the zone. */
export function monthKey(ms: number, timeZone: string): string {
  const { year, month } = dayIn(ms, timeZone);
  return `${year}-${String(month).padStart(2, '0')}`;
}
