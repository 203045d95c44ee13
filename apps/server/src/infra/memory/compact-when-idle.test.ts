import { describe, expect, it } from 'vitest';
import { compactWhenIdle, GROWTH_BYTES, processProbe, type CompactionProbe } from './compact-when-idle.ts';

const MB = 1024 * 1024;

/** A probe whose heap and load the test sets; collecting brings the heap down to `afterCollect`. */
function scriptedProbe(start: number, afterCollect: number) {
  const state = { heap: start, utilization: 0, collections: 0 };
  const probe: CompactionProbe = {
    heapBytes: () => state.heap,
    utilization: () => state.utilization,
    collect: () => {
      state.collections++;
      state.heap = afterCollect;
    },
  };
  return { state, probe };
}

describe('compactWhenIdle', () => {
  it('collects once when the process has gone quiet with a heap grown past the threshold, and not again while it stays there', () => {
    const { state, probe } = scriptedProbe(60 * MB, 70 * MB);
    const watcher = compactWhenIdle({ probe, timer: false });
    state.heap = 60 * MB + GROWTH_BYTES + MB;
    state.utilization = 0.9; // the flood
    expect(watcher.check()).toBe(false);
    state.utilization = 0.01; // over
    expect(watcher.check()).toBe(true);
    expect(state.heap).toBe(70 * MB);
    expect(watcher.check()).toBe(false);
    expect(state.collections).toBe(1);
  });

  it('leaves a quiet process alone when its heap grew less than the threshold', () => {
    const { state, probe } = scriptedProbe(60 * MB, 50 * MB);
    const watcher = compactWhenIdle({ probe, timer: false });
    state.heap = 60 * MB + GROWTH_BYTES - MB;
    expect(watcher.check()).toBe(false);
    expect(state.collections).toBe(0);
  });

  it('measures growth from the smallest heap seen, so V8 collecting by itself does not hide a later burst', () => {
    const { state, probe } = scriptedProbe(200 * MB, 40 * MB);
    const watcher = compactWhenIdle({ probe, timer: false });
    state.heap = 30 * MB; // V8 shrank the heap on its own
    expect(watcher.check()).toBe(false);
    state.heap = 30 * MB + GROWTH_BYTES;
    expect(watcher.check()).toBe(true);
  });

  it('gives a real heap full of garbage back', () => {
    const probe = { ...processProbe(), utilization: () => 0 };
    const watcher = compactWhenIdle({ probe, timer: false, growthBytes: 32 * MB });
    let garbage: Array<{ n: number; s: string }> | null = [];
    for (let i = 0; i < 1_500_000; i++) garbage.push({ n: i, s: `row ${i}` });
    const grown = probe.heapBytes();
    garbage = null;
    expect(watcher.check()).toBe(true);
    expect(grown - probe.heapBytes()).toBeGreaterThan(32 * MB);
  });
});
