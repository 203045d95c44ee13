import { describe, expect, it } from 'vitest';
import { fromZonedInput, toZonedInput } from './zoned-time.ts';

describe("a Scheduled time in the site's time zone", () => {
  it('shows an instant as the wall clock of the zone, and reads it back', () => {
    const at = Date.UTC(2026, 11, 1, 15, 30);
    expect(toZonedInput(at, 'America/New_York')).toBe('2026-12-01T10:30');
    expect(toZonedInput(at, 'Europe/Paris')).toBe('2026-12-01T16:30');
    expect(fromZonedInput('2026-12-01T10:30', 'America/New_York')).toBe(at);
    expect(fromZonedInput('2026-07-01T10:30', 'America/New_York')).toBe(Date.UTC(2026, 6, 1, 14, 30));
  });

  it('refuses what is not a date and time', () => {
    expect(fromZonedInput('', 'UTC')).toBeNull();
    expect(fromZonedInput('tomorrow', 'UTC')).toBeNull();
  });
});
