import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type autocannon from 'autocannon';
import { startServerProcess } from '../e2e/support/server-process.ts';
import { measure, type LoadResult } from './load.ts';
import type { LoadOptions } from './options.ts';
import { sampleMemory, settledResidentBytes, treeResidentBytes } from './process-memory.ts';
import { allServing } from './processes.ts';
import { table } from './report.ts';
import { twoOptionProduct } from './shop.ts';

/**
 * Budgets of issue 36 for a flood of page views: accepted page views per second and their p99 (with
 * the best of 1 and 2 workers), nothing acknowledged and lost, and the memory back within 100 MB of
 * where it started once the flood is over.
 */
export const INGEST_BUDGET = { pageViewsPerSecond: 10_000, p99Ms: 20, memoryAfterMb: 100 };

/** Page views per made-up visitor: under the per-visitor limit of 120 a minute. */
const HITS_PER_VISITOR = 50;
/**
 * How long the bench watches the memory after the flood: the buffers drain and the rollup (every 2 s
 * here) reruns the flooded day until a run starts 5 s after the last event, each big run in a thread
 * that ends after it. "After" is the median of the last 10 s of readings, once that has settled.
 */
const SETTLE_MS = 45_000;
const AFTER_WINDOW_MS = 10_000;

/** One run of the flood against a server with `workers` processes. */
export interface IngestRun {
  workers: number;
  load: LoadResult;
  accepted: number;
  refused: number;
  stored: number;
  memory: { beforeMb: number; peakMb: number; afterMb: number };
}

/** Result of the ingest bench. */
export interface IngestBenchResult {
  name: 'ingest';
  options: LoadOptions;
  runs: IngestRun[];
  budget: typeof INGEST_BUDGET;
  pass: { pageViewsPerSecond: boolean; p99: boolean; nothingLost: boolean; memoryAfter: boolean };
}

const mb = (bytes: number) => bytes / 1024 / 1024;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A flood of page views (`POST /api/census/RecordHit`, form-encoded, a new visitor every 50 hits)
 * against `plinth start` (production, demo store, fresh SQLite) with 1 and with 2 workers. The
 * resident memory of the server's processes is read before, sampled during and read again after
 * the flood has settled (buffers written, rollup run); then the server stops and the stored rows are
 * counted against the 204s it answered.
 */
export async function benchIngest(options: LoadOptions, log: (line: string) => void): Promise<IngestBenchResult> {
  const runs: IngestRun[] = [];
  for (const workers of [1, 2]) runs.push(await floodOnce(workers, options, log));
  const acceptedPerSecond = (run: IngestRun) => run.load.ok2xx / options.duration;
  const best = runs.reduce((a, b) => (acceptedPerSecond(b) > acceptedPerSecond(a) ? b : a));
  return {
    name: 'ingest',
    options,
    runs,
    budget: INGEST_BUDGET,
    pass: {
      pageViewsPerSecond: acceptedPerSecond(best) >= INGEST_BUDGET.pageViewsPerSecond,
      p99: best.load.latency.p99 <= INGEST_BUDGET.p99Ms,
      nothingLost: runs.every((run) => run.stored >= run.accepted),
      memoryAfter: runs.every((run) => run.memory.afterMb - run.memory.beforeMb <= INGEST_BUDGET.memoryAfterMb),
    },
  };
}

async function floodOnce(workers: number, options: LoadOptions, log: (line: string) => void): Promise<IngestRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'plinth-bench-ingest-'));
  const server = await startServerProcess({ dataDir, env: { PLINTH_DEMO: '1', PLINTH_WORKERS: String(workers), PLINTH_ANALYTICS_ROLLUP_MS: '2000' } });
  let stopped = false;
  try {
    const pid = server.child.pid ?? 0;
    const product = await twoOptionProduct(server.baseURL);
    // Every worker up (a cluster serves from its first worker while the others still load), a few
    // pages served, and the memory settled: "before" is a server at rest, not one still starting.
    await allServing(`${server.baseURL}/healthz`, workers);
    for (let i = 0; i < 20; i++) await (await fetch(server.baseURL + product.path)).arrayBuffer();
    const beforeBytes = await settledResidentBytes(pid);
    let sent = 0;
    let accepted = 0;
    let refused = 0;
    const data = JSON.stringify({ url: `${server.baseURL}${product.path}?utm_source=bench`, referrer: 'https://search.example/', pageType: 50 });
    const bodyPrefix = `${new URLSearchParams({ event: 'pageView', data }).toString()}&ss_cvr=`;
    const bodySuffix = encodeURIComponent('|1700000000000|1700000000000|1');
    const requests: autocannon.Request[] = [
      {
        method: 'POST',
        path: '/api/census/RecordHit',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' },
        setupRequest: (request) => ({ ...request, body: `${bodyPrefix}flood${Math.floor(sent++ / HITS_PER_VISITOR)}${bodySuffix}` }),
        onResponse: (status) => {
          if (status === 204) accepted++;
          else if (status === 503) refused++;
        },
      },
    ];
    log(`ingest: ${workers} worker(s), ${options.connections} connections, ${options.warmup} s warm-up + ${options.duration} s`);
    const memory = sampleMemory(pid);
    const load = await measure({ url: server.baseURL, requests }, options);
    const peakBytes = memory.stop();
    const readings: number[] = [];
    for (let waited = 0; waited < SETTLE_MS; waited += 1000) {
      await pause(1000);
      if (waited >= SETTLE_MS - AFTER_WINDOW_MS) readings.push(treeResidentBytes(pid));
    }
    const afterBytes = readings.sort((a, b) => a - b)[Math.floor(readings.length / 2)];
    await server.stop();
    stopped = true;
    const db = new DatabaseSync(join(dataDir, 'plinth.sqlite'), { readOnly: true });
    const stored = Number((db.prepare("select count(*) as n from analytics_events where kind = 'hit' and visitor_id like 'flood%'").get() as { n: number }).n);
    db.close();
    return { workers, load, accepted, refused, stored, memory: { beforeMb: mb(beforeBytes), peakMb: mb(peakBytes), afterMb: mb(afterBytes) } };
  } finally {
    if (!stopped) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The ingest bench as text. */
export function ingestTable(r: IngestBenchResult): string {
  const o = r.options;
  const int = (n: number) => Math.round(n).toLocaleString('en-US');
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  const ok = (pass: boolean) => (pass ? 'ok' : 'MISSED');
  return [
    `ingest — page views (POST /api/census/RecordHit), SQLite, ${o.connections} connections × ${o.pipelining}, ${o.duration} s after ${o.warmup} s warm-up`,
    table([
      ['workers', 'accepted/s', 'p50', 'p99', 'accepted', 'refused (503)', 'stored', 'memory before', 'peak', 'after'],
      ...r.runs.map((run) => [
        String(run.workers),
        int(run.load.ok2xx / o.duration),
        ms(run.load.latency.p50),
        ms(run.load.latency.p99),
        int(run.accepted),
        int(run.refused),
        int(run.stored),
        `${int(run.memory.beforeMb)} MB`,
        `${int(run.memory.peakMb)} MB`,
        `${int(run.memory.afterMb)} MB`,
      ]),
    ]),
    `page views/s ≥ ${int(r.budget.pageViewsPerSecond)}: ${ok(r.pass.pageViewsPerSecond)}; p99 ≤ ${r.budget.p99Ms} ms: ${ok(r.pass.p99)}; ` +
      `${r.pass.nothingLost ? 'nothing acknowledged was lost' : 'LOST PAGE VIEWS'}; memory after within ${r.budget.memoryAfterMb} MB of before: ${ok(r.pass.memoryAfter)}`,
  ].join('\n');
}
