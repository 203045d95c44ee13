import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServerProcess } from '../e2e/support/server-process.ts';
import { measure, type LoadResult } from './load.ts';
import type { LoadOptions } from './options.ts';
import { allServing } from './processes.ts';
import { sampleMemory, treeResidentBytes } from './process-memory.ts';
import { table } from './report.ts';
import { twoOptionProduct } from './shop.ts';

const CLI = fileURLToPath(new URL('../apps/server/src/cli.ts', import.meta.url));

/** The worker counts compared, in the order of the rounds: 1, 2, then 2, 1 (a drifting machine weighs on both alike). */
const ROUNDS = [1, 2, 2, 1];

/** One measured run of the product page against `plinth start` with `workers` processes. */
export interface WorkersRun {
  workers: number;
  load: LoadResult;
  /** Resident memory of the server's processes (primary and workers) under the load. */
  memory: {
    /** The highest total sampled during the measured seconds. */
    peakMb: number;
    /** At the end of the load: the primary alone (0 without a cluster: the one process is the worker) and each worker. */
    primaryMb: number;
    workersMb: number[];
  };
  /** Distinct `X-Plinth-Worker` values seen before the run (the pids that serve). */
  servingPids: number[];
  /** CPU time (user + system) of the primary and the workers per answered page over the measured seconds, µs. */
  serverCpuUsPerRequest: number;
}

/** Result of the workers bench. */
export interface WorkersBenchResult {
  name: 'workers';
  product: string;
  path: string;
  options: LoadOptions;
  /** 1-, 5- and 15-minute load averages at the start and the end (the machine is shared). */
  loadAverage: { start: number[]; end: number[] };
  runs: WorkersRun[];
  /** Mean req/s with 1 and with 2 workers, and their ratio. */
  summary: { oneWorker: number; twoWorkers: number; ratio: number };
  /** Every page answered 2xx in every run (throughput has no budget: it depends on the free cores). */
  pass: boolean;
}

const mb = (bytes: number) => bytes / 1024 / 1024;

/** CPU time (user + system) the processes have used so far, in ms (Linux /proc; 100 ticks a second). */
function processesCpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * 10;
}
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);

/**
 * The product page with 1 and with 2 workers, side by side: one data folder seeded once with the demo
 * store (`plinth seed`, so no start draws the demo's pictures in the background), then `plinth start`
 * (production, SQLite) with PLINTH_WORKERS=1, 2, 2, 1 in turn, each measured like the page bench
 * (autocannon from this process, no cookies, identity encoding) while the resident memory of the
 * server's processes is sampled.
 */
export async function benchWorkers(options: LoadOptions, log: (line: string) => void): Promise<WorkersBenchResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'plinth-bench-workers-'));
  const start = loadavg();
  try {
    const seeded = spawnSync(process.execPath, [CLI, 'seed'], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PLINTH_DEMO: '1' }, encoding: 'utf8' });
    if (seeded.status !== 0) throw new Error(`plinth seed failed:\n${seeded.stdout}${seeded.stderr}`);
    let product: { title: string; path: string } | undefined;
    const runs: WorkersRun[] = [];
    for (const workers of ROUNDS) {
      const server = await startServerProcess({ dataDir, env: { PLINTH_WORKERS: String(workers), PLINTH_DEMO: '1' } });
      try {
        product ??= await twoOptionProduct(server.baseURL);
        const url = server.baseURL + product.path;
        const servingPids = await allServing(url, workers);
        log(`workers: ${workers} worker(s), ${product.path}, ${options.connections} connections, ${options.warmup} s warm-up + ${options.duration} s (load average ${loadavg()[0]?.toFixed(1)})`);
        const pid = server.child.pid as number;
        const processes = [pid, ...servingPids];
        let sampler: ReturnType<typeof sampleMemory> | undefined;
        let cpuBefore = processesCpuMs(processes);
        // Memory and CPU over the measured seconds only (the warm-up runs first inside measure).
        const warmup = setTimeout(() => {
          sampler = sampleMemory(pid);
          cpuBefore = processesCpuMs(processes);
        }, options.warmup * 1000);
        const load = await measure({ url }, options);
        clearTimeout(warmup);
        const cpuUsed = processesCpuMs(processes) - cpuBefore;
        const peak = sampler?.stop() ?? treeResidentBytes(pid);
        const total = treeResidentBytes(pid);
        const workersBytes = servingPids.map((worker) => treeResidentBytes(worker));
        runs.push({
          workers,
          load,
          memory: { peakMb: mb(peak), primaryMb: servingPids.length ? mb(total - workersBytes.reduce((a, b) => a + b, 0)) : 0, workersMb: servingPids.length ? workersBytes.map(mb) : [mb(total)] },
          servingPids,
          serverCpuUsPerRequest: (cpuUsed * 1000) / Math.max(1, load.requests),
        });
      } finally {
        await server.stop();
      }
    }
    const rps = (workers: number) => mean(runs.filter((run) => run.workers === workers).map((run) => run.load.rps));
    return {
      name: 'workers',
      product: product?.title ?? '',
      path: product?.path ?? '',
      options,
      loadAverage: { start, end: loadavg() },
      runs,
      summary: { oneWorker: rps(1), twoWorkers: rps(2), ratio: rps(2) / Math.max(1, rps(1)) },
      pass: runs.every((run) => run.load.non2xx === 0 && run.load.errors === 0 && run.load.timeouts === 0),
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The workers bench as text. */
export function workersTable(r: WorkersBenchResult): string {
  const o = r.options;
  const int = (n: number) => Math.round(n).toLocaleString('en-US');
  const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 1)} ms`;
  const load = (values: number[]) => values.map((v) => v.toFixed(1)).join(' / ');
  return [
    `workers — ${r.product} ${r.path}, SQLite, ${o.connections} connections × ${o.pipelining}, ${o.duration} s after ${o.warmup} s warm-up, rounds 1, 2, 2, 1 workers`,
    `load average (1/5/15 min): ${load(r.loadAverage.start)} at the start, ${load(r.loadAverage.end)} at the end`,
    table([
      ['round', 'workers', 'req/s', 'p50', 'p99', 'non-2xx', 'server CPU/page', 'memory peak', 'primary', 'each worker'],
      ...r.runs.map((run, i) => [
        String(i + 1),
        String(run.workers),
        int(run.load.rps),
        ms(run.load.latency.p50),
        ms(run.load.latency.p99),
        int(run.load.non2xx + run.load.errors + run.load.timeouts),
        `${int(run.serverCpuUsPerRequest)} µs`,
        `${int(run.memory.peakMb)} MB`,
        run.memory.primaryMb ? `${int(run.memory.primaryMb)} MB` : '—',
        run.memory.workersMb.map((m) => `${int(m)} MB`).join(' + '),
      ]),
    ]),
    `mean: 1 worker ${int(r.summary.oneWorker)} req/s, 2 workers ${int(r.summary.twoWorkers)} req/s (${r.summary.ratio.toFixed(2)}×); every answer 2xx: ${r.pass ? 'yes' : 'NO'}`,
  ].join('\n');
}
