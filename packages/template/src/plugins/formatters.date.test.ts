import { describe, expect, it } from 'vitest';
import { timeSinceText } from './formatters.date.ts';

describe('timesince', () => {
  const now = Date.UTC(2024, 0, 1);
  const cases: [number, string][] = [
    [0, 'less than a minute ago'],
    [59_000, 'less than a minute ago'],
    [-3_600_000, 'less than a minute ago'],
    [60_000, 'about a minute ago'],
    [5 * 60_000, 'about 5 minutes ago'],
    [3_600_000, 'about an hour ago'],
    [3 * 3_600_000, 'about 3 hours ago'],
    [86_400_000, 'about a day ago'],
    [6 * 86_400_000, 'about 6 days ago'],
    [14 * 86_400_000, 'about 2 weeks ago'],
    [30 * 86_400_000, 'about a month ago'],
    [200 * 86_400_000, 'about 6 months ago'],
    [365 * 86_400_000, 'about a year ago'],
    [800 * 86_400_000, 'about 2 years ago'],
  ];
  for (const [ago, text] of cases) it(`${ago} ms → ${text}`, () => expect(timeSinceText(now - ago, now)).toBe(text));
});
