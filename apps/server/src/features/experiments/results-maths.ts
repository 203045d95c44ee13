/*
 * The statistics of an experiment's results, in plain code (a few lines each; no library): the
 * difference of two conversion rates with its 95% confidence interval (Agresti–Caffo), and the sample-ratio-mismatch check (Pearson's chi-square of the exposures against the
 * weights, flagged below p < 0.001).
 */

/** z of a two-sided 95% interval. */
export const Z_95 = 1.959963984540054;
/** Below this p-value the split of visitors is flagged as a sample-ratio mismatch. */
export const SRM_THRESHOLD = 0.001;

/** A rate difference against the control and its 95% interval. */
export interface RateDifference {
  absolute: number;
  low: number;
  high: number;
  /** The interval leaves out 0. */
  significant: boolean;
}

/**
 * Variant minus control conversion rate, with its 95% confidence interval (Agresti–Caffo: one
 * conversion and one non-conversion added to each side, which keeps the interval honest for small
 * samples and rates of 0 or 1); null when a side has no exposures.
 * @example rateDifference(100, 1000, 130, 1000) // { absolute: 0.03, low: ≈0.0020, high: ≈0.0579, significant: true }
 */
export function rateDifference(controlConversions: number, controlExposures: number, conversions: number, exposures: number): RateDifference | null {
  if (controlExposures <= 0 || exposures <= 0) return null;
  const absolute = conversions / exposures - controlConversions / controlExposures;
  const n0 = controlExposures + 2;
  const n1 = exposures + 2;
  const p0 = (controlConversions + 1) / n0;
  const p1 = (conversions + 1) / n1;
  const se = Math.sqrt((p0 * (1 - p0)) / n0 + (p1 * (1 - p1)) / n1);
  const low = Math.max(-1, p1 - p0 - Z_95 * se);
  const high = Math.min(1, p1 - p0 + Z_95 * se);
  return { absolute, low, high, significant: low > 0 || high < 0 };
}

/** ln Γ(x) (Lanczos, g = 7, n = 9: 15 significant digits for x > 0). */
function logGamma(x: number): number {
  const c = [0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const y = x - 1;
  let sum = c[0] as number;
  for (let i = 1; i < 9; i++) sum += (c[i] as number) / (y + i);
  const t = y + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** Q(a, x): the upper regularized incomplete gamma function (series below a + 1, continued fraction above). */
export function upperGammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  const front = Math.exp(-x + a * Math.log(x) - logGamma(a));
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 500 && Math.abs(term) > Math.abs(sum) * 1e-15; n++) {
      term *= x / (a + n);
      sum += term;
    }
    return Math.max(0, 1 - sum * front);
  }
  // Lentz's continued fraction.
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 500; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return Math.min(1, front * h);
}

/** P(X ≥ x) for a chi-square variable of `degrees` degrees of freedom. */
export function chiSquarePValue(x: number, degrees: number): number {
  return upperGammaQ(degrees / 2, x / 2);
}

/** The sample-ratio check of a split. */
export interface SampleRatio {
  chiSquare: number;
  pValue: number;
  mismatch: boolean;
}

/**
 * Pearson's chi-square of observed exposures against the share each weight expects (variants of
 * weight 0 are left out). No exposures: no mismatch.
 * @example sampleRatio([5000, 5000], [50, 50]) // { chiSquare: 0, pValue: 1, mismatch: false }
 */
export function sampleRatio(observed: readonly number[], weights: readonly number[]): SampleRatio {
  const kept = observed.map((count, i) => [count, weights[i] ?? 0] as const).filter(([, weight]) => weight > 0);
  const total = kept.reduce((sum, [count]) => sum + count, 0);
  const weightTotal = kept.reduce((sum, [, weight]) => sum + weight, 0);
  if (total === 0 || kept.length < 2) return { chiSquare: 0, pValue: 1, mismatch: false };
  let chiSquare = 0;
  for (const [count, weight] of kept) {
    const expected = (total * weight) / weightTotal;
    chiSquare += (count - expected) ** 2 / expected;
  }
  const pValue = chiSquarePValue(chiSquare, kept.length - 1);
  return { chiSquare, pValue, mismatch: pValue < SRM_THRESHOLD };
}
