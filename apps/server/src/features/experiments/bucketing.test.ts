import { describe, expect, it } from 'vitest';
import { bucketOf, pickVariant, variantOfBucket } from './bucketing.ts';

const threeWay = [
  { name: 'control', value: 'Add to Cart', weight: 50 },
  { name: 'b', value: 'Buy now', weight: 30 },
  { name: 'c', value: 'Get it', weight: 20 },
];

describe('bucketing', () => {
  it('puts a fixed table of visitor ids in the same buckets and variants, every time', () => {
    // [visitor id, bucket with seed-a, variant with seed-a, bucket with seed-b, variant with seed-b]
    const table: Array<[string, number, string, number, string]> = [
      ['visitor-1', 5771, 'b', 7153, 'b'],
      ['visitor-2', 4409, 'control', 699, 'control'],
      ['visitor-3', 2797, 'control', 9956, 'c'],
      ['visitor-4', 7399, 'b', 2021, 'control'],
      ['visitor-5', 5190, 'b', 6679, 'b'],
      ['visitor-6', 1330, 'control', 9388, 'c'],
      ['9f3c1a2b4d5e6f708192a3b4c5d6e7f8', 1867, 'control', 169, 'control'],
      ['cookieless-0', 6280, 'b', 6264, 'b'],
    ];
    for (const [id, bucketA, variantA, bucketB, variantB] of table) {
      expect([bucketOf(id, 'seed-a'), pickVariant(id, 'seed-a', threeWay).name], id).toEqual([bucketA, variantA]);
      expect([bucketOf(id, 'seed-b'), pickVariant(id, 'seed-b', threeWay).name], id).toEqual([bucketB, variantB]);
    }
  });

  it('gives the variants consecutive ranges by weight', () => {
    expect(variantOfBucket(threeWay, 0).name).toBe('control');
    expect(variantOfBucket(threeWay, 4999).name).toBe('control');
    expect(variantOfBucket(threeWay, 5000).name).toBe('b');
    expect(variantOfBucket(threeWay, 7999).name).toBe('b');
    expect(variantOfBucket(threeWay, 8000).name).toBe('c');
    expect(variantOfBucket(threeWay, 9999).name).toBe('c');
    // A weight of 0 gets nobody.
    expect(variantOfBucket([{ name: 'a', value: 'true', weight: 0 }, { name: 'b', value: 'false', weight: 100 }], 0).name).toBe('b');
  });

  it('splits 100,000 simulated visitors 50/50 within ±1%', () => {
    const halves = [
      { name: 'control', value: 'A', weight: 50 },
      { name: 'b', value: 'B', weight: 50 },
    ];
    let control = 0;
    for (let i = 0; i < 100_000; i++) if (pickVariant(`sim-${i}-${(i * 2654435761) % 4294967296}`, 'experiment-seed', halves).name === 'control') control += 1;
    expect(control / 100_000).toBeGreaterThan(0.49);
    expect(control / 100_000).toBeLessThan(0.51);
  });

  it('splits the same visitors independently under two seeds', () => {
    const halves = [
      { name: 'a', value: 'A', weight: 50 },
      { name: 'b', value: 'B', weight: 50 },
    ];
    let same = 0;
    for (let i = 0; i < 10_000; i++) if (pickVariant(`v${i}`, 'one', halves).name === pickVariant(`v${i}`, 'two', halves).name) same += 1;
    // Independent splits agree about half the time.
    expect(same / 10_000).toBeGreaterThan(0.47);
    expect(same / 10_000).toBeLessThan(0.53);
  });
});
