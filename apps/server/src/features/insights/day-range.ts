/*
 * Days as the reports speak of them: UTC calendar days written `YYYY-MM-DD`, ranges including both
 * ends, and the period just before a range (as long as it) for the comparison.
 */

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/** The length of the default range, in days (today included). */
export const DEFAULT_RANGE_DAYS = 30;

/** A resolved range: its days and the milliseconds they cover, `[startMs, endMs)`. */
export interface DayRange {
  from: string;
  to: string;
  startMs: number;
  endMs: number;
  days: number;
}

/** The first millisecond of the UTC day holding `ms`. */
export function dayStart(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}

/** The first millisecond of the hour holding `ms`. */
export function hourStart(ms: number): number {
  return Math.floor(ms / HOUR_MS) * HOUR_MS;
}

/** `'2026-11-23'` of a millisecond. */
export function dayText(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The first millisecond of a `YYYY-MM-DD` day (already validated). */
export function dayMs(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/** The range of `startMs` (a day start) over `days` days. */
function rangeOf(startMs: number, days: number): DayRange {
  const endMs = startMs + days * DAY_MS;
  return { from: dayText(startMs), to: dayText(endMs - DAY_MS), startMs, endMs, days };
}

/**
 * The range a query asks for: both days given, or the missing ones filled so the range is the
 * default 30 days ending today (or ending at `to`, or starting at `from`).
 */
export function resolveRange(query: { from?: string | undefined; to?: string | undefined }, now: number): DayRange {
  if (query.from && query.to) return rangeOf(dayMs(query.from), (dayMs(query.to) - dayMs(query.from)) / DAY_MS + 1);
  if (query.from) return rangeOf(dayMs(query.from), DEFAULT_RANGE_DAYS);
  const endDay = query.to ? dayMs(query.to) : dayStart(now);
  return rangeOf(endDay - (DEFAULT_RANGE_DAYS - 1) * DAY_MS, DEFAULT_RANGE_DAYS);
}

/** The period of the same length that ends the day before `range` starts. */
export function previousRange(range: DayRange): DayRange {
  return rangeOf(range.startMs - range.days * DAY_MS, range.days);
}
