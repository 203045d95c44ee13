import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';

/*
 * V8 collects garbage when JavaScript allocates. After a flood (a burst of page views, an import)
 * the process goes quiet with a heap grown by hundreds of megabytes of garbage, and with nothing
 * allocating no collection comes to give it back: the bench of issue 36 saw the server 100–270 MB
 * above where it started long after the flood. So, when the event loop has been idle for a whole
 * check and the heap has grown well past its size after the last full collection, this asks for one
 * full collection (tens of milliseconds, while nothing waits). A busy or steady process is left alone.
 */

/** How often the process is looked at. */
export const CHECK_EVERY_MS = 5_000;
/** Heap growth since the last full collection that is worth giving back. */
export const GROWTH_BYTES = 48 * 1024 * 1024;
/** Event-loop utilisation under which the process counts as idle (a tenth of the time busy). */
export const IDLE_BELOW = 0.1;

/** What the check reads and does; the defaults are the process's own. */
export interface CompactionProbe {
  /** The V8 heap's current size in bytes. */
  heapBytes(): number;
  /** The event loop's utilisation (0–1) since the previous call. */
  utilization(): number;
  /** One full garbage collection. */
  collect(): void;
}

/** A full collection on demand: `gc` exposed to a fresh context (the flag applies to contexts made after it). */
function fullCollection(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

/** The running process's heap, event loop and collector. */
export function processProbe(): CompactionProbe {
  let last = performance.eventLoopUtilization();
  const collect = fullCollection();
  return {
    heapBytes: () => v8.getHeapStatistics().total_heap_size,
    utilization: () => {
      const now = performance.eventLoopUtilization();
      const since = performance.eventLoopUtilization(now, last);
      last = now;
      return since.utilization;
    },
    collect,
  };
}

/** The watcher: `check` runs one look (tests call it), `stop` ends the timer. */
export interface IdleCompaction {
  /** Looks once; true when it collected. */
  check(): boolean;
  stop(): void;
}

/**
 * Watches the process every {@link CHECK_EVERY_MS} and collects when it is idle with a heap grown by
 * {@link GROWTH_BYTES} since the last collection. The timer never keeps the process alive.
 */
export function compactWhenIdle(options: { probe?: CompactionProbe; everyMs?: number; growthBytes?: number; timer?: boolean } = {}): IdleCompaction {
  const probe = options.probe ?? processProbe();
  const growth = options.growthBytes ?? GROWTH_BYTES;
  let baseline = probe.heapBytes();
  const check = (): boolean => {
    const busy = probe.utilization() >= IDLE_BELOW;
    const heap = probe.heapBytes();
    // A heap that shrank by itself (V8 collected) is the new baseline.
    if (heap < baseline) baseline = heap;
    if (busy || heap - baseline < growth) return false;
    probe.collect();
    baseline = probe.heapBytes();
    return true;
  };
  const timer = options.timer === false ? undefined : setInterval(check, options.everyMs ?? CHECK_EVERY_MS);
  timer?.unref();
  return { check, stop: () => clearInterval(timer) };
}
