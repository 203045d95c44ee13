import { describe, expect, it } from 'vitest';
import { summarise, type BucketCount } from './percentile.ts';
import { bucketOf, ratingOf } from './rating.ts';

/** Buckets of raw LCP values, as the ingestion counts them. */
function lcp(values: number[]): BucketCount[] {
  return values.map((value) => {
    const rating = ratingOf('LCP', value);
    return { bucket: bucketOf('LCP', value), samples: 1, good: rating === 'good' ? 1 : 0, needsImprovement: rating === 'needs-improvement' ? 1 : 0, poor: rating === 'poor' ? 1 : 0 };
  });
}

describe('p75 from histograms', () => {
  it('takes the nearest rank: the smallest value with 75% of the samples at or below it', () => {
    expect(summarise('LCP', lcp([100, 200, 300, 400])).p75).toBe(300);
    expect(summarise('LCP', lcp([400, 100, 300, 200, 500])).p75).toBe(400);
    expect(summarise('LCP', lcp([1234])).p75).toBe(1230);
  });

  it('counts the ratings and rates the p75', () => {
    expect(summarise('LCP', lcp([1000, 2000, 3000, 5000]))).toEqual({ metric: 'LCP', p75: 3000, rating: 'needs-improvement', samples: 4, good: 2, needsImprovement: 1, poor: 1 });
  });

  it('merges the same bucket of several days, and has no p75 without samples', () => {
    const day = lcp([100, 900]);
    expect(summarise('LCP', [...day, ...day, ...lcp([5000])]).p75).toBe(900);
    expect(summarise('CLS', [])).toEqual({ metric: 'CLS', p75: null, rating: null, samples: 0, good: 0, needsImprovement: 0, poor: 0 });
  });

  it('gives CLS back in its own unit', () => {
    expect(summarise('CLS', [{ bucket: 120, samples: 3, good: 0, needsImprovement: 3, poor: 0 }])).toMatchObject({ p75: 0.12, rating: 'needs-improvement' });
  });
});
