/*
 * The server's one module for wall-clock arithmetic in a time zone, on Temporal (built into Node 26,
 * with the zone database of its ICU). A wall-clock time that a daylight-saving change skips (02:30
 * on the night clocks go forward) names the instant after the gap, as the clock on the wall would
 * read it (03:30): Temporal's 'compatible' disambiguation, which also picks the earlier of a
 * repeated hour when clocks go back. TypeScript 5.9 has no Temporal types yet: the few members used
 * are typed here.
 */

/** A wall-clock time (month 1–12). */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second?: number;
}

interface TemporalApi {
  PlainDateTime: {
    from(fields: WallTime, options: { overflow: 'reject' }): {
      toZonedDateTime(timeZone: string, options: { disambiguation: 'compatible' }): { epochMilliseconds: number };
    };
  };
  Instant: {
    fromEpochMilliseconds(ms: number): {
      toZonedDateTimeISO(timeZone: string): WallTime & { offsetNanoseconds: number };
    };
  };
}

const { Temporal } = globalThis as unknown as { Temporal: TemporalApi };

/**
 * The instant (epoch ms) a wall-clock time in `timeZone` names; a time in a DST gap moves forward.
 * @throws RangeError for an unknown zone or a date that does not exist (February 30)
 * @example zonedTime({ year: 2026, month: 12, day: 5, hour: 10, minute: 0 }, 'America/New_York') // Date.UTC(2026, 11, 5, 15, 0)
 * @example zonedTime({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }, 'America/New_York') // 03:30 EDT: Date.UTC(2026, 2, 8, 7, 30)
 */
export function zonedTime(wall: WallTime, timeZone: string): number {
  const { year, month, day, hour, minute, second = 0 } = wall;
  return Temporal.PlainDateTime.from({ year, month, day, hour, minute, second }, { overflow: 'reject' }).toZonedDateTime(timeZone, { disambiguation: 'compatible' }).epochMilliseconds;
}

/** The wall-clock time of an instant in `timeZone`. */
export function wallTimeIn(ms: number, timeZone: string): Required<WallTime> {
  const z = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone);
  return { year: z.year, month: z.month, day: z.day, hour: z.hour, minute: z.minute, second: z.second ?? 0 };
}

/** How far the zone's clock is ahead of UTC at `ms`, in ms (negative west of Greenwich). */
export function zoneOffsetMs(ms: number, timeZone: string): number {
  return Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone).offsetNanoseconds / 1e6;
}
