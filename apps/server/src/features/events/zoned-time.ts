/*
 * Wall-clock times in a time zone, through Intl (no zone database of our own): the seed places its
 * events at 10:00 in their venue's zone, whatever zone the server runs in.
 */

function offsetAt(ms: number, timeZone: string): number {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
  const p = Object.fromEntries(format.formatToParts(ms).filter((x) => x.type !== 'literal').map((x) => [x.type, Number(x.value)])) as Record<string, number>;
  return Date.UTC(p.year as number, (p.month as number) - 1, p.day, p.hour, p.minute, p.second) - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant a wall-clock time in `timeZone` names (month 1–12).
 * @example zonedTime({ year: 2026, month: 12, day: 5, hour: 10, minute: 0 }, 'America/New_York') // Date.UTC(2026, 11, 5, 15, 0)
 */
export function zonedTime(wall: { year: number; month: number; day: number; hour: number; minute: number }, timeZone: string): number {
  const utc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  // Two passes settle the offset across a daylight-saving change.
  let ms = utc - offsetAt(utc, timeZone);
  ms = utc - offsetAt(ms, timeZone);
  return ms;
}
