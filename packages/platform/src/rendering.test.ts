import { describe, expect, it } from 'vitest';
import * as platform from './index.ts';

/* platform.md §9 "Rendering" and §8, line by line. */
describe('rendering constants', () => {
  it('has the default time zone, the message cache, the tween, the scroll offset and clamp, the query keys and the slider ratio', () => {
    const r = platform.RENDERING;
    expect(r.defaultTimeZone).toBe('America/New_York');
    expect(r.messageFormatterCacheSize).toBe(100);
    expect(r.tweenDurationMs).toBe(300);
    expect(r.scrollOffsetPx).toBe(30);
    expect(r.scrollDurationClampMs).toBe(50);
    expect(r.queryStringMaxKeys).toBe(1000);
    expect(r.sliderAspectRatio).toBe(50);
    expect(Object.isFrozen(r)).toBe(true);
  });

  it('clamps a scroll animation to 50 ms at least and the 300 ms tween at most', () => {
    expect(platform.scrollDurationMs(0, 800)).toBe(50);
    expect(platform.scrollDurationMs(400, 800)).toBe(150);
    expect(platform.scrollDurationMs(-5000, 800)).toBe(300);
  });

  it('has a fixed masked-password placeholder and fixed hex colours for the fluid engine', () => {
    expect(platform.MASKED_PASSWORD_PLACEHOLDER).toMatch(/^•+$/);
    for (const color of Object.values(platform.FLUID_ENGINE_COLORS)) expect(color).toMatch(/^#[0-9a-f]{6}$/);
    expect(Object.isFrozen(platform.FLUID_ENGINE_COLORS)).toBe(true);
  });
});

describe('messages of §8, worded exactly', () => {
  it("has 'Invalid Date', 'Unable to load results.' and 'Illegal bare newline character in string literal'", () => {
    expect(platform.PLATFORM_MESSAGES.invalidDate).toBe('Invalid Date');
    expect(platform.PLATFORM_MESSAGES.invalidDateSince).toBe('Invalid date.');
    expect(platform.PLATFORM_MESSAGES.unableToLoadResults).toBe('Unable to load results.');
    expect(platform.PLATFORM_MESSAGES.illegalBareNewline).toBe('Illegal bare newline character in string literal');
  });

  it('names the zone in the time-zone load failure', () => {
    expect(platform.timeZoneLoadFailed('Europe/Lisbon')).toBe('Failed to load timezone Europe/Lisbon; retry connection or verify site availability.');
  });

  it('gives a NotFoundError its path', () => {
    const error = new platform.NotFoundError('/api/owner/forms/abc');
    expect(error).toBeInstanceOf(Error);
    expect([error.name, error.path]).toEqual(['NotFoundError', '/api/owner/forms/abc']);
  });
});
