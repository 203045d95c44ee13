/**
 * A seeded pseudo-random source (mulberry32) for generated test inputs: the same seed gives the
 * same cases on every run, so a differential failure can be replayed.
 * @example const { int, pick } = seededRandom(0x5eed2024); pick(['a', 'b']);
 */
export function seededRandom(seed: number) {
  let state = seed;
  const rnd = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number): number => Math.floor(rnd() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  const chance = (p: number): boolean => rnd() < p;
  const times = <T>(n: number, f: () => T): T[] => Array.from({ length: n }, f);
  /** Starts the sequence again from `next` (each generated class can draw the same cases). */
  const reseed = (next: number): void => {
    state = next;
  };
  return { rnd, int, pick, chance, times, reseed };
}

/**
 * The seed of a generated differential test: `own` unless `DIFF_SEED=n` is set (local soak runs,
 * `scripts/differential-soak.sh`), which draws a different but replayable sequence for each n.
 */
export function testSeed(own: number): number {
  const extra = process.env.DIFF_SEED;
  if (extra === undefined || extra === '') return own;
  const n = Number(extra);
  if (!Number.isSafeInteger(n)) throw new Error(`DIFF_SEED must be an integer, not ${JSON.stringify(extra)}`);
  return n === 0 ? own : (own ^ Math.imul(n, 0x9e3779b1)) | 0;
}
