import { readdirSync, readFileSync } from 'node:fs';

/*
 * The resident memory of a server and every process it forked (the cluster's workers), read from
 * /proc: what the operator's `top` would add up for the service.
 */

/** Pages of resident memory → bytes (Linux pages are 4 KiB here). */
const PAGE_BYTES = 4096;

/** Process ids whose parent is `pid`. */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: the fields after its last ')' are fixed.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) === pid) children.push(Number(name));
    } catch {
      // the process ended while we looked
    }
  }
  return children;
}

/** Resident bytes of one process, 0 once it has gone. */
function residentBytes(pid: number): number {
  try {
    const statm = readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ');
    return Number(statm[1]) * PAGE_BYTES;
  } catch {
    return 0;
  }
}

/** Resident bytes of `pid` and all its descendants. */
export function treeResidentBytes(pid: number): number {
  let total = residentBytes(pid);
  for (const child of childrenOf(pid)) total += treeResidentBytes(child);
  return total;
}

/** Samples {@link treeResidentBytes} every `everyMs` until stopped; gives the peak. */
export function sampleMemory(pid: number, everyMs = 200): { stop(): number } {
  let peak = treeResidentBytes(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, treeResidentBytes(pid));
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, treeResidentBytes(pid));
    },
  };
}

/**
 * The resident bytes of `pid`'s tree once they have settled: read every second until two readings in
 * a row are within `withinBytes` (a cluster's later workers are still loading when the first serves),
 * at most `timeoutMs`.
 */
export async function settledResidentBytes(pid: number, options: { withinBytes?: number; timeoutMs?: number } = {}): Promise<number> {
  const within = options.withinBytes ?? 4 * 1024 * 1024;
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  let last = treeResidentBytes(pid);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = treeResidentBytes(pid);
    if (Math.abs(now - last) <= within || Date.now() > deadline) return now;
    last = now;
  }
}
