import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type autocannon from 'autocannon';
import { startServerProcess } from '../e2e/support/server-process.ts';
import { benchDashboardQueries, DASHBOARD_QUERY_BUDGET_MS, type DashboardQueriesResult } from './dashboard-queries.ts';
import { measure, type LoadResult } from './load.ts';
import type { LoadOptions } from './options.ts';
import { measureRecords, RECORDS_PER_BATCH, type RecordsLoad } from './performance-records.ts';
import { table } from './report.ts';
import { twoOptionProduct } from './shop.ts';

/** Budgets of issue 12 for ingestion on SQLite. */
export const EVENTS_BUDGET = { eventsPerSecond: 10_000, p99Ms: 10 };

/** Page views per bench visitor: well under the per-visitor limit of 120 a minute. */
const HITS_PER_VISITOR = 50;

/** Result of the events bench. */
export interface EventsBenchResult {
  name: 'events';
  options: LoadOptions;
  events: LoadResult;
  page: LoadResult;
  product: string;
  /**
   * Hits answered 204 (warm-up included) and rows found after the server stopped; more rows than
   * answers are the requests in flight when the load stopped (stored, answer not awaited).
   */
  accepted: number;
  stored: number;
  budget: typeof EVENTS_BUDGET;
  /** Core Web Vitals ingestion in the same run, with the rows found after the server stopped. */
  performance: RecordsLoad & { storedRows: number };
  /** The dashboard's reports over a big site (skipped with --dashboard-events 0). */
  dashboard: DashboardQueriesResult | null;
  pass: { eventsPerSecond: boolean; p99: boolean; nothingLost: boolean; recordsKept: boolean; dashboard: boolean };
}

/**
 * Ingestion throughput: `plinth start` (production, fresh SQLite) taking form-encoded
 * `POST /api/census/RecordHit` page views from ever new visitors, then the product page in the same
 * run for comparison, then Core Web Vitals records (`POST /api/1/performance/records`, batches of
 * one page load's records: performance-records.ts). The server is stopped with SIGINT (its buffer
 * is written on close) and the rows are counted: every hit answered 204 must be stored, and every
 * record of a batch answered 204 (a metric once per page load).
 */
export async function benchEvents(options: LoadOptions, log: (line: string) => void): Promise<EventsBenchResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'plinth-bench-events-'));
  const server = await startServerProcess({ dataDir });
  let stopped = false;
  try {
    const product = await twoOptionProduct(server.baseURL);
    let sent = 0;
    const data = JSON.stringify({ url: `${server.baseURL}${product.path}?utm_source=bench`, referrer: 'https://search.example/', pageType: 50 });
    const bodyPrefix = `${new URLSearchParams({ event: 'pageView', data }).toString()}&ss_cvr=`;
    const bodySuffix = encodeURIComponent('|1700000000000|1700000000000|1');
    let accepted = 0;
    const requests: autocannon.Request[] = [
      {
        method: 'POST',
        path: '/api/census/RecordHit',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' },
        // Cheap to make: on a 2-core machine the load generator competes with the server for CPU.
        setupRequest: (request) => ({ ...request, body: `${bodyPrefix}bench${Math.floor(sent++ / HITS_PER_VISITOR)}${bodySuffix}` }),
        onResponse: (status) => {
          if (status === 204) accepted++;
        },
      },
    ];
    log(`events: ${options.connections} connections, ${options.warmup} s warm-up + ${options.duration} s each`);
    log('events: measuring POST /api/census/RecordHit …');
    const events = await measure({ url: server.baseURL, requests }, options);
    log('events: measuring the product page …');
    const page = await measure({ url: server.baseURL + product.path }, options);
    const performance = await measureRecords(server.baseURL, product.path, options, log);
    await server.stop();
    stopped = true;
    const db = new DatabaseSync(join(dataDir, 'plinth.sqlite'), { readOnly: true });
    const row = db.prepare("select count(*) as n from analytics_events where kind = 'hit' and visitor_id like 'bench%'").get() as { n: number };
    const storedRows = Number((db.prepare('select count(*) as n from performance_records').get() as { n: number }).n);
    const stored = Number(row.n);
    db.close();
    const dashboardEvents = options['dashboard-events'];
    const dashboard = dashboardEvents > 0 ? await benchDashboardQueries(dashboardEvents, log) : null;
    return {
      name: 'events',
      options,
      events,
      page,
      product: product.title,
      accepted,
      stored,
      budget: EVENTS_BUDGET,
      performance: { ...performance, storedRows },
      dashboard,
      pass: { eventsPerSecond: events.rps >= EVENTS_BUDGET.eventsPerSecond, p99: events.latency.p99 <= EVENTS_BUDGET.p99Ms, nothingLost: stored >= accepted, recordsKept: storedRows >= performance.expectedRows, dashboard: dashboard?.pass ?? true },
    };
  } finally {
    if (!stopped) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The events bench as text. */
export function eventsTable(r: EventsBenchResult): string {
  const o = r.options;
  const int = (n: number) => Math.round(n).toLocaleString('en-US');
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  const row = (label: string, l: LoadResult) => [label, int(l.rps), ms(l.latency.p50), ms(l.latency.p99), int(l.requests), int(l.non2xx + l.errors + l.timeouts)];
  const ok = (pass: boolean) => (pass ? 'ok' : 'MISSED');
  return [
    `events — SQLite, ${o.connections} connections × ${o.pipelining}, ${o.duration} s after ${o.warmup} s warm-up`,
    table([
      ['target', 'req/s', 'p50', 'p99', 'requests', 'failed'],
      row('POST /api/census/RecordHit', r.events),
      row(`product page (${r.product})`, r.page),
      row(`POST /api/1/performance/records (${RECORDS_PER_BATCH} records each)`, r.performance.load),
    ]),
    `events/s: ${int(r.events.rps)} (budget ≥ ${int(r.budget.eventsPerSecond)}: ${ok(r.pass.eventsPerSecond)}); p99 ${ms(r.events.latency.p99)} (budget ≤ ${r.budget.p99Ms} ms: ${ok(r.pass.p99)}); ` +
      `accepted ${int(r.accepted)}, stored ${int(r.stored)} (${r.pass.nothingLost ? 'nothing lost' : 'LOST EVENTS'})`,
    `performance records/s: ${int(r.performance.recordsPerSecond)} (${int(r.performance.load.rps)} batches/s over ${int(r.performance.pageLoads)} page loads), p99 ${ms(r.performance.load.latency.p99)}; ` +
      `batches accepted ${int(r.performance.accepted)}, rows ${int(r.performance.storedRows)} of ${int(r.performance.expectedRows)} expected (${r.pass.recordsKept ? 'nothing lost' : 'LOST RECORDS'})`,
    ...(r.dashboard ? ['', dashboardTable(r.dashboard)] : []),
  ].join('\n');
}

/** The dashboard phase as text. */
function dashboardTable(d: DashboardQueriesResult): string {
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const slowest = Math.max(...d.timings.map((t) => Math.max(t.coldMs, t.maxMs)));
  return [
    `dashboard — ${d.events.toLocaleString('en-US')} events over 30 days (seeded and rolled up in ${d.seedSeconds.toFixed(0)} s), each report asked 20 times`,
    table([['report (30-day range)', 'first', 'p50', 'max'], ...d.timings.map((t) => [t.route, ms(t.coldMs), ms(t.p50Ms), ms(t.maxMs)])]),
    `slowest answer ${ms(slowest)} (budget ≤ ${DASHBOARD_QUERY_BUDGET_MS} ms: ${d.pass ? 'ok' : 'MISSED'})`,
  ].join('\n');
}
