import { createHash } from 'node:crypto';
import type { Variant } from './definitions.ts';

/*
 * Which variant a new visitor lands in: the visitor id hashed with the experiment's seed gives a
 * bucket in [0, 10000); the variants own consecutive ranges of buckets by weight (50/50: 0–4999 the
 * first, 5000–9999 the second). The same id and seed always give the same bucket, and a different
 * seed splits the same visitors independently.
 */

/** Buckets per experiment: weights are whole percents, so 100 buckets per percent. */
export const BUCKETS = 10_000;

/**
 * The bucket of `visitorId` in the experiment seeded `seed`.
 * @example bucketOf('visitor-1', 'seed') // a number in [0, 10000)
 */
export function bucketOf(visitorId: string, seed: string): number {
  const digest = createHash('sha256').update(seed).update('\0').update(visitorId).digest();
  // 32 bits spread evenly enough over 10,000 buckets (the bias is below 1 in 400,000).
  return digest.readUInt32BE(0) % BUCKETS;
}

/** The variant that owns `bucket` under the variants' weights (the last one when weights fall short). */
export function variantOfBucket(variants: readonly Variant[], bucket: number): Variant {
  let end = 0;
  for (const variant of variants) {
    end += variant.weight * (BUCKETS / 100);
    if (bucket < end) return variant;
  }
  return variants[variants.length - 1] as Variant;
}

/**
 * The variant a visitor seen for the first time gets.
 * @example pickVariant('visitor-1', 'seed', [{ name: 'a', value: 'A', weight: 50 }, { name: 'b', value: 'B', weight: 50 }])
 */
export function pickVariant(visitorId: string, seed: string, variants: readonly Variant[]): Variant {
  return variantOfBucket(variants, bucketOf(visitorId, seed));
}
