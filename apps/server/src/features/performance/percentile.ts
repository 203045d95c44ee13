import type { PerformanceMetric } from '@plinth/api';
import { bucketValue, ratingOf } from './rating.ts';

/*
 * A metric's figures from histogram rows: the 75th percentile by nearest rank (the smallest value
 * with at least 75% of the samples at or below it, as CrUX and web-vitals reports read it) and the
 * count of each rating.
 */

/** One histogram bucket, summed over whatever the caller grouped. */
export interface BucketCount {
  bucket: number;
  samples: number;
  good: number;
  needsImprovement: number;
  poor: number;
}

export interface MetricSummary {
  metric: PerformanceMetric;
  p75: number | null;
  rating: ReturnType<typeof ratingOf> | null;
  samples: number;
  good: number;
  needsImprovement: number;
  poor: number;
}

/** The summary of a metric's buckets (in any order; a bucket may appear more than once). */
export function summarise(metric: PerformanceMetric, buckets: readonly BucketCount[]): MetricSummary {
  const sorted = [...buckets].sort((a, b) => a.bucket - b.bucket);
  const summary: MetricSummary = { metric, p75: null, rating: null, samples: 0, good: 0, needsImprovement: 0, poor: 0 };
  for (const b of sorted) {
    summary.samples += b.samples;
    summary.good += b.good;
    summary.needsImprovement += b.needsImprovement;
    summary.poor += b.poor;
  }
  if (summary.samples === 0) return summary;
  const rank = Math.ceil(summary.samples * 0.75);
  let seen = 0;
  for (const b of sorted) {
    seen += b.samples;
    if (seen >= rank) {
      summary.p75 = bucketValue(metric, b.bucket);
      break;
    }
  }
  summary.rating = ratingOf(metric, summary.p75!);
  return summary;
}
