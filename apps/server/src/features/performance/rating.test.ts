import { PERFORMANCE_METRICS } from '@plinth/api';
import { describe, expect, it } from 'vitest';
import { bucketOf, bucketValue, ratingOf } from './rating.ts';

describe('metric ratings (platform.md §9 thresholds)', () => {
  it('rates at and around each good / poor boundary', () => {
    const boundaries = { FCP: [1800, 3000], CLS: [0.1, 0.25], FID: [100, 300], INP: [200, 500], LCP: [2500, 4000], TTFB: [800, 1800] } as const;
    for (const metric of PERFORMANCE_METRICS) {
      const [good, poor] = boundaries[metric];
      const step = metric === 'CLS' ? 0.001 : 1;
      expect(ratingOf(metric, 0), metric).toBe('good');
      expect(ratingOf(metric, good), metric).toBe('good');
      expect(ratingOf(metric, good + step), metric).toBe('needs-improvement');
      expect(ratingOf(metric, poor), metric).toBe('needs-improvement');
      expect(ratingOf(metric, poor + step), metric).toBe('poor');
    }
  });

  it('keeps values to 3 significant digits, in ms and CLS thousandths', () => {
    expect(bucketOf('LCP', 987.4)).toBe(987);
    expect(bucketOf('LCP', 1234.4)).toBe(1230);
    expect(bucketOf('LCP', 1235)).toBe(1240);
    expect(bucketOf('TTFB', 59_999)).toBe(60_000);
    expect(bucketOf('INP', 2147483647)).toBe(2150000000);
    expect(bucketOf('CLS', 0.1234)).toBe(123);
    expect(bucketValue('CLS', 123)).toBe(0.123);
    expect(bucketValue('LCP', 1230)).toBe(1230);
  });
});
