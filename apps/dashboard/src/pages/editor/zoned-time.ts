/**
 * A Scheduled page's date and time, typed in the site's time zone (not the owner's browser's):
 * between epoch ms and the `YYYY-MM-DDTHH:mm` of a datetime-local input, through Intl.
 */

/** The site's zone when the server names none (platform.md §9: "Default time zone for dates"). */
export const DEFAULT_SITE_TIME_ZONE = 'America/New_York';

function partsIn(ms: number, timeZone: string): Record<string, number> {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
  return Object.fromEntries(format.formatToParts(ms).filter((p) => p.type !== 'literal').map((p) => [p.type, Number(p.value)]));
}

/** How far the zone's wall clock is ahead of UTC at `ms`, in ms. */
function offsetAt(ms: number, timeZone: string): number {
  const p = partsIn(ms, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(ms / 1000) * 1000;
}

const two = (n: number) => String(n).padStart(2, '0');

/** @example toZonedInput(Date.UTC(2026, 11, 1, 15, 30), 'America/New_York') // '2026-12-01T10:30' */
export function toZonedInput(ms: number, timeZone: string): string {
  const p = partsIn(ms, timeZone);
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}

/** The instant a wall-clock time in `timeZone` names; null for text that is not one. */
export function fromZonedInput(value: string, timeZone: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  // Two passes settle the offset across a daylight-saving change.
  let ms = wall - offsetAt(wall, timeZone);
  ms = wall - offsetAt(ms, timeZone);
  return ms;
}
