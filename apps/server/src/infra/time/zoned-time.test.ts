import { describe, expect, it } from 'vitest';
import { wallTimeIn, zonedTime, zoneOffsetMs } from './zoned-time.ts';

describe('zoned time (Temporal)', () => {
  it('names the instant of a wall-clock time in a zone', () => {
    expect(zonedTime({ year: 2026, month: 12, day: 5, hour: 10, minute: 0 }, 'America/New_York')).toBe(Date.UTC(2026, 11, 5, 15, 0));
    expect(zonedTime({ year: 2026, month: 7, day: 1, hour: 10, minute: 0 }, 'Europe/Lisbon')).toBe(Date.UTC(2026, 6, 1, 9, 0));
  });

  it('moves a time in a DST gap forward, not back: 02:30 on 8 March 2026 in New York is 03:30 EDT', () => {
    const inGap = zonedTime({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }, 'America/New_York');
    expect(inGap).toBe(Date.UTC(2026, 2, 8, 7, 30));
    expect(wallTimeIn(inGap, 'America/New_York')).toMatchObject({ hour: 3, minute: 30 });
    // Europe: 02:30 on 29 March 2026 in Berlin does not exist either; it reads 03:30 CEST.
    expect(wallTimeIn(zonedTime({ year: 2026, month: 3, day: 29, hour: 2, minute: 30 }, 'Europe/Berlin'), 'Europe/Berlin')).toMatchObject({ hour: 3, minute: 30 });
  });

  it('takes the earlier of a repeated hour when clocks go back', () => {
    expect(zonedTime({ year: 2026, month: 11, day: 1, hour: 1, minute: 30 }, 'America/New_York')).toBe(Date.UTC(2026, 10, 1, 5, 30));
  });

  it('gives the zone offset and refuses unknown zones and dates that do not exist', () => {
    expect(zoneOffsetMs(Date.UTC(2026, 0, 1), 'America/New_York')).toBe(-5 * 3600_000);
    expect(() => zonedTime({ year: 2026, month: 1, day: 1, hour: 0, minute: 0 }, 'Mars/Olympus')).toThrow(RangeError);
    expect(() => zonedTime({ year: 2026, month: 2, day: 30, hour: 0, minute: 0 }, 'UTC')).toThrow(RangeError);
  });
});
