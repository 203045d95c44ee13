import { PERFORMANCE_THRESHOLDS, type PerformanceMetric, type PerformanceRating } from '@plinth/api';

/*
 * Ratings and histogram buckets of the metrics (platform.md §9 "Performance"). A value at or below
 * the good boundary is good, above the poor boundary poor, else it needs improvement, as
 * web-vitals rates them. Values are kept in whole units (ms; CLS in thousandths) to 3 significant
 * digits: a day's histogram then has a few hundred buckets at most, and a p75 over any range is
 * exact to 0.5%.
 */

/** The rating of a metric's value. */
export function ratingOf(metric: PerformanceMetric, value: number): PerformanceRating {
  const [good, poor] = PERFORMANCE_THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value > poor ? 'poor' : 'needs-improvement';
}

/** How many stored units make one unit of the metric: CLS is unitless and small, so thousandths. */
const SCALE: Partial<Record<PerformanceMetric, number>> = { CLS: 1000 };

/**
 * The histogram bucket of a value: whole units, to 3 significant digits.
 * @example bucketOf('LCP', 1234.4) // 1230
 * @example bucketOf('CLS', 0.1234) // 123
 */
export function bucketOf(metric: PerformanceMetric, value: number): number {
  const units = Math.round(value * (SCALE[metric] ?? 1));
  if (units < 1000) return units;
  const step = 10 ** (Math.floor(Math.log10(units)) - 2);
  return Math.round(units / step) * step;
}

/** The metric's value of a bucket (CLS back from thousandths). */
export function bucketValue(metric: PerformanceMetric, bucket: number): number {
  return bucket / (SCALE[metric] ?? 1);
}
