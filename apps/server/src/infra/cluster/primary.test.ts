import { describe, expect, it } from 'vitest';
import { restartDelay } from './primary.ts';

describe('restarting a worker that died', () => {
  it('starts another at once after a long life, and waits longer after each death soon after a start, up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 7, 20].map((quickDeaths) => restartDelay(quickDeaths))).toEqual([0, 500, 1_000, 2_000, 4_000, 30_000, 30_000]);
  });
});
