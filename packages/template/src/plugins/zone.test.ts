import { describe, expect, it } from 'vitest';
import { zoned } from './zone.ts';

/** The wall clock as Intl prints it, the ground truth `zoned` remembers offsets from. */
function intlFields(epoch: number, zone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
  }).formatToParts(epoch);
  const p = Object.fromEntries(parts.map((x) => [x.type, Number(x.value)]));
  return [p.year, p.month, p.day, p.hour, p.minute, p.second];
}

describe('zoned', () => {
  const zones = ['America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'America/St_Johns', 'Africa/Casablanca'];

  it('gives Intl\'s wall clock around daylight-saving changes, minute by minute, even once offsets are remembered', () => {
    for (const zone of zones) {
      for (const start of [Date.UTC(2026, 2, 8, 5), Date.UTC(2026, 10, 1, 4), Date.UTC(2026, 3, 5, 14), Date.UTC(2026, 9, 25, 0)]) {
        for (let pass = 0; pass < 2; pass++) {
          for (let t = start - 3 * 3600000; t <= start + 3 * 3600000; t += 60000 + 17) {
            const z = zoned(t, zone);
            expect([z.year, z.month, z.day, z.hour, z.minute, z.second], `${zone} ${t}`).toEqual(intlFields(t, zone));
          }
        }
      }
    }
  });

  it('reports the offset in minutes east of UTC and the weekday', () => {
    expect(zoned(Date.UTC(2026, 0, 15, 12), 'America/New_York')).toMatchObject({ offset: -300, weekday: 4, hour: 7 });
    expect(zoned(Date.UTC(2026, 6, 15, 12), 'America/New_York')).toMatchObject({ offset: -240, hour: 8 });
    expect(zoned(Date.UTC(2026, 0, 15, 12), 'Asia/Kathmandu')).toMatchObject({ offset: 345, hour: 17, minute: 45 });
  });

  it('still reads dates before the Gregorian years through Intl (its Julian calendar)', () => {
    const t = Date.UTC(1500, 0, 1, 12);
    const z = zoned(t, 'UTC');
    expect([z.year, z.month, z.day, z.hour]).toEqual(intlFields(t, 'UTC').slice(0, 4));
  });
});
